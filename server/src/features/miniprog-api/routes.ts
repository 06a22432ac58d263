import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import activityRoutes from './activity-routes';
import { sendFrom } from './api-answers';
import { ApiCache } from './api-cache';
import decorationRoutes from './decoration-routes';
import directoryRoutes from './directory-routes';
import homeRoutes from './home-routes';
import productRoutes from './product-routes';
import termsRoutes from './terms-routes';

/**
 * The public, read-only API of the fair's mini-programme (versioned prefix /api/miniprog/v1). Answers are
 * kept per process like the catalogue's pages (ETag, 304, Cache-Control) and dropped when the admin saves
 * (fair_miniprog_changed) or an exhibitor's public data changes (fair_catalogue_changed), in every process;
 * answers that depend on a schedule are rendered again once an item starts or ends.
 */
const miniprogApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ApiCache();
  await app.changes.on('miniprog', () => cache.invalidate('all'));
  await app.changes.on('catalogue', (scope) => cache.invalidate(scope));
  await app.changes.on('reference', () => cache.invalidate('all'));

  const send = sendFrom(cache);
  for (const routes of [homeRoutes, termsRoutes, decorationRoutes, directoryRoutes, productRoutes, activityRoutes]) await app.register(routes, { send });
};

export default miniprogApiRoutes;
