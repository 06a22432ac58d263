import { createHash } from 'node:crypto';
import type { CatalogueScope } from '../catalogue/catalogue-scope';

/** A rendered page and what it depends on. */
export interface RenderedPage {
  status: 200 | 404;
  contentType: string;
  body: string;
  /** the company whose data the page shows; its saves make the page stale */
  exhibitorId?: number;
  /** the page lists many companies (directory, sitemap, a not-found answer) */
  listing?: boolean;
  /**
   * the companies a listing shows: a save of another company leaves it as it is (for LISTING_MAX_AGE_MS at
   * most, since that company may now belong in it); without `shows` any save makes a listing stale
   */
  shows?: number[];
}

export interface CachedPage {
  status: 200 | 404;
  contentType: string;
  body: Buffer;
  /** strong validator: a hash of the body */
  etag: string;
  exhibitorId?: number;
  listing: boolean;
  shows?: ReadonlySet<number>;
}

export function cachedPageOf(page: RenderedPage): CachedPage {
  const body = Buffer.from(page.body);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status: page.status, contentType: page.contentType, body, etag, exhibitorId: page.exhibitorId, listing: page.listing ?? false, shows: page.shows && new Set(page.shows) };
}

/** How long a stale listing is still answered while one request renders it again. */
export const STALE_WHILE_REVALIDATE_MS = 30_000;
/** A listing with `shows` is rendered again at least this often: companies it does not show may belong in it by now. */
export const LISTING_MAX_AGE_MS = 300_000;

export type CacheState = 'hit' | 'stale' | 'miss';

interface Entry {
  page: CachedPage;
  storedAt: number;
  /** when a change made it stale; a stale listing is answered until STALE_WHILE_REVALIDATE_MS later */
  staleSince?: number;
}

/**
 * Rendered catalogue pages of this process, least recently used dropped first. Concurrent misses of one
 * key share one render. A render that overlapped an invalidation is served but not kept: it may have
 * read the data from before the change.
 *
 * A company's save drops its own pages at once, and makes stale only the listings that show it (or that do
 * not say what they show); a stale listing is still answered for a short while, while one request renders it
 * again in the background, so visitors keep getting pages while exhibitors save.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<CachedPage>>();
  private epoch = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** When the entry went (or goes) stale: a change, or a listing's age. */
  private staleSince(entry: Entry): number | undefined {
    if (entry.staleSince !== undefined) return entry.staleSince;
    return entry.page.shows ? entry.storedAt + LISTING_MAX_AGE_MS : undefined;
  }

  private entry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The cached page when it is current, without rendering. */
  peek(key: string): CachedPage | undefined {
    const entry = this.entry(key);
    const stale = entry && this.staleSince(entry);
    return entry && (stale === undefined || stale > this.now()) ? entry.page : undefined;
  }

  async get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    return (await this.lookup(key, render)).page;
  }

  /** The page and how it was found: current (hit), answered stale while rendered again, or rendered (miss). */
  async lookup(key: string, render: () => Promise<RenderedPage>): Promise<{ page: CachedPage; state: CacheState }> {
    const entry = this.entry(key);
    if (entry) {
      const stale = this.staleSince(entry);
      if (stale === undefined || stale > this.now()) return { page: entry.page, state: 'hit' };
      if (this.now() - stale < STALE_WHILE_REVALIDATE_MS) {
        // answered as it is; one render replaces it
        this.render(key, render).catch(() => undefined);
        return { page: entry.page, state: 'stale' };
      }
    }
    return { page: await this.render(key, render), state: 'miss' };
  }

  private render(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
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
    this.entries.delete(key);
    this.entries.set(key, { page, storedAt: this.now() });
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
    const now = this.now();
    for (const [key, entry] of this.entries) {
      const { page } = entry;
      // a not-found answer is dropped too: what it missed may just have been published
      if (page.exhibitorId === scope.exhibitorId || (page.listing && page.status === 404)) this.entries.delete(key);
      else if (page.listing && (!page.shows || page.shows.has(scope.exhibitorId))) entry.staleSince ??= now;
    }
  }
}
