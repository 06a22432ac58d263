import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKIN_ADMIN_PATHS as P, checkinCampaign, checkinScanAddress, checkinCampaignPage, checkinPrintSheet } from '@fair/shared/contracts/checkin';
import { checkinCampaignForm, checkinEnableBody, checkinIdQuery, checkinListQuery } from '@fair/shared/validation/checkin';
import { checkinPoints } from '../../db/schema/checkin';
import { exhibitors } from '../../db/schema/exhibitors';
import { notFound } from '../../lib/http/app-error';
import { commonErrorResponses, ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { publicOrigin } from '../../lib/http/public-origin';
import { listCampaigns, readCampaign, requireCampaign } from './campaign-queries';
import { deleteCampaign, enableCampaign, saveCampaign } from './campaign-store';
import { signPoint } from './checkin-tokens';
import { CHECKIN_ADMIN_ACCESS, type CheckinRouteOptions } from './checkin-access';
import { qrDataUrl, qrPng } from './qr-images';

const tags = ['check-in'];
const config = { access: CHECKIN_ADMIN_ACCESS };
const pngAnswer = { 200: z.unknown().describe('image/png'), ...commonErrorResponses };

/** SPEC §2 /checkin/check-in-manage-list, -manage/{id}, -manage-add: campaigns, their points' QR codes and print sheet. */
const campaignRoutes: FastifyPluginAsyncZod<CheckinRouteOptions> = async (app, { secret }) => {
  app.get(P.list, { config, schema: { tags, summary: 'Campaigns with state, points, participants and claimed against stock; search, state filter, sort', querystring: checkinListQuery, response: responses(checkinCampaignPage) } }, async (request) =>
    ok(await listCampaigns(app.db, request.query)),
  );

  app.get(P.info, { config, schema: { tags, summary: 'One campaign with its points (check-ins) and prizes (claimed, redeemed)', querystring: checkinIdQuery, response: responses(checkinCampaign) } }, async (request) =>
    ok(await readCampaign(app.db, request.query.id)),
  );

  app.post(
    P.save,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create (no id) or update a campaign with its points and prizes; points with check-ins and prizes with claims stay; stock never below claimed (422)',
        body: checkinCampaignForm,
        response: responses(checkinCampaign),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const id = await saveCampaign(app.db, request, request.body);
      return ok(await readCampaign(app.db, id));
    },
  );

  app.post(P.enable, { config, schema: { tags, summary: 'Enable or disable a campaign', body: checkinEnableBody, response: responses(checkinCampaign) } }, async (request) => {
    await enableCampaign(app.db, request, request.body.id, request.body.enabled);
    return ok(await readCampaign(app.db, request.body.id));
  });

  app.delete(P.delete, { config, schema: { tags, summary: 'Delete a campaign nobody took part in (409 otherwise: end or disable it)', querystring: checkinIdQuery, response: responses(z.null()) } }, async (request) => {
    await deleteCampaign(app.db, request, request.query.id);
    return ok(null);
  });

  app.get(P.pointQr, { config, schema: { tags, summary: "A point's QR code (PNG) carrying its signed point token", querystring: checkinIdQuery, response: pngAnswer } }, async (request, reply) => {
    const [point] = await app.db.select({ id: checkinPoints.id, campaign_id: checkinPoints.campaign_id }).from(checkinPoints).where(eq(checkinPoints.id, request.query.id));
    if (!point) throw notFound('checkin.pointNotFound');
    const token = signPoint(await secret(), { campaignId: point.campaign_id, pointId: point.id });
    const png = await qrPng(checkinScanAddress(publicOrigin(request, app.config.publicUrl), token));
    return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
  });

  app.get(P.print, { config, schema: { tags, summary: 'Every point of a campaign with its token and QR code, for an A4 print page', querystring: checkinIdQuery, response: responses(checkinPrintSheet) } }, async (request) => {
    const campaign = await requireCampaign(app.db, request.query.id);
    const points = await app.db
      .select({ id: checkinPoints.id, name: checkinPoints.name, hall: checkinPoints.hall, booth: checkinPoints.booth, exhibitor_name: exhibitors.name_zh_cn })
      .from(checkinPoints)
      .leftJoin(exhibitors, eq(exhibitors.id, checkinPoints.exhibitor_id))
      .where(eq(checkinPoints.campaign_id, campaign.id))
      .orderBy(asc(checkinPoints.sort), asc(checkinPoints.id));
    const key = await secret();
    const origin = publicOrigin(request, app.config.publicUrl);
    const sheet = await Promise.all(
      points.map(async (point) => {
        const token = signPoint(key, { campaignId: campaign.id, pointId: point.id });
        return { ...point, token, qr_png: await qrDataUrl(checkinScanAddress(origin, token), 600) };
      }),
    );
    return ok({
      campaign: { id: campaign.id, name_zh: campaign.name_zh, name_en: campaign.name_en, starts_at: campaign.starts_at.toISOString(), ends_at: campaign.ends_at.toISOString() },
      points: sheet,
    });
  });
};

export default campaignRoutes;
