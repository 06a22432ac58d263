/**
 * At most `max` tasks at once in this process; a task over the limit is refused rather than queued, so
 * slow upstreams cannot pile up sockets and buffered images (10 MB each) in memory.
 */
export class ConcurrencyLimit {
  private active = 0;

  constructor(private readonly max: number) {}

  /** Runs `task` when a slot is free; answers undefined without running it when none is. */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (this.active >= this.max) return undefined;
    this.active += 1;
    try {
      return { value: await task() };
    } finally {
      this.active -= 1;
    }
  }
}
