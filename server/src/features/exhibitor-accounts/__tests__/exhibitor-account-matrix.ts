import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { credentialMailsSettled, sampleExhibitorAccount, sampleSetPasswordToken } from './exhibitor-account-samples';

const KEY = 'account.exhibitor-account-manage';

/** Permission-matrix entries of the exhibitor-account routes (SPEC §7 /admin/user/exhibitors*) and the public set-password link. */
export const exhibitorAccountMatrix: Record<string, MatrixEntry> = {
  'GET /admin/user/exhibitors': { allowed: organizersWith(KEY), request: () => ({ query: { keyword: '展商', type: 'Local', page_size: '5', sort: 'email', order: 'asc' } }) },
  'DELETE /admin/user/exhibitors': { allowed: organizersWith(KEY), request: async (ctx) => ({ query: { ids: `${await sampleExhibitorAccount(ctx)},${await sampleExhibitorAccount(ctx)}` } }) },
  'POST /admin/user/exhibitors/add-account': {
    allowed: organizersWith(KEY),
    request: (ctx) => {
      const unique = ctx.unique();
      return { payload: { name_zh: `新展商${unique}`, name_en: `New ${unique}`, email: `new-${unique}@accounts.example`, password: 'Expo~2025_pw', exhibitor_types: ['FIE'], operator_password: DEMO_PASSWORD } };
    },
  },
  'POST /admin/user/exhibitors/reset-pwd': {
    allowed: organizersWith(KEY),
    request: async (ctx) => ({ payload: { id: await sampleExhibitorAccount(ctx), password: 'Reset~2025_pw', operator_password: DEMO_PASSWORD } }),
  },
  'POST /admin/user/exhibitors/ban': { allowed: organizersWith(KEY), request: async (ctx) => ({ payload: { id: await sampleExhibitorAccount(ctx), banned: true } }) },
  'POST /admin/user/exhibitors/send-email': {
    allowed: organizersWith(KEY),
    // the queued e-mail is sent in the background: wait for it, so the next refused call's digest holds still
    request: async (ctx) => ({ payload: { ids: [await sampleExhibitorAccount(ctx)] }, after: () => credentialMailsSettled(ctx.db) }),
  },
  'POST /admin/user/exhibitors/send-email/preview': { allowed: organizersWith(KEY), request: async (ctx) => ({ payload: { ids: [await sampleExhibitorAccount(ctx)], resend: true } }) },
  'GET /admin/user/exhibitors/mail-status': { allowed: organizersWith(KEY) },
  // the matrix app is the embedded demo without SMTP: the outbox is readable
  'GET /admin/user/exhibitors/outbox': { allowed: organizersWith(KEY), request: () => ({ query: { page: '1', page_size: '5' } }) },
  'GET /exhibitors/user/set-password': { allowed: 'everyone', request: async (ctx) => ({ query: { token: await sampleSetPasswordToken(ctx) }, remoteAddress: ctx.address() }) },
  'POST /exhibitors/user/set-password': {
    allowed: 'everyone',
    request: async (ctx) => {
      const token = await sampleSetPasswordToken(ctx);
      return { payload: { token, password: 'Linked~2025', confirm: 'Linked~2025' }, remoteAddress: ctx.address() };
    },
  },
};
