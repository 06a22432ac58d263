import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueScope } from '../../lib/catalogue/catalogue-scope';
import { BASE_SECURITY_HEADERS } from '../../lib/http/security-headers';
import { type CachedPage, PageCache, type RenderedPage } from '../../lib/cache/page-cache';

/** Like the catalogue: browsers and shared caches keep an answer a minute, then serve it stale while they revalidate. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Answers per process: a home is a few KB, a detail less. */
const CACHE_ENTRIES = 4000;

/** A rendered answer and, for schedule-dependent answers, the moment an item starts or ends (ms) after which it is stale. */
export interface RenderedAnswer {
  page: RenderedPage;
  validUntil?: number | null;
}

export function jsonAnswer(status: 200 | 404, body: unknown, tags: Pick<RenderedPage, 'exhibitorId' | 'listing' | 'shows'> = {}): RenderedPage {
  return { status, contentType: JSON_TYPE, body: JSON.stringify(body), ...tags };
}

/**
 * The catalogue's page cache (ETags, shared renders, invalidation by exhibitor or all) for the public
 * mini-programme answers, plus the schedule: answers that depend on the clock name the next start or end of
 * a scheduled item, and once the clock passes it every answer is rendered again.
 */
export class ApiCache {
  private readonly pages = new PageCache(CACHE_ENTRIES);
  private nextBoundary = Number.POSITIVE_INFINITY;
  private readonly headers = new WeakMap<CachedPage, Record<string, string>>();

  invalidate(scope: CatalogueScope): void {
    this.pages.invalidate(scope);
  }

  async get(key: string, render: () => Promise<RenderedAnswer>): Promise<CachedPage> {
    if (Date.now() >= this.nextBoundary) {
      this.nextBoundary = Number.POSITIVE_INFINITY;
      this.pages.invalidate('all');
    }
    return (
      this.pages.peek(key) ??
      this.pages.get(key, async () => {
        const answer = await render();
        if (answer.validUntil) this.nextBoundary = Math.min(this.nextBoundary, answer.validUntil);
        return answer.page;
      })
    );
  }

  private headersOf(page: CachedPage): Record<string, string> {
    let headers = this.headers.get(page);
    if (!headers) {
      headers = {
        ...BASE_SECURITY_HEADERS,
        'content-type': page.contentType,
        'cache-control': page.status === 200 ? PUBLIC_CACHE_CONTROL : 'no-cache',
        vary: 'Language-Set',
        etag: page.etag,
      };
      this.headers.set(page, headers);
    }
    return headers;
  }

  /** Sends the cached answer, or 304 when the caller holds the same ETag. */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<RenderedAnswer>): Promise<FastifyReply> {
    const page = await this.get(key, render);
    reply.headers(this.headersOf(page));
    const validators = request.headers['if-none-match'];
    if (validators && (validators === page.etag || validators.split(/\s*,\s*/).includes(page.etag))) return reply.code(304).send();
    return reply.code(page.status).send(page.body);
  }
}
