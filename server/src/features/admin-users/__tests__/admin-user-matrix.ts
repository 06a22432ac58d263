import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { type Escalation, type MatrixContext, type MatrixEntry, type OrganizerPrincipal, organizersWith } from '../../access-matrix/__tests__/matrix-entry';
import { sampleAdminUser } from './admin-user-samples';

type StaffRoute = 'add' | 'edit' | 'ban' | 'del';

/**
 * The tries of one staff route beyond the caller's keys: at a stronger account, at the organizer holding `all`, at
 * itself. Only web staff hold authorities; mini-programme admins carry no role (SPEC §6), so their routes grant nothing.
 */
function staffEscalations(route: StaffRoute) {
  return async (ctx: MatrixContext, principal: OrganizerPrincipal): Promise<Escalation[]> => {
    const { own, stronger, all, weak } = await ctx.staffAround(principal);
    const targets = [
      ['a stronger account', stronger.account],
      ['the organizer holding all', all.account],
    ] as const;
    const grants = [
      ['the stronger authority', stronger.authority],
      ['the authority holding all', all.authority],
    ] as const;
    switch (route) {
      case 'add':
        return grants.map(([what, authority]) => ({
          tries: `add an account holding ${what}`,
          payload: { user_name: `escalate-${ctx.unique()}`, password: 'Staff~2025_pw', authority_ids: [authority], operator_password: DEMO_PASSWORD },
        }));
      case 'edit':
        return [
          ...grants.flatMap(([what, authority]) => [
            { tries: `give itself ${what}`, payload: { id: own.account, nick_name: '', authority_ids: [own.authority, authority] } },
            { tries: `give another account ${what}`, payload: { id: weak, nick_name: '', authority_ids: [authority] } },
          ]),
          ...targets.flatMap(([whom, id]) => [
            { tries: `rename ${whom}`, payload: { id, nick_name: '改名' } },
            { tries: `take the authorities of ${whom}`, payload: { id, nick_name: '', authority_ids: [] } },
            { tries: `reset the password of ${whom}`, payload: { id, nick_name: '', password: 'Taken~2025_pw', operator_password: DEMO_PASSWORD } },
          ]),
        ].map((sample) => ({ ...sample, url: `/admin/user/edit/admin-user` }));
      case 'ban':
        return targets.map(([whom, id]) => ({ tries: `disable ${whom}`, url: `/admin/user/ban/admin-user`, payload: { id, banned: true, operator_password: DEMO_PASSWORD } }));
      case 'del':
        return targets.map(([whom, id]) => ({ tries: `delete ${whom}`, url: `/admin/user/del/admin-user`, query: { id: String(id) }, payload: { operator_password: DEMO_PASSWORD } }));
    }
  };
}

/** Permission-matrix entries of the staff routes (SPEC §7 /admin/user/*, organizer.account-manage). */
export const adminUserMatrix: Record<string, MatrixEntry> = {
  'GET /admin/user/authority-options': { allowed: organizersWith('organizer.account-manage') },
  'GET /admin/user/get-admin-list': { allowed: organizersWith('organizer.account-manage'), request: () => ({ query: { keyword: 'o', page_size: '5' } }) },
  'POST /admin/user/add/admin-user': {
    allowed: organizersWith('organizer.account-manage'),
    request: (ctx) => ({ payload: { user_name: `new-staff-${ctx.unique()}`, password: 'Staff~2025_pw', authority_ids: [], operator_password: DEMO_PASSWORD } }),
    escalations: staffEscalations('add'),
  },
  'POST /admin/user/edit/admin-user': {
    allowed: organizersWith('organizer.account-manage'),
    request: async (ctx) => ({ payload: { id: await sampleAdminUser(ctx, 'web'), nick_name: '值班员', authority_ids: [] } }),
    escalations: staffEscalations('edit'),
  },
  'POST /admin/user/ban/admin-user': {
    allowed: organizersWith('organizer.account-manage'),
    request: async (ctx) => ({ payload: { id: await sampleAdminUser(ctx, 'web'), banned: true } }),
    escalations: staffEscalations('ban'),
  },
  'DELETE /admin/user/del/admin-user': {
    allowed: organizersWith('organizer.account-manage'),
    request: async (ctx) => ({ query: { id: String(await sampleAdminUser(ctx, 'web')) } }),
    escalations: staffEscalations('del'),
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
