/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    /** per-request hooks (setupRequest may rewrite method, path, headers, body) */
    requests?: unknown[];
    /** called with each connection, e.g. to give it requests of its own (client.setRequests) */
    setupClient?: (client: { setRequests(requests: unknown[]): void }) => void;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
