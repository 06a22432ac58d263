import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKIN_API_PATHS as P, VISITOR_TOKEN_HEADER, checkinClaimAnswer, checkinClaimList, checkinProgress, checkinScanAnswer, checkinVisitorAnswer } from '@fair/shared/contracts/checkin';
import { checkinClaimBody, checkinProgressParams, checkinScanBody, checkinVisitorBody } from '@fair/shared/validation/checkin';
import { desc, eq } from 'drizzle-orm';
import { checkinClaims, checkinPrizes, checkinRedemptions } from '../../db/schema/checkin';
import { PUBLIC } from '../../lib/access/route-access';
import { AppError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { pickText } from '../../lib/i18n/locale';
import { requireCampaign } from './campaign-queries';
import type { CheckinRouteOptions } from './checkin-access';
import { VISITOR_TOKEN_LIFETIME_S, signVisitor, verifyPoint } from './checkin-tokens';
import { claimPrize } from './claim-rules';
import { qrDataUrl } from './qr-images';
import { scanPoint } from './scan-rules';
import { requireVisitor, visitorIdOf, visitorProviders } from './visitor-identity';
import { progressOf } from './visitor-progress';

const tags = ['check-in (visitors)'];
// Public to the access hook: the visitor is told by its own signed token (header x-visitor-token), not a staff session.
const config = { access: PUBLIC };
const headers = z.object({ [VISITOR_TOKEN_HEADER]: z.string().optional().describe('the visitor token of POST /api/miniprog/v1/checkin/visitor; without a valid one: 403') });

/** The visitors' side under the mini-programme API prefix: identity, scans, progress, claims. */
const visitorRoutes: FastifyPluginAsyncZod<CheckinRouteOptions> = async (app, { secret }) => {
  const providers = visitorProviders(app.config);

  app.post(P.visitor, { config, schema: { tags, summary: 'A visitor token from an identity provider (demo mode: provider demo issues a visitor)', body: checkinVisitorBody, response: responses(checkinVisitorAnswer) } }, async (request) => {
    const provider = providers.get(request.body.provider);
    if (!provider) throw new AppError(403, 'checkin.providerUnavailable');
    const identity = await provider.identify(request.body.credential);
    if (!identity) throw new AppError(403, 'checkin.identityRefused');
    const visitorId = await visitorIdOf(app.db, provider.id, identity);
    const expiresAt = Math.floor(Date.now() / 1000) + VISITOR_TOKEN_LIFETIME_S;
    return ok({ visitor_token: signVisitor(await secret(), visitorId, expiresAt), nick_name: identity.nickName, expires_at: new Date(expiresAt * 1000).toISOString() });
  });

  app.post(P.scan, { config, schema: { tags, headers, summary: "Check in at a point (its QR code's token); the same point again answers already: true, never counted twice", body: checkinScanBody, response: responses(checkinScanAnswer) } }, async (request) => {
    const key = await secret();
    const visitorId = requireVisitor(request, key);
    const ref = verifyPoint(key, request.body.token);
    if (!ref) throw new AppError(422, 'checkin.pointTokenInvalid');
    return ok(await scanPoint(app.db, visitorId, ref, request.locale));
  });

  app.get(P.progress, { config, schema: { tags, headers, summary: "The visitor's progress in a campaign: points done against required, prizes' tiers", params: checkinProgressParams, response: responses(checkinProgress) } }, async (request) => {
    const visitorId = requireVisitor(request, await secret());
    return ok(await progressOf(app.db, await requireCampaign(app.db, request.params.id), visitorId, request.locale, new Date()));
  });

  app.post(P.claim, { config, schema: { tags, headers, summary: 'Claim a prize when eligible: a redemption code and its QR code; per-visitor cap and stock exact', body: checkinClaimBody, response: responses(checkinClaimAnswer) } }, async (request) => {
    const visitorId = requireVisitor(request, await secret());
    const claim = await claimPrize(app.db, visitorId, request.body.prize_id);
    return ok({
      code: claim.code,
      qr_png: await qrDataUrl(claim.code),
      claimed_at: claim.claimed_at.toISOString(),
      prize: { id: claim.prize.id, name: pickText(request.locale, claim.prize.name_zh, claim.prize.name_en) },
      campaign_id: claim.campaign_id,
    });
  });

  app.get(P.claims, { config, schema: { tags, headers, summary: "The visitor's codes, newest first, with their QR codes and redemption times", response: responses(checkinClaimList) } }, async (request) => {
    const visitorId = requireVisitor(request, await secret());
    const rows = await app.db
      .select({ code: checkinClaims.code, claimed_at: checkinClaims.created_at, campaign_id: checkinClaims.campaign_id, prize_id: checkinPrizes.id, name_zh: checkinPrizes.name_zh, name_en: checkinPrizes.name_en, redeemed_at: checkinRedemptions.redeemed_at })
      .from(checkinClaims)
      .innerJoin(checkinPrizes, eq(checkinPrizes.id, checkinClaims.prize_id))
      .leftJoin(checkinRedemptions, eq(checkinRedemptions.claim_id, checkinClaims.id))
      .where(eq(checkinClaims.visitor_id, visitorId))
      .orderBy(desc(checkinClaims.id))
      .limit(100);
    return ok(
      await Promise.all(
        rows.map(async (row) => ({
          code: row.code,
          qr_png: await qrDataUrl(row.code),
          claimed_at: row.claimed_at.toISOString(),
          prize: { id: row.prize_id, name: pickText(request.locale, row.name_zh, row.name_en) },
          campaign_id: row.campaign_id,
          redeemed_at: row.redeemed_at?.toISOString() ?? null,
        })),
      ),
    );
  });
};

export default visitorRoutes;
