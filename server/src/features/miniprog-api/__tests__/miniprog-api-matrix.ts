import { and, eq, max } from 'drizzle-orm';
import { MINIPROG_API_PATHS } from '@fair/shared/contracts/miniprog-api';
import { miniprogActivities, miniprogAds, miniprogTerms } from '../../../db/schema/miniprog';
import type { MatrixContext, MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';

const base = '/api/miniprog/v1';

/**
 * A published concurrent activity of its own for each sample, with an id far above the sequence: the mobile
 * web entries count on the world having no activity 1.
 */
async function liveActivity(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.db
    .insert(miniprogActivities)
    .values({ id: 900_000 + ctx.unique(), title_zh: '样品论坛', title_en: 'Sample forum', starts_at: new Date(), content_zh: '<p>内容</p>', content_en: '<p>Content</p>', sort: ctx.unique(), status: 'published' })
    .returning({ id: miniprogActivities.id });
  return row.id;
}

/**
 * The number of the current user notice, published by the first sample that finds none (the admin samples
 * leave drafts and published versions of it; the mobile web entries count on no privacy terms).
 */
async function currentTerms(ctx: MatrixContext): Promise<number> {
  const kind = eq(miniprogTerms.kind, 'user_notice');
  const [current] = await ctx.db
    .select({ version: miniprogTerms.version })
    .from(miniprogTerms)
    .where(and(kind, eq(miniprogTerms.is_current, true)));
  if (current) return current.version;
  const [{ last }] = await ctx.db.select({ last: max(miniprogTerms.version) }).from(miniprogTerms).where(kind);
  const version = (last ?? 0) + 1;
  await ctx.db
    .insert(miniprogTerms)
    .values({ kind: 'user_notice', version, title_zh: '用户须知', title_en: 'User notice', content_zh: '<p>须知</p>', content_en: '<p>Notice</p>', status: 'published', is_current: true, published_at: new Date() });
  return version;
}

async function enabledAd(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.db
    .insert(miniprogAds)
    .values({ image: '/uploads/ad.png', open_mode: 'link', target_url: 'https://sponsor.example', sort: ctx.unique() })
    .returning({ id: miniprogAds.id });
  return row.id;
}

/** The public mini-programme API: read by everyone, token or not, whatever the client type. */
export const miniprogApiMatrix: Record<string, MatrixEntry> = {
  [`GET ${base}/home`]: { allowed: 'everyone' },
  [`GET ${base}/popups`]: { allowed: 'everyone' },
  [`GET ${base}/ads`]: { allowed: 'everyone' },
  [`POST ${base}/ads/:id/click`]: { allowed: 'everyone', request: async (ctx) => ({ url: MINIPROG_API_PATHS.adClick(await enabledAd(ctx)) }) },
  [`GET ${base}/badges`]: { allowed: 'everyone' },
  [`GET ${base}/filters`]: { allowed: 'everyone' },
  [`GET ${base}/exhibitors`]: { allowed: 'everyone' },
  [`GET ${base}/exhibitors/:id`]: { allowed: 'everyone', request: (ctx) => ({ url: MINIPROG_API_PATHS.exhibitor(ctx.fixtures.exhibitors.main) }) },
  [`GET ${base}/products`]: { allowed: 'everyone' },
  [`GET ${base}/products/:id`]: { allowed: 'everyone', request: (ctx) => ({ url: MINIPROG_API_PATHS.product(ctx.content.productOfA) }) },
  [`GET ${base}/activities`]: { allowed: 'everyone' },
  [`GET ${base}/activities/:id`]: { allowed: 'everyone', request: async (ctx) => ({ url: MINIPROG_API_PATHS.activity(await liveActivity(ctx)) }) },
  [`GET ${base}/terms/:kind`]: {
    allowed: 'everyone',
    request: async (ctx) => {
      await currentTerms(ctx);
      return { url: `${MINIPROG_API_PATHS.terms}/user_notice` };
    },
  },
  [`GET ${base}/terms/:kind/versions`]: { allowed: 'everyone', request: () => ({ url: `${MINIPROG_API_PATHS.terms}/user_notice/versions` }) },
  [`GET ${base}/terms/:kind/versions/:version`]: {
    allowed: 'everyone',
    request: async (ctx) => ({ url: `${MINIPROG_API_PATHS.terms}/user_notice/versions/${await currentTerms(ctx)}` }),
  },
};
