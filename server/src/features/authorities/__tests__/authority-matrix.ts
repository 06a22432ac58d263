import { createAuthority } from '../../../lib/accounts/create-accounts';
import { organizersWith, type MatrixContext, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { sampleAdminUser } from '../../admin-users/__tests__/admin-user-samples';

const allowed = organizersWith('organizer.authority-manage');

/** A fresh authority nobody holds, so the matrix's edit, delete and grant samples succeed for each caller. */
async function sampleAuthority(ctx: MatrixContext): Promise<number> {
  return createAuthority(ctx.db, `样例权限${ctx.unique()}`, ['download.list']);
}

/** Permission-matrix entries of the authority routes (SPEC §6 organizer.authority-manage). */
export const authorityMatrix: Record<string, MatrixEntry> = {
  'GET /admin/authority/list': { allowed, request: () => ({ query: { keyword: '编辑', sort: 'name', order: 'asc' } }) },
  'GET /admin/authority/options': { allowed },
  'GET /admin/authority/route-keys': { allowed },
  'GET /admin/authority/accounts': { allowed, request: () => ({ query: { keyword: 'o', page_size: '5' } }) },
  'POST /admin/authority/save': {
    allowed,
    request: async (ctx) => ({ payload: { id: await sampleAuthority(ctx), name: `改名权限${ctx.unique()}`, route_keys: ['download.list', 'poster.download'] } }),
  },
  'DELETE /admin/authority/delete': { allowed, request: async (ctx) => ({ query: { id: String(await sampleAuthority(ctx)) } }) },
  'POST /admin/authority/grant': {
    allowed,
    request: async (ctx) => ({ payload: { admin_user_id: await sampleAdminUser(ctx, 'web'), authority_ids: [await sampleAuthority(ctx)] } }),
  },
};
