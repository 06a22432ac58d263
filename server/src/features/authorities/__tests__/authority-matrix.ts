import { createAuthority } from '../../../lib/accounts/create-accounts';
import { ALL_ROLES } from '@fair/shared/access/role-keys';
import type { PrincipalName } from '../../../test/build-test-app';
import { type Escalation, type MatrixContext, type MatrixEntry, ORGANIZER_KEYS, type OrganizerPrincipal, organizersWith } from '../../access-matrix/__tests__/matrix-entry';
import { sampleAdminUser } from '../../admin-users/__tests__/admin-user-samples';

const allowed = organizersWith('organizer.authority-manage');

/** A fresh authority nobody holds, within the caller's keys, so the matrix's edit, delete and grant samples succeed for each caller. */
async function sampleAuthority(ctx: MatrixContext, principal: PrincipalName): Promise<number> {
  return createAuthority(ctx.db, `样例权限${ctx.unique()}`, [...keysOf(principal)]);
}

function keysOf(principal: PrincipalName): readonly string[] {
  return principal in ORGANIZER_KEYS ? ORGANIZER_KEYS[principal as OrganizerPrincipal] : [];
}

/** The tries of one authority route beyond the caller's keys: stronger keys, `all`, its own authority, stronger accounts. */
function authorityEscalations(route: 'save' | 'delete' | 'grant') {
  return async (ctx: MatrixContext, principal: OrganizerPrincipal): Promise<Escalation[]> => {
    const { own, stronger, all, weak } = await ctx.staffAround(principal);
    switch (route) {
      case 'save':
        return [
          { tries: 'create an authority with stronger keys', payload: { name: `越权${ctx.unique()}`, route_keys: stronger.keys } },
          { tries: 'create an authority holding all', payload: { name: `越权${ctx.unique()}`, route_keys: [ALL_ROLES] } },
          { tries: 'raise its own authority', payload: { id: own.authority, name: `自提${ctx.unique()}`, route_keys: stronger.keys } },
          { tries: 'narrow the stronger authority', payload: { id: stronger.authority, name: `收窄${ctx.unique()}`, route_keys: own.keys } },
          { tries: 'rename the authority holding all', payload: { id: all.authority, name: `改名${ctx.unique()}`, route_keys: [ALL_ROLES] } },
        ];
      case 'delete':
        return [
          { tries: 'delete the stronger authority', query: { id: String(stronger.authority) } },
          { tries: 'delete the authority holding all', query: { id: String(all.authority) } },
          { tries: 'delete its own authority', query: { id: String(own.authority) } },
        ];
      case 'grant':
        return [
          { tries: 'grant itself the stronger authority', payload: { admin_user_id: own.account, authority_ids: [own.authority, stronger.authority] } },
          { tries: 'grant itself all', payload: { admin_user_id: own.account, authority_ids: [own.authority, all.authority] } },
          { tries: 'grant another account the stronger authority', payload: { admin_user_id: weak, authority_ids: [stronger.authority] } },
          { tries: 'grant another account all', payload: { admin_user_id: weak, authority_ids: [all.authority] } },
          { tries: 'take the stronger account’s grants', payload: { admin_user_id: stronger.account, authority_ids: [] } },
          { tries: 'take all from the organizer', payload: { admin_user_id: all.account, authority_ids: [] } },
        ];
    }
  };
}

/** Permission-matrix entries of the authority routes (SPEC §6 organizer.authority-manage). */
export const authorityMatrix: Record<string, MatrixEntry> = {
  'GET /admin/authority/list': { allowed, request: () => ({ query: { keyword: '编辑', sort: 'name', order: 'asc' } }) },
  'GET /admin/authority/options': { allowed },
  'GET /admin/authority/route-keys': { allowed },
  'GET /admin/authority/accounts': { allowed, request: () => ({ query: { keyword: 'o', page_size: '5' } }) },
  'POST /admin/authority/save': {
    allowed,
    request: async (ctx, principal) => ({ payload: { id: await sampleAuthority(ctx, principal), name: `改名权限${ctx.unique()}`, route_keys: keysOf(principal) } }),
    escalations: authorityEscalations('save'),
  },
  'DELETE /admin/authority/delete': {
    allowed,
    request: async (ctx, principal) => ({ query: { id: String(await sampleAuthority(ctx, principal)) } }),
    escalations: authorityEscalations('delete'),
  },
  'POST /admin/authority/grant': {
    allowed,
    request: async (ctx, principal) => ({ payload: { admin_user_id: await sampleAdminUser(ctx, 'web'), authority_ids: [await sampleAuthority(ctx, principal)] } }),
    escalations: authorityEscalations('grant'),
  },
};
