import { api } from '@fair/shared/api/api-client';
import {
  EXHIBITOR_ACCOUNT_PATHS,
  type ExhibitorAccountFilters,
  type ExhibitorAccountItem,
  type MailStatus,
  type OutboxMail,
  type SendEmailAnswer,
  type SendEmailPreview,
} from '@fair/shared/contracts/exhibitor-accounts';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { ExhibitorAccountCreate, ExhibitorAccountResetPassword, ExhibitorAccountSendEmail } from '@fair/shared/validation/exhibitor-account';

/** The account list in the query cache; every write refreshes everything under it. */
export const EXHIBITOR_ACCOUNTS_KEY = ['organizer', 'exhibitor-accounts'] as const;
/** Whether e-mails leave over SMTP or stay in the outbox, and the outbox's pages (under the list's key: a send refreshes them). */
export const MAIL_STATUS_KEY = [...EXHIBITOR_ACCOUNTS_KEY, 'mail-status'] as const;
export const OUTBOX_KEY = [...EXHIBITOR_ACCOUNTS_KEY, 'outbox'] as const;

export const fetchExhibitorAccounts = (request: ListRequest<ExhibitorAccountFilters>) => api.get<PageAnswer<ExhibitorAccountItem>>(EXHIBITOR_ACCOUNT_PATHS.list, request);
export const addExhibitorAccount = (values: ExhibitorAccountCreate) => api.post<{ id: number; exhibitor_id: number }>(EXHIBITOR_ACCOUNT_PATHS.addAccount, values);
export const resetExhibitorPassword = (values: ExhibitorAccountResetPassword) => api.post<null>(EXHIBITOR_ACCOUNT_PATHS.resetPassword, values);
export const banExhibitorAccount = (id: number, banned: boolean) => api.post<null>(EXHIBITOR_ACCOUNT_PATHS.ban, { id, banned });
/** one id, or several joined by commas (bulk delete) */
export const deleteExhibitorAccounts = (ids: readonly number[]) => api.del<{ deleted: number }>(EXHIBITOR_ACCOUNT_PATHS.delete, { ids: ids.join(',') });
export const sendCredentialEmails = (target: ExhibitorAccountSendEmail) => api.post<SendEmailAnswer>(EXHIBITOR_ACCOUNT_PATHS.sendEmail, target);
/** What the same send would do now: recipients, resends and the skipped accounts by reason (nothing is written). */
export const previewCredentialEmails = (target: ExhibitorAccountSendEmail) => api.post<SendEmailPreview>(EXHIBITOR_ACCOUNT_PATHS.sendEmailPreview, target);
export const fetchMailStatus = () => api.get<MailStatus>(EXHIBITOR_ACCOUNT_PATHS.mailStatus);
export const fetchOutbox = (page: number, page_size: number) => api.get<PageAnswer<OutboxMail>>(EXHIBITOR_ACCOUNT_PATHS.outbox, { page, page_size });
