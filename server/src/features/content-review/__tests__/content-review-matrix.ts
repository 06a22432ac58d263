import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';

const PRODUCT = 'exhibit.exhibit-data-manage';
const GROUPED = { news: 'news.exhibitor-news-manage', activity: 'activity.exhibit-activity-manage' } as const;

/** Permission-matrix entries of the organizer's content review (calls under /admin/content-review). */
export const contentReviewMatrix: Record<string, MatrixEntry> = {
  'GET /admin/content-review/product/list': {
    allowed: organizersWith(PRODUCT),
    request: () => ({ query: { keyword: '电容', status: 'published', sort: 'name_zh', order: 'asc', page_size: '5' } }),
  },
  'GET /admin/content-review/product/info': { allowed: organizersWith(PRODUCT), request: async (ctx, principal) => ({ query: { id: String(await ctx.product(principal)) } }) },
  'GET /admin/content-review/product/export': { allowed: organizersWith(PRODUCT), request: () => ({ query: { status: 'draft' } }) },
  'POST /admin/content-review/product/state': {
    allowed: organizersWith(PRODUCT),
    request: async (ctx, principal) => ({ payload: { ids: [await ctx.product(principal)], action: 'publish' } }),
  },
  'DELETE /admin/content-review/product/delete': {
    allowed: organizersWith(PRODUCT),
    request: async (ctx, principal) => ({ query: { ids: String(await ctx.product(principal)) } }),
  },
  ...Object.fromEntries(
    (['news', 'activity'] as const).flatMap((kind) => {
      const allowed = organizersWith(GROUPED[kind]);
      const base = `/admin/content-review/${kind}`;
      const entries: [string, MatrixEntry][] = [
        [`GET ${base}/exhibitors`, { allowed, request: () => ({ query: { keyword: '电子', sort: 'count', page_size: '5' } }) }],
        [`GET ${base}/items`, { allowed, request: (ctx) => ({ query: { exhibitor_id: String(ctx.fixtures.exhibitors.main) } }) }],
        [`GET ${base}/info`, { allowed, request: async (ctx, principal) => ({ query: { id: String(await ctx[kind](principal)) } }) }],
        [
          `GET ${base}/export`,
          {
            allowed,
            request: async (ctx, principal) => {
              // the company has at least one item to export
              await ctx[kind](principal);
              return { query: { exhibitor_ids: String(ctx.companyOf(principal)) } };
            },
          },
        ],
        [`POST ${base}/state`, { allowed, request: async (ctx, principal) => ({ payload: { ids: [await ctx[kind](principal)], action: 'publish' } }) }],
        [`DELETE ${base}/delete`, { allowed, request: async (ctx, principal) => ({ query: { ids: String(await ctx[kind](principal)) } }) }],
      ];
      return entries;
    }),
  ),
};
