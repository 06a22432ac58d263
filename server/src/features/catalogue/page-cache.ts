import { createHash } from 'node:crypto';
import type { CatalogueScope } from '../../lib/catalogue/catalogue-notify';

/** A rendered page and what it depends on. */
export interface RenderedPage {
  status: 200 | 404;
  contentType: string;
  body: string;
  /** the company whose data the page shows; its saves make the page stale */
  exhibitorId?: number;
  /** the page lists many companies (directory, sitemap, a not-found answer): any change makes it stale */
  listing?: boolean;
}

export interface CachedPage {
  status: 200 | 404;
  contentType: string;
  body: Buffer;
  /** strong validator: a hash of the body */
  etag: string;
  exhibitorId?: number;
  listing: boolean;
}

export function cachedPageOf(page: RenderedPage): CachedPage {
  const body = Buffer.from(page.body);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status: page.status, contentType: page.contentType, body, etag, exhibitorId: page.exhibitorId, listing: page.listing ?? false };
}

/**
 * Rendered catalogue pages of this process, least recently used dropped first. Concurrent misses of one
 * key share one render. A render that overlapped an invalidation is served but not kept: it may have
 * read the data from before the change.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private inflight = new Map<string, Promise<CachedPage>>();
  private epoch = 0;

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached page, without rendering. */
  peek(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  async get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    const cached = this.peek(key);
    if (cached) return cached;
    let pending = this.inflight.get(key);
    if (!pending) {
      const startedAt = this.epoch;
      const inflight = this.inflight;
      pending = render().then(cachedPageOf);
      inflight.set(key, pending);
      pending
        .then((page) => {
          if (this.epoch === startedAt) this.store(key, page);
        })
        .catch(() => undefined)
        .finally(() => inflight.delete(key));
    }
    return pending;
  }

  private store(key: string, page: CachedPage): void {
    this.entries.set(key, page);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  invalidate(scope: CatalogueScope): void {
    this.epoch += 1;
    // renders under way keep their waiters but no new request joins them
    this.inflight = new Map();
    if (scope === 'all') {
      this.entries.clear();
      return;
    }
    for (const [key, page] of this.entries) {
      if (page.listing || page.exhibitorId === scope.exhibitorId) this.entries.delete(key);
    }
  }
}
