import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PUBLIC } from '../../lib/access/route-access';
import { SCRIPTLESS_PAGE_HEADERS } from '../../lib/http/security-headers';
import { type CatalogueLocale, translatorOf } from '../catalogue';
import type { MobileContext } from './components/mobile-layout';
import { MobileNotFound } from './components/mobile-pages';
import { mobileReader } from './mobile-api';
import mobileCheckinRoutes from './mobile-checkin-routes';
import { MOBILE_PAGES } from './mobile-page-renders';
import type { Params } from './mobile-params';
import { MOBILE_ENGLISH_SEGMENT, MOBILE_ROOT, mobilePath } from './mobile-paths';

const STYLESHEET = fs.readFileSync(path.join(__dirname, 'assets', 'mobile.css'));
const STYLESHEET_NAME = `mobile.${createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 12)}.css`;
export const MOBILE_STYLESHEET_PATH = `${MOBILE_ROOT}/assets/${STYLESHEET_NAME}`;

/** The admin's preview frames these pages (older browsers read x-frame-options, not frame-ancestors). */
const PAGE_HEADERS = {
  ...SCRIPTLESS_PAGE_HEADERS,
  'x-frame-options': 'SAMEORIGIN',
  // the answer depends on the visitor's popup cookie; the API underneath is what is cached
  'cache-control': 'private, no-cache',
};

const contextOf = (request: FastifyRequest, locale: CatalogueLocale): MobileContext => {
  const other: CatalogueLocale = locale === 'en-us' ? 'zh-cn' : 'en-us';
  const rest = request.url.replace(/^\/m(\/en-us)?/, '').replace(/^\/?/, '/');
  return { locale, t: translatorOf(locale), stylesheet: MOBILE_STYLESHEET_PATH, otherPath: `${mobilePath(other).replace(/\/$/, '')}${rest}` };
};

const send = (request: FastifyRequest, reply: FastifyReply, status: number, element: ReactElement) => {
  const body = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.headers({ ...PAGE_HEADERS, 'content-type': 'text/html; charset=utf-8', etag });
  if (request.mobileCookie) reply.header('set-cookie', request.mobileCookie);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).send(body);
};

const pageOptions = { config: { access: PUBLIC }, schema: { hide: true } };

/**
 * The mobile web view of the mini-programme at /m (Chinese) and /m/en-us (English): home, exhibitor
 * directory and detail, products, concurrent events and terms, server-rendered from the public
 * mini-programme API (read in-process), so it shows exactly what the mini-programme shows; check-in prizes too.
 */
const mobileWebRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = mobileReader(app);

  for (const locale of ['zh-cn', 'en-us'] as const) {
    const base = locale === 'en-us' ? `${MOBILE_ROOT}/${MOBILE_ENGLISH_SEGMENT}` : MOBILE_ROOT;
    for (const page of MOBILE_PAGES) {
      app.get(page.path === '/' ? base : `${base}${page.path}`, pageOptions, async (request, reply) => {
        const ctx = contextOf(request, locale);
        const element = await page.render(read, request, locale, ctx);
        return element ? send(request, reply, 200, element) : send(request, reply, 404, <MobileNotFound ctx={ctx} />);
      });
    }
  }

  await app.register(mobileCheckinRoutes, { contextOf, send });

  // anything unknown below /m is the mobile not-found page, never the portal's shell
  app.get(`${MOBILE_ROOT}/*`, pageOptions, async (request, reply) => {
    const locale: CatalogueLocale = request.url.startsWith(`${MOBILE_ROOT}/${MOBILE_ENGLISH_SEGMENT}/`) ? 'en-us' : 'zh-cn';
    return send(request, reply, 404, <MobileNotFound ctx={contextOf(request, locale)} />);
  });

  app.get(`${MOBILE_ROOT}/assets/:file`, pageOptions, async (request, reply) => {
    if ((request.params as Params).file !== STYLESHEET_NAME) return send(request, reply, 404, <MobileNotFound ctx={contextOf(request, 'zh-cn')} />);
    return reply.headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' }).send(STYLESHEET);
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    /** the popup cookie a home page answer sets (mobile web) */
    mobileCookie?: string;
  }
}

export default mobileWebRoutes;
