// Load for one call with autocannon: a fixed number of requests (or a time cap, whichever comes
// first), or as many as the time allows, at a given number in flight, with every response's
// latency kept for exact percentiles.
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** Non-2xx answers, errors and time-outs: a measurement with any is not a valid one. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  inFlight: number;
  /** Without a count, requests go on for the whole of maxSeconds. */
  requests?: number;
  maxSeconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A different path and headers for each request (the URL mix), on the server of `url`. */
  next?: () => { path: string; headers: Record<string, string> };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function load(o: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    let last = started;
    const instance = autocannon(
      {
        url: o.url,
        connections: o.inFlight,
        amount: o.requests,
        // Without a count, autocannon's own duration ends the run; the cap below comes first.
        duration: o.maxSeconds + 1,
        method: o.method ?? 'GET',
        headers: o.headers,
        body: o.body,
        timeout: 120,
        ...(o.next
          ? {
              requests: [
                {
                  setupRequest: (req: Record<string, unknown>) => {
                    const n = o.next!();
                    return {
                      ...req,
                      path: n.path,
                      headers: { ...(req.headers as object), ...n.headers },
                    };
                  },
                },
              ],
            }
          : {}),
        // autocannon notices that the last request is done only at its sampling tick (1 s by
        // default), which would cap a short run's rate.
        sampleInt: 25,
      },
      (err, result) => {
        clearTimeout(cap);
        if (err) return reject(err);
        // The rate over the time the requests took, to the last response.
        const seconds = (last - started) / 1000;
        const sorted = latencies.sort((a, b) => a - b);
        resolve({
          requests: sorted.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          rps: sorted.length / seconds,
          failures: failures + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      last = performance.now();
      if (status < 200 || status > 299) failures++;
    });
    const cap = setTimeout(() => instance.stop(), o.maxSeconds * 1000);
  });
}

/** One request timed by the clock, its body read to the end. */
export async function timed(
  url: string,
  init: RequestInit = {},
): Promise<{ ms: number; status: number; bytes: number; body: Buffer }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, status: res.status, bytes: body.length, body };
}
