import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ads, adClicks } from '../../db/schema/content';
import { PUBLIC } from '../../lib/access/route-access';
import { adClickCounter } from '../../lib/ad-clicks/ad-click-counter';
import { notFound } from '../../lib/http/app-error';
import { commonErrorResponses } from '../../lib/http/envelope';
import { adClickParams } from './ad-schemas';

/**
 * The address api/ad/list gives each ad: counts the visitor (source address) once per ad and hour, in any
 * process, then sends the browser on to the ad's target or download address.
 */
const adClickRoutes: FastifyPluginAsyncZod = async (app) => {
  const countAdClick = adClickCounter<{ target_url: string }>(app.db, { ads, clicks: adClicks }, { target_url: ads.target_url });
  app.get(
    '/api/ad/click/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['ads'],
        summary: "Counts a visitor's click of an enabled ad once an hour and redirects to its address; never cached",
        params: adClickParams,
        response: { 302: z.null().describe("Redirect to the ad's target or download address (Location)"), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const click = await countAdClick(request.params.id, request.ip);
      if (!click.found) throw notFound('ads.notFound');
      // every open must reach the server to be counted (or to find the ad disabled)
      return reply.header('cache-control', 'no-store').redirect(click.ad.target_url, 302);
    },
  );
};

export default adClickRoutes;
