import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  /** answers that were not 2xx, plus socket errors and timeouts: a benchmark of failures proves nothing */
  failures: number;
}

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** absolute path of an autocannon setupClient module (per-connection bodies, e.g. connection-bodies.cjs) */
  setupClient?: string;
  /** per-request changes: absolute paths of autocannon setupRequest modules (e.g. scan-requests.cjs) */
  requests?: { setupRequest: string }[];
  /** fewer than CONNECTIONS for a CPU-bound route, whose 50 queued requests would only time out */
  connections?: number;
}

export const CONNECTIONS = 50;

/**
 * One autocannon run at 50 connections, after a short warm-up so JIT and caches settle. The load comes from
 * a worker thread: on the server's own event loop it would steal the time it measures.
 */
export async function measure(target: Target, seconds: number): Promise<Measurement> {
  // in workers mode autocannon takes function options as module paths; its types know only functions
  const options = { ...target, connections: target.connections ?? CONNECTIONS, workers: 1 } as autocannon.Options;
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
