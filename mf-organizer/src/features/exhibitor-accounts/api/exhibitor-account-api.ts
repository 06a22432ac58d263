import { api } from '@fair/shared/api/api-client';
import { EXHIBITOR_ACCOUNT_PATHS, type ExhibitorAccountFilters, type ExhibitorAccountItem, type SendEmailAnswer } from '@fair/shared/contracts/exhibitor-accounts';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { ExhibitorAccountCreate, ExhibitorAccountResetPassword, ExhibitorAccountSendEmail } from '@fair/shared/validation/exhibitor-account';

/** The account list in the query cache; every write refreshes everything under it. */
export const EXHIBITOR_ACCOUNTS_KEY = ['organizer', 'exhibitor-accounts'] as const;

export const fetchExhibitorAccounts = (request: ListRequest<ExhibitorAccountFilters>) => api.get<PageAnswer<ExhibitorAccountItem>>(EXHIBITOR_ACCOUNT_PATHS.list, request);
export const addExhibitorAccount = (values: ExhibitorAccountCreate) => api.post<{ id: number; exhibitor_id: number }>(EXHIBITOR_ACCOUNT_PATHS.addAccount, values);
export const resetExhibitorPassword = (values: ExhibitorAccountResetPassword) => api.post<null>(EXHIBITOR_ACCOUNT_PATHS.resetPassword, values);
export const banExhibitorAccount = (id: number, banned: boolean) => api.post<null>(EXHIBITOR_ACCOUNT_PATHS.ban, { id, banned });
/** one id, or several joined by commas (bulk delete) */
export const deleteExhibitorAccounts = (ids: readonly number[]) => api.del<{ deleted: number }>(EXHIBITOR_ACCOUNT_PATHS.delete, { ids: ids.join(',') });
export const sendCredentialEmails = (target: ExhibitorAccountSendEmail) => api.post<SendEmailAnswer>(EXHIBITOR_ACCOUNT_PATHS.sendEmail, target);
