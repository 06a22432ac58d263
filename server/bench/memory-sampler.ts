const MB = 2 ** 20;

/** Peak RSS and main-thread heap above their level when it started, sampled every 10 ms; call the answer to stop. */
export function memorySampler() {
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 10);
  return () => {
    clearInterval(timer);
    sample();
    return { rssMb: (rss - start.rss) / MB, heapMb: (heap - start.heapUsed) / MB };
  };
}
