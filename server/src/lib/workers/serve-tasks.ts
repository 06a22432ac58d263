import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { TaskReply, TaskRequest } from './worker-pool';

const SAMPLE_MS = 10;

/**
 * The worker side of WorkerPool: runs `handle` for each task it is sent, one at a time, and answers its
 * output — or the error, for a fault of the handler — with the worker's peak heap while it ran.
 */
export function serveTasks<I, O>(handle: (input: I) => Promise<O>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs only in a worker thread');
  port.on('message', async ({ id, input }: TaskRequest<I>) => {
    const started = performance.now();
    let peakHeapBytes = getHeapStatistics().used_heap_size;
    const sample = () => (peakHeapBytes = Math.max(peakHeapBytes, getHeapStatistics().used_heap_size));
    const sampler = setInterval(sample, SAMPLE_MS);
    let reply: TaskReply<O>;
    try {
      const output = await handle(input);
      sample();
      reply = { id, ok: true, output, stats: { peakHeapBytes, ms: performance.now() - started } };
    } catch (error) {
      const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
      reply = { id, ok: false, error: { name, message, stack }, stats: { peakHeapBytes, ms: performance.now() - started } };
    } finally {
      clearInterval(sampler);
    }
    port.postMessage(reply);
  });
}
