import { notifications } from '../../../db/schema/notifications';
import { organizersWith, type MatrixContext, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';

/** A fresh notification of its own for each caller, so save, withdraw and delete succeed for each. */
async function sampleNotification(ctx: MatrixContext, status: 'draft' | 'published' = 'draft'): Promise<number> {
  const n = ctx.unique();
  const [row] = await ctx.db
    .insert(notifications)
    .values({ title_zh: `样例通知${n}`, title_en: `Sample notice ${n}`, audience: 'all', status, published_at: status === 'published' ? new Date() : null })
    .returning({ id: notifications.id });
  return row.id;
}

const allowed = organizersWith('organizer.notification');

/** Permission-matrix entries of the notification routes (SPEC §6 organizer.notification). */
export const notificationMatrix: Record<string, MatrixEntry> = {
  'GET /admin/notification/list': { allowed, request: () => ({ query: { keyword: '通知', status: 'draft', sort: 'published_at', order: 'asc' } }) },
  'GET /admin/notification/info': { allowed, request: async (ctx) => ({ query: { id: String(await sampleNotification(ctx)) } }) },
  'GET /admin/notification/exhibitors': { allowed, request: () => ({ query: { keyword: '电子' } }) },
  'POST /admin/notification/save': {
    allowed,
    request: async (ctx) => ({ payload: { id: await sampleNotification(ctx), title_zh: '改过的通知', title_en: 'Changed notice', audience: 'types', exhibitor_types: ['FIE'], status: 'draft' } }),
  },
  'POST /admin/notification/withdraw': { allowed, request: async (ctx) => ({ payload: { id: await sampleNotification(ctx, 'published') } }) },
  'POST /admin/notification/delete': { allowed, request: async (ctx) => ({ payload: { ids: [await sampleNotification(ctx)] } }) },
};
