import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { sampleHall } from './hall-samples';

/** Permission-matrix entries of the hall-number routes (SPEC §6 organizer.exhibition-number). */
export const hallMatrix: Record<string, MatrixEntry> = {
  'GET /admin/hall/list': { allowed: organizersWith('organizer.exhibition-number'), request: () => ({ query: { keyword: '馆', sort: 'name_en', order: 'desc' } }) },
  'POST /admin/hall/save': {
    allowed: organizersWith('organizer.exhibition-number'),
    request: async (ctx) => {
      const n = ctx.unique();
      return { payload: { id: await sampleHall(ctx), name_zh: `改名馆${n}`, name_en: `Renamed hall ${n}` } };
    },
  },
  'POST /admin/hall/sort': { allowed: organizersWith('organizer.exhibition-number'), request: async (ctx) => ({ payload: { id: await sampleHall(ctx), direction: 'up' } }) },
  'DELETE /admin/hall/delete': { allowed: organizersWith('organizer.exhibition-number'), request: async (ctx) => ({ query: { id: String(await sampleHall(ctx)) } }) },
};
