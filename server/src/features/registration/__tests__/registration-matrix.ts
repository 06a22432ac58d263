import { REGISTRATION_PATHS } from '@fair/shared/contracts/registration';
import { organizersWith, type MatrixContext, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { issueCode } from '../../../lib/auth/verification-codes';
import { register } from '../self-registration';

const KEY = 'account.exhibitor-account-manage';
const applicant = { company_zh: '样本申请公司', company_en: 'Sample applicant', password: 'Apply~2025', confirm_password: 'Apply~2025', agree: true as const };

/** A fresh e-mail with a register code issued as the send route would. */
async function applicantEmail(ctx: MatrixContext, address: string): Promise<{ email: string; code: string }> {
  const email = `applicant${ctx.unique()}@register.example`;
  return { email, code: await issueCode(ctx.db, { purpose: 'register', recipient: email, accountId: null, address }) };
}

/** A fresh registration waiting for approval, so each caller's decision succeeds. */
async function pendingRegistration(ctx: MatrixContext): Promise<number> {
  const address = ctx.address();
  const { email, code } = await applicantEmail(ctx, address);
  return (await register(ctx.db, { channel: 'email', email, code, ...applicant }, address)).id;
}

/** Permission-matrix entries of registration (public) and its review in exhibitor-account-manage. */
export const registrationMatrix: Record<string, MatrixEntry> = {
  [`POST ${REGISTRATION_PATHS.sendCode}`]: {
    allowed: 'everyone',
    request: (ctx) => ({ payload: { channel: 'phone', phone: `1351234${String(ctx.unique()).padStart(4, '0')}` }, remoteAddress: ctx.address() }),
  },
  [`POST ${REGISTRATION_PATHS.register}`]: {
    allowed: 'everyone',
    request: async (ctx) => {
      const address = ctx.address();
      return { payload: { channel: 'email', ...(await applicantEmail(ctx, address)), ...applicant }, remoteAddress: address };
    },
  },
  [`GET ${REGISTRATION_PATHS.list}`]: { allowed: organizersWith(KEY), request: () => ({ query: { status: 'rejected', keyword: '样本', page_size: '20' } }) },
  [`POST ${REGISTRATION_PATHS.approve}`]: { allowed: organizersWith(KEY), request: async (ctx) => ({ payload: { id: await pendingRegistration(ctx), exhibitor_types: ['FIE'] } }) },
  [`POST ${REGISTRATION_PATHS.reject}`]: { allowed: organizersWith(KEY), request: async (ctx) => ({ payload: { id: await pendingRegistration(ctx), reason: 'Incomplete details' } }) },
};
