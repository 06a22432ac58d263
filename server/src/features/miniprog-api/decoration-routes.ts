import { z } from 'zod';
import { MINIPROG_API_PREFIX, publicAd, publicBadge } from '@fair/shared/contracts/miniprog-api';
import { miniprogAdClicks, miniprogAds } from '../../db/schema/miniprog';
import { adClickCounter } from '../../lib/ad-clicks/ad-click-counter';
import { notFound } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { type ApiRoutes, envelope } from './api-answers';
import { jsonAnswer } from './api-cache';
import { adsOf, badgesOf } from './api-queries';
import { adQuery, badgeQuery, cached, config, idParams, tags } from './api-schemas';

const base = MINIPROG_API_PREFIX;

/** The ads (with their click count) and floating badges the mini-programme's pages show. */
const decorationRoutes: ApiRoutes = async (app, { send }) => {
  const countAdClick = adClickCounter(app.db, { ads: miniprogAds, clicks: miniprogAdClicks }, { id: miniprogAds.id });
  app.get(
    `${base}/ads`,
    { config, schema: { tags, summary: 'Enabled ads in order, optionally of one page and position', querystring: adQuery, response: cached(z.object({ list: z.array(publicAd) })) } },
    async (request, reply) => {
      const { page: pageName, position } = request.query;
      return send(request, reply, `ads|${pageName ?? ''}|${position ?? ''}`, async () => ({ page: jsonAnswer(200, envelope(request, { list: await adsOf(app.db, { page: pageName, position }) })) }));
    },
  );

  app.post(
    `${base}/ads/:id/click`,
    {
      config,
      schema: { tags, summary: "Counts a click of an enabled ad (the admin list's click count) once per visitor (source address) and hour; never cached", params: idParams, response: responses(z.null()) },
    },
    async (request) => {
      if (!(await countAdClick(request.params.id, request.ip)).found) throw notFound('miniprog.notFound');
      return ok(null);
    },
  );

  app.get(
    `${base}/badges`,
    { config, schema: { tags, summary: 'Floating badges enabled and inside their schedule now, optionally of one page', querystring: badgeQuery, response: cached(z.object({ list: z.array(publicBadge) })) } },
    async (request, reply) =>
      send(request, reply, `badges|${request.query.page ?? ''}`, async () => {
        const { list, validUntil } = await badgesOf(app.db, new Date(), request.query.page);
        return { page: jsonAnswer(200, envelope(request, { list })), validUntil };
      }),
  );
};

export default decorationRoutes;
