// The stall cases (DESIGN 4c): how long a light call waits while heavy work runs beside it. Each
// light call is asked again and again, one at a time, for as long as the heavy work lasts; the
// row is the p99 and the longest wait of each.
import { Worker } from 'node:worker_threads';
import type { DatasetFacts } from './dataset';

type Headers = (role: 'Admin' | 'Employee') => Promise<Record<string, string>>;

export interface StallCase {
  name: string;
  /** The heavy work; resolves to a note for the row (a size, a check). */
  run: () => Promise<string>;
}

export interface StallResult {
  name: string;
  note: string;
  ms: number;
  light: { name: string; samples: number; p99: number; max: number; failures: number }[];
}

/** Uploads a document of `bytes` bytes and downloads it again, on a worker thread. */
function roundTrip(data: {
  base: string;
  headers: Record<string, string>;
  clientId: number;
  bytes: number;
}): Promise<string> {
  const worker = new Worker(ROUND_TRIP, { eval: true, workerData: data });
  return new Promise((resolve, reject) => {
    worker.once('message', (m: { note?: string; error?: string }) =>
      m.error ? reject(new Error(m.error)) : resolve(m.note!),
    );
    worker.once('error', reject);
  }).finally(() => void worker.terminate()) as Promise<string>;
}

const ROUND_TRIP = `
const { parentPort, workerData: d } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const sha = (b) => createHash('sha256').update(b).digest('hex');
(async () => {
  const bytes = Buffer.alloc(d.bytes);
  for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
  // The upload accepts documents by their content: this one opens as a PDF does.
  bytes.write('%PDF-1.4\\n', 0, 'latin1');
  const name = 'bench-' + Date.now() + '.pdf';
  const form = new FormData();
  form.set('DocumentType', 'ClientDocument');
  form.set('ClientId', String(d.clientId));
  form.set('File', new Blob([bytes], { type: 'application/pdf' }), name);
  const up = await fetch(d.base + '/api/documents', { method: 'POST', headers: d.headers, body: form });
  if (!up.ok) throw new Error('upload: ' + up.status + ' ' + (await up.text()).slice(0, 300));
  const down = await fetch(
    d.base + '/api/documents/download-pdf/' + encodeURIComponent(name) + '?type=ClientDocument&clientId=' + d.clientId,
    { method: 'POST', headers: d.headers },
  );
  if (!down.ok) throw new Error('download: ' + down.status + ' ' + (await down.text()).slice(0, 300));
  const back = Buffer.from(await down.arrayBuffer());
  return sha(back) === sha(bytes) ? 'round-trips byte for byte' : 'DOWNLOAD DIFFERS';
})().then(
  (note) => parentPort.postMessage({ note }),
  (err) => parentPort.postMessage({ error: String(err && err.message) }),
);
`;

/** The three heavy loads: an upload and its download, statement PDFs, receivables PDFs. */
export function stallCases(
  base: string,
  headers: Headers,
  facts: DatasetFacts,
  opts: { uploadBytes: number; clientId: number },
): StallCase[] {
  return [
    {
      name: `a ${(opts.uploadBytes / 1024 / 1024).toFixed(0)} MB document uploaded, then downloaded`,
      // On a thread of its own: this process times the light calls, and sending 45 MB of form
      // data (and hashing them) held its event loop for 300 ms and more, counted as the server's.
      run: async () =>
        roundTrip({
          base,
          headers: await headers('Admin'),
          clientId: opts.clientId,
          bytes: opts.uploadBytes,
        }),
    },
    {
      name: '10 statement PDFs in parallel (one Employee)',
      run: async () => {
        const h = await headers('Employee');
        const url = `${base}/api/users/statement/2025/pdf?userId=${facts.statementUserId}`;
        const answers = await Promise.all(
          Array.from({ length: 10 }, async () => (await fetch(url, { headers: h })).status),
        );
        return `answers ${[...new Set(answers)].join(', ')}`;
      },
    },
    {
      name: '5 receivables PDFs in parallel (one Admin)',
      run: async () => {
        const h = { ...(await headers('Admin')), 'content-type': 'application/json' };
        const body = JSON.stringify({
          division: facts.division.id,
          startDate: '2017-01-01',
          endDate: '2026-12-31',
        });
        const answers = await Promise.all(
          Array.from(
            { length: 5 },
            async () =>
              (
                await fetch(`${base}/api/afr-rate/download-pdf`, {
                  method: 'POST',
                  headers: h,
                  body,
                })
              ).status,
          ),
        );
        return `answers ${[...new Set(answers)].join(', ')}`;
      },
    },
  ];
}

/** Runs a heavy case while each light call is asked one after another until it ends. */
export async function measureStall(
  base: string,
  heavy: StallCase,
  light: { name: string; path: string; headers: Record<string, string> }[],
): Promise<StallResult> {
  let done = false;
  const started = performance.now();
  const work = heavy.run().finally(() => (done = true));
  const sampled = await Promise.all(
    light.map(async (l) => {
      const times: number[] = [];
      let failures = 0;
      // At least a few samples, however short the heavy work.
      while (!done || times.length < 5) {
        const t = performance.now();
        const res = await fetch(`${base}${l.path}`, {
          headers: { ...l.headers, 'cache-control': 'no-cache' },
        });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (!res.ok) failures++;
      }
      times.sort((a, b) => a - b);
      const p99 = times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)]!;
      return { name: l.name, samples: times.length, p99, max: times.at(-1)!, failures };
    }),
  );
  const note = await work;
  return { name: heavy.name, note, ms: performance.now() - started, light: sampled };
}
