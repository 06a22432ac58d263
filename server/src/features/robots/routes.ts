import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../lib/access/route-access';
import { publicOrigin } from '../../lib/http/public-origin';
import { CATALOGUE_ROOT } from '../catalogue';

/**
 * What crawlers may read: the public catalogue (and the uploaded pictures its pages show), found through
 * its sitemap; the consoles are login screens and private pages, so everything else stays out.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', `Allow: ${CATALOGUE_ROOT}`, 'Allow: /api/files/', 'Disallow: /', '', `Sitemap: ${origin}${CATALOGUE_ROOT}/sitemap.xml`, ''].join('\n');
}

const robotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/robots.txt', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicOrigin(request, app.config.publicUrl))),
  );
};

export default robotsRoutes;
