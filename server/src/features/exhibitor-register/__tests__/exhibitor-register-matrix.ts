import { exhibitors } from '../../../db/schema/exhibitors';
import { sampleHall } from '../../halls/__tests__/hall-samples';
import { organizersWith, type MatrixContext, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';

const KEY = 'message.exhibitor-info-manage';

/** A fresh company of its own, so a booth sample never moves a company other samples show. */
async function sampleCompany(ctx: MatrixContext): Promise<number> {
  const n = ctx.unique();
  const [row] = await ctx.db.insert(exhibitors).values({ name_zh_cn: `登记样例${n}`, name_en: `Register sample ${n}`, exhibitor_types: ['Local'] }).returning({ id: exhibitors.id });
  return row.id;
}

/** Permission-matrix entries of the exhibitor register (/message/exhibitor-info-manage, calls under /admin/exhibitor-info). */
export const exhibitorRegisterMatrix: Record<string, MatrixEntry> = {
  'GET /admin/exhibitor-info/list': {
    allowed: organizersWith(KEY),
    request: () => ({ query: { keyword: '电子', exhibitor_type: 'Local', is_edit: '1', completion_below: '100', sort: 'completion', order: 'desc', page_size: '5' } }),
  },
  'GET /admin/exhibitor-info/info': { allowed: organizersWith(KEY), request: async (ctx) => ({ query: { id: String(await sampleCompany(ctx)) } }) },
  'POST /admin/exhibitor-info/booth': {
    allowed: organizersWith(KEY),
    request: async (ctx) => ({ payload: { id: await sampleCompany(ctx), hall_id: await sampleHall(ctx), booth: 'M-01', booth_area: 18 } }),
  },
  'GET /admin/exhibitor-info/export': { allowed: organizersWith(KEY), request: () => ({ query: { country: 'CN', hall: 'none' } }) },
  // a fresh company has no account to write to: the reminder is skipped, the call succeeds
  'POST /admin/exhibitor-info/reminder/send': { allowed: organizersWith(KEY), request: async (ctx) => ({ payload: { ids: [await sampleCompany(ctx)] } }) },
  'GET /admin/exhibitor-info/reminder/schedule': { allowed: organizersWith(KEY) },
  'POST /admin/exhibitor-info/reminder/schedule': { allowed: organizersWith(KEY), request: () => ({ payload: { enabled: false, below: 80, until: null } }) },
};
