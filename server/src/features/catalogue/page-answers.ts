import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../lib/http/public-origin';
import { SCRIPTLESS_PAGE_HEADERS } from '../../lib/http/security-headers';
import type { CachedPage, PageCache, RenderedPage } from '../../lib/cache/page-cache';
import type { RenderSettings } from './catalogue-pages';
import { CATALOGUE_ROOT } from './catalogue-paths';
import type { CatalogueLocale } from './catalogue-texts';

/** Browsers and shared caches may keep a page a minute, then serve it stale while they revalidate. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export const STYLESHEET = fs.readFileSync(path.join(__dirname, 'assets', 'catalogue.css'));
export const STYLESHEET_NAME = `catalogue.${createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 12)}.css`;
const STYLESHEET_PATH = `${CATALOGUE_ROOT}/assets/${STYLESHEET_NAME}`;

/** How the catalogue's routes answer a page: public ones through the process's page cache, previews never cached. */
export interface PageAnswers {
  originOf(request: FastifyRequest): string;
  settingsOf(request: FastifyRequest, locale: CatalogueLocale): RenderSettings;
  sendPublic(request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<RenderedPage>): Promise<FastifyReply>;
  sendPrivate(reply: FastifyReply, page: CachedPage): FastifyReply;
}

export function pageAnswers(app: FastifyInstance, cache: PageCache): PageAnswers {
  const originOf = (request: FastifyRequest) => publicOrigin(request, app.config.publicUrl);

  const sendPrivate = (reply: FastifyReply, page: CachedPage) =>
    reply
      .code(page.status)
      .headers({ ...SCRIPTLESS_PAGE_HEADERS, 'content-type': page.contentType, 'cache-control': 'private, no-store' })
      .send(page.body);

  // the headers of a cached page are built once with it: a cached read only looks up and sends
  const publicHeaders = new WeakMap<CachedPage, Record<string, string>>();
  const headersOf = (page: CachedPage) => {
    let headers = publicHeaders.get(page);
    if (!headers) {
      headers = { ...SCRIPTLESS_PAGE_HEADERS, 'content-type': page.contentType, 'cache-control': page.status === 200 ? PUBLIC_CACHE_CONTROL : 'no-cache', etag: page.etag };
      publicHeaders.set(page, headers);
    }
    return headers;
  };

  const sendPublic = async (request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<RenderedPage>) => {
    const fullKey = `${originOf(request)}${key}`;
    const current = cache.peek(fullKey);
    const { page, state } = current ? { page: current, state: 'hit' } : await cache.lookup(fullKey, render);
    // HIT, STALE (answered while rendered again) or MISS, as shared caches name it: what the cache saves, seen from outside
    reply.headers(headersOf(page)).header('x-cache', state.toUpperCase());
    const validators = request.headers['if-none-match'];
    if (validators && (validators === page.etag || validators.split(/\s*,\s*/).includes(page.etag))) return reply.code(304).send();
    return reply.code(page.status).send(page.body);
  };

  const settingsOf = (request: FastifyRequest, locale: CatalogueLocale): RenderSettings => ({ db: app.db, locale, origin: originOf(request), stylesheet: STYLESHEET_PATH });

  return { originOf, settingsOf, sendPublic, sendPrivate };
}
