// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    pipelining?: number;
    sampleInt?: number;
    /** Requests in turn; `setupRequest` may change each one before it goes out. */
    requests?: { setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
  }

  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    start: Date;
    finish: Date;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(
    options: Options,
    callback: (err: Error | null, result: Result) => void,
  ): Instance;

  export default autocannon;
}
