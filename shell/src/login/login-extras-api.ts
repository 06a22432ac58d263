import { api } from '@fair/shared/api/api-client';
import type { LoginData } from '@fair/shared/contracts/auth';
import { fetchUserInfo } from '@fair/shared/session/auth-actions';
import { sessionStore } from '@fair/shared/session/session-store';

/** Login extras of the exhibitor client (server: features/auth). Failures reach the caller without a toast. */
export const LOGIN_EXTRAS_PATHS = {
  smsCode: '/exhibitors/user/sms-code',
  codeLogin: '/exhibitors/user/code-login',
  forgotPassword: '/exhibitors/user/forgot-password',
  resetPassword: '/exhibitors/user/reset-password',
  changePassword: '/exhibitors/user/change-password',
} as const;

/** Seconds before the same mobile or e-mail can ask for another code (the server's cooldown). */
export const CODE_RESEND_SECONDS = 60;

export function requestLoginCode(phone: string): Promise<null> {
  return api.post<null>(LOGIN_EXTRAS_PATHS.smsCode, { phone }, { silent: true });
}

/** SPEC §4: like password login, the token is stored (60 days when remembered) and user info loaded. */
export async function loginWithCode(body: { phone: string; code: string; remember: boolean }): Promise<LoginData> {
  sessionStore.getState().setClientType('exhibitor');
  const data = await api.post<LoginData>(LOGIN_EXTRAS_PATHS.codeLogin, body, { silent: true });
  sessionStore.getState().saveToken(data.token, body.remember);
  await fetchUserInfo();
  return data;
}

export function requestResetCode(email: string): Promise<null> {
  return api.post<null>(LOGIN_EXTRAS_PATHS.forgotPassword, { email }, { silent: true });
}

export function resetPassword(body: { email: string; code: string; password: string; confirm: string }): Promise<null> {
  return api.post<null>(LOGIN_EXTRAS_PATHS.resetPassword, body, { silent: true });
}

export function changePassword(body: { current_password: string; password: string; confirm: string }): Promise<null> {
  return api.post<null>(LOGIN_EXTRAS_PATHS.changePassword, body, { silent: true });
}
