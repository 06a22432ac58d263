import { request } from 'node:http';
import { collectGarbage } from './collect-garbage';

const CHUNK = Buffer.alloc(1024 * 1024);

/**
 * POSTs one multipart file of `size` bytes (`head`, then zeros) over real HTTP, generated as it is sent: the
 * client holds one megabyte at a time, so the memory a server spends on it is its own.
 */
export function streamedUpload(options: { url: string; headers: Record<string, string>; fileName: string; head: Buffer; size: number }): Promise<{ status: number; body: string }> {
  const boundary = `----fairstream${Math.random().toString(16).slice(2)}`;
  const opening = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const sending = request(
      options.url,
      {
        method: 'POST',
        headers: { ...options.headers, connection: 'close', 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(opening.length + options.size + closing.length) },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
      },
    );
    sending.on('error', reject);
    let left = options.size - options.head.length;
    const pump = () => {
      while (left > 0) {
        const piece = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        left -= piece.length;
        if (!sending.write(piece)) {
          sending.once('drain', pump);
          return;
        }
      }
      sending.end(closing);
    };
    sending.write(opening);
    sending.write(options.head);
    pump();
  });
}

/**
 * Samples the process's heap, array buffers and resident size until stopped; answers the peak of each above
 * the start, in bytes. With `collect`, each sample follows a full collection, so what it counts is memory
 * still held, not garbage V8 has not collected yet (how much that is depends on how busy the machine is); a
 * full collection of a test's heap takes about a tenth of a second, so such samples are a quarter of a
 * second apart, and the time it costs makes them unfit for measuring speed.
 */
export function memoryPeaks({ everyMs, collect = false }: { everyMs?: number; collect?: boolean } = {}) {
  const collectNow = collect ? collectGarbage : () => undefined;
  collectNow();
  const start = process.memoryUsage();
  let heap = 0;
  let buffers = 0;
  let rss = 0;
  const sample = () => {
    collectNow();
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
    buffers = Math.max(buffers, now.arrayBuffers - start.arrayBuffers);
    rss = Math.max(rss, now.rss - start.rss);
  };
  // each wait starts after the sample before it: however long a collection takes on a busy machine, the
  // upload still gets the time between samples
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(() => {
      sample();
      next();
    }, everyMs ?? (collect ? 250 : 5));
  };
  next();
  return {
    stop() {
      clearTimeout(timer);
      sample();
      return { heap, buffers, rss };
    },
  };
}
