import { api } from '@fair/shared/api/api-client';
import { EXHIBITOR_ACCOUNT_PATHS, type SetPasswordLinkInfo } from '@fair/shared/contracts/exhibitor-accounts';
import { REGISTRATION_PATHS } from '@fair/shared/contracts/registration';
import type { RegisterCodeRequest, RegistrationForm } from '@fair/shared/validation/registration';

/** Registration and the set-password link (server: features/registration, features/exhibitor-accounts); failures reach the page without a toast. */
export function requestRegisterCode(body: RegisterCodeRequest): Promise<null> {
  return api.post<null>(REGISTRATION_PATHS.sendCode, body, { silent: true });
}

export function submitRegistration(body: RegistrationForm): Promise<{ id: number }> {
  return api.post<{ id: number }>(REGISTRATION_PATHS.register, body, { silent: true });
}

/** Whose account the link sets a password for; a used, expired or unknown link is refused with the reason. */
export function checkSetPasswordLink(token: string): Promise<SetPasswordLinkInfo> {
  return api.get<SetPasswordLinkInfo>(EXHIBITOR_ACCOUNT_PATHS.setPasswordCheck, { token }, { silent: true });
}

export function setPasswordFromLink(body: { token: string; password: string; confirm: string }): Promise<null> {
  return api.post<null>(EXHIBITOR_ACCOUNT_PATHS.setPassword, body, { silent: true });
}
