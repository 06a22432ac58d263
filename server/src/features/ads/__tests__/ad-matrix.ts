import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { sampleAd } from './ad-samples';

const advertising = organizersWith('organizer.advertising');

/** Permission-matrix entries of the ad routes (SPEC §6 organizer.advertising) and the public click redirect. */
export const adMatrix: Record<string, MatrixEntry> = {
  'GET /admin/ad/list': { allowed: advertising, request: () => ({ query: { keyword: 'sponsor', enabled: 'true', page_name: 'home', sort: 'click_count', order: 'desc' } }) },
  'POST /admin/ad/save': {
    allowed: advertising,
    request: async (ctx) => ({
      payload: { id: await sampleAd(ctx), image: await ctx.adminUpload(), page: 'dashboard', position: 'side', open_mode: 'download', target_url: 'https://sponsor.example/manual.pdf', enabled: true, sort: 2 },
    }),
  },
  'POST /admin/ad/enable': { allowed: advertising, request: async (ctx) => ({ payload: { id: await sampleAd(ctx), enabled: false } }) },
  'POST /admin/ad/enable-batch': { allowed: advertising, request: async (ctx) => ({ payload: { ids: [await sampleAd(ctx), await sampleAd(ctx)], enabled: false } }) },
  'DELETE /admin/ad/delete': { allowed: advertising, request: async (ctx) => ({ query: { id: String(await sampleAd(ctx)) } }) },
  'GET /api/ad/click/:id': {
    allowed: 'everyone',
    request: async (ctx) => ({ url: `/api/ad/click/${await sampleAd(ctx)}` }),
    answer: { status: 302, because: "the click is counted and the browser sent on to the ad's address" },
  },
};
