/**
 * Reference lists (categories, areas, properties, halls, ads) are read on every page and changed rarely.
 * Each process keeps them for a few seconds, so a change made through another process shows within that
 * time; the process that made it drops its copy at once through `invalidate()`.
 */
export class ReferenceCache<Row> {
  private entry?: { loadedAt: number; rows: Promise<readonly Row[]>; rendered: Map<string, string> };

  constructor(
    private readonly load: () => Promise<readonly Row[]>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current() {
    if (!this.entry || this.now() - this.entry.loadedAt >= this.ttlMs) {
      // a real promise: a query builder is a thenable that would run again on every await
      const rows = Promise.resolve().then(() => this.load());
      const entry = { loadedAt: this.now(), rows, rendered: new Map<string, string>() };
      // a failed load must not be served from the cache
      rows.catch(() => {
        if (this.entry === entry) this.entry = undefined;
      });
      this.entry = entry;
    }
    return this.entry;
  }

  rows(): Promise<readonly Row[]> {
    return this.current().rows;
  }

  /** A ready JSON text per key (e.g. the caller's locale), rendered once per load. */
  async rendered(key: string, render: (rows: readonly Row[]) => string): Promise<string> {
    const entry = this.current();
    const rows = await entry.rows;
    let text = entry.rendered.get(key);
    if (text === undefined) {
      text = render(rows);
      entry.rendered.set(key, text);
    }
    return text;
  }

  invalidate(): void {
    this.entry = undefined;
  }
}
