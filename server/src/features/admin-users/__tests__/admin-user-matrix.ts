import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts';
import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { sampleAdminUser } from './admin-user-samples';

/** Permission-matrix entries of the staff routes (SPEC §7 /admin/user/*, organizer.account-manage). */
export const adminUserMatrix: Record<string, MatrixEntry> = {
  'GET /admin/user/authority-options': { allowed: organizersWith('organizer.account-manage') },
  'GET /admin/user/get-admin-list': { allowed: organizersWith('organizer.account-manage'), request: () => ({ query: { keyword: 'o', page_size: '5' } }) },
  'POST /admin/user/add/admin-user': {
    allowed: organizersWith('organizer.account-manage'),
    request: (ctx) => ({ payload: { user_name: `new-staff-${ctx.unique()}`, password: 'Staff~2025_pw', authority_ids: [], operator_password: DEMO_PASSWORD } }),
  },
  'POST /admin/user/edit/admin-user': {
    allowed: organizersWith('organizer.account-manage'),
    request: async (ctx) => ({ payload: { id: await sampleAdminUser(ctx, 'web'), nick_name: '值班员', authority_ids: [] } }),
  },
  'POST /admin/user/ban/admin-user': {
    allowed: organizersWith('organizer.account-manage'),
    request: async (ctx) => ({ payload: { id: await sampleAdminUser(ctx, 'web'), banned: true } }),
  },
  'DELETE /admin/user/del/admin-user': {
    allowed: organizersWith('organizer.account-manage'),
    request: async (ctx) => ({ query: { id: String(await sampleAdminUser(ctx, 'web')) } }),
  },
  'GET /admin/user/miniprog/get-admin-list': { allowed: [...organizersWith('organizer.account-manage'), 'miniprog'], request: () => ({ query: { keyword: 'o', page_size: '5' } }) },
  'POST /admin/user/miniprog/add/admin-user': {
    allowed: [...organizersWith('organizer.account-manage'), 'miniprog'],
    request: (ctx) => ({ payload: { user_name: `new-staff-${ctx.unique()}`, password: 'Staff~2025_pw', authority_ids: [], operator_password: DEMO_PASSWORD } }),
  },
  'POST /admin/user/miniprog/edit/admin-user': {
    allowed: [...organizersWith('organizer.account-manage'), 'miniprog'],
    request: async (ctx) => ({ payload: { id: await sampleAdminUser(ctx, 'miniprog'), nick_name: '值班员', authority_ids: [] } }),
  },
  'POST /admin/user/miniprog/ban/admin-user': {
    allowed: [...organizersWith('organizer.account-manage'), 'miniprog'],
    request: async (ctx) => ({ payload: { id: await sampleAdminUser(ctx, 'miniprog'), banned: true, operator_password: DEMO_PASSWORD } }),
  },
  'DELETE /admin/user/miniprog/del/admin-user': {
    allowed: [...organizersWith('organizer.account-manage'), 'miniprog'],
    request: async (ctx) => ({ query: { id: String(await sampleAdminUser(ctx, 'miniprog')) }, payload: { operator_password: DEMO_PASSWORD } }),
  },
};
