import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageCache } from '../../lib/cache/page-cache';
import { pageAnswers } from './page-answers';
import pageRoutes from './page-routes';
import previewLinkRoutes from './preview-link-routes';
import { previewSecretLoader } from './preview-token';

/** Pages kept per process: a company page is ~10 KB, so at most a few tens of MB. */
const CACHE_ENTRIES = 4000;

/**
 * SPEC §1 public online catalogue, server-rendered without script: directory, company, product, news and
 * activity pages in Chinese (/catalogue/…) and English (/catalogue/en-us/…), sitemap.xml, and the
 * exhibitor's signed preview links (SPEC §7 preview action).
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new PageCache(CACHE_ENTRIES);
  const previewSecret = previewSecretLoader(app.db, app.config.previewSecret);

  await app.changes.on('catalogue', (scope) => cache.invalidate(scope));
  // category, area and hall names appear on every page
  await app.changes.on('reference', () => cache.invalidate('all'));

  await app.register(pageRoutes, { answers: pageAnswers(app, cache), previewSecret });
  await app.register(previewLinkRoutes, { previewSecret });
};

export default catalogueRoutes;
