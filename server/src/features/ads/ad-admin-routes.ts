import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AD_PATHS } from '@fair/shared/contracts/ads';
import { adBatchEnableBody, adEnableBody, adForm, adListQuery } from '@fair/shared/validation/ad';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { adIdQuery, adItem, adPage } from './ad-schemas';
import { deleteAd, enableAd, enableAds, listAds, saveAd } from './ad-store';

const tags = ['ads'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'organizer.advertising' };

/**
 * SPEC §2 /organizer/advertising: the portal's ads (SPEC §3 Ad, §5 rules). Every change refreshes the public
 * ad list (api/ad/list) of every process.
 */
const adAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AD_PATHS.list,
    { config: { access }, schema: { tags, summary: 'Ads in display order unless sorted; search by address, page or position; enabled and page filters', querystring: adListQuery, response: responses(adPage) } },
    async (request) => {
      const { rows, total } = await listAds(app.db, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.post(
    AD_PATHS.save,
    { config: { access }, attachValidation: true, schema: { tags, summary: 'Create (no id) or update an ad; the click count is kept', body: adForm, response: responses(adItem) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const saved = await saveAd(app.db, principalOf(request), request.body);
      await app.changes.announce('reference', 'all');
      return ok(saved);
    },
  );

  app.post(AD_PATHS.enable, { config: { access }, schema: { tags, summary: 'Enable or disable an ad', body: adEnableBody, response: responses(adItem) } }, async (request) => {
    const saved = await enableAd(app.db, principalOf(request), request.body.id, request.body.enabled);
    await app.changes.announce('reference', 'all');
    return ok(saved);
  });

  app.post(
    AD_PATHS.enableBatch,
    { config: { access }, schema: { tags, summary: 'Enable or disable several ads at once (404 and no change when one is missing); answers how many changed', body: adBatchEnableBody, response: responses(z.object({ changed: z.number().int() })) } },
    async (request) => {
      const changed = await enableAds(app.db, principalOf(request), request.body.ids, request.body.enabled);
      await app.changes.announce('reference', 'all');
      return ok({ changed });
    },
  );

  app.delete(AD_PATHS.delete, { config: { access }, schema: { tags, summary: 'Delete an ad and its click records', querystring: adIdQuery, response: responses(z.null()) } }, async (request) => {
    await deleteAd(app.db, principalOf(request), request.query.id);
    await app.changes.announce('reference', 'all');
    return ok(null);
  });
};

export default adAdminRoutes;
