import { request } from 'node:http';

const CHUNK = Buffer.alloc(1024 * 1024);

/**
 * POSTs one multipart file of `size` bytes (`head`, then zeros) over real HTTP, generated as it is sent: the
 * client holds one megabyte at a time, so the memory a server spends on it is its own. With `pause`, the
 * client stops once it has sent `afterBytes` of the file and goes on when `until` settles (a rejection
 * aborts the upload and rejects the answer).
 */
export function streamedUpload(options: {
  url: string;
  headers: Record<string, string>;
  fileName: string;
  head: Buffer;
  size: number;
  pause?: { afterBytes: number; until: () => Promise<void> };
}): Promise<{ status: number; body: string }> {
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
    let pause = options.pause;
    const pump = () => {
      while (left > 0) {
        if (pause && options.size - left >= pause.afterBytes) {
          const { until } = pause;
          pause = undefined;
          until().then(pump, (error: unknown) => {
            sending.destroy();
            reject(error);
          });
          return;
        }
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

/** Samples the process's heap, array buffers and resident size until stopped; answers the peak of each above the start, in bytes. */
export function memoryPeaks({ everyMs }: { everyMs: number }) {
  const start = process.memoryUsage();
  let heap = 0;
  let buffers = 0;
  let rss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
    buffers = Math.max(buffers, now.arrayBuffers - start.arrayBuffers);
    rss = Math.max(rss, now.rss - start.rss);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { heap, buffers, rss };
    },
  };
}
