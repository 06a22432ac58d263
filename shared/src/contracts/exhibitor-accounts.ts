import type { ExhibitorType } from './profile';

/** SPEC §1: the exhibitor types, in the order forms and filters offer them. */
export const EXHIBITOR_TYPE_VALUES = ['FIE', 'Local', 'International'] as const satisfies readonly ExhibitorType[];

/**
 * SPEC §4: e-mail send status of an exhibitor account (未发送 / 发送中 / 发送成功 / 发送失败), and 'kept':
 * no mail server is configured, so the e-mail waits in the stored outbox and reached nobody.
 */
export const SEND_STATUS_VALUES = ['not_sent', 'sending', 'sent', 'failed', 'kept'] as const;
export type SendStatus = (typeof SEND_STATUS_VALUES)[number];

export const APPROVAL_STATUS_VALUES = ['approved', 'pending', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS_VALUES)[number];

/** Profile state filter: the company's profile saved (is_edit) or not. */
export const PROFILE_STATE_VALUES = ['saved', 'unsaved'] as const;
export type ProfileState = (typeof PROFILE_STATE_VALUES)[number];

/** One exhibitor account as the organizer's list shows it; never a password or a hash. */
export interface ExhibitorAccountItem {
  id: number;
  exhibitor_id: number;
  name_zh: string;
  name_en: string;
  email: string | null;
  exhibitor_types: ExhibitorType[];
  /** the company's profile has been saved (SPEC §3 is_edit) */
  is_edit: boolean;
  send_status: SendStatus;
  /** the last delivery failure of the credential e-mail */
  send_error: string | null;
  sent_at: string | null;
  approval_status: ApprovalStatus;
  banned: boolean;
  created_at: string;
}

/** List filters as they stand in the address and the query. */
export type ExhibitorAccountFilters = {
  type: ExhibitorType;
  send_status: SendStatus;
  profile: ProfileState;
};

export const EXHIBITOR_ACCOUNT_SORT_FIELDS = ['created_at', 'name_zh', 'name_en', 'email', 'send_status'] as const;
export type ExhibitorAccountSortField = (typeof EXHIBITOR_ACCOUNT_SORT_FIELDS)[number];

export const EXHIBITOR_ACCOUNT_PAGE_SIZE = 20;
export const EXHIBITOR_ACCOUNT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const EXHIBITOR_ACCOUNT_KEYWORD_MAX_LENGTH = 100;
export const EXHIBITOR_NAME_MAX_LENGTH = 200;
/** ids of one bulk call (a page holds at most 100 rows) */
export const EXHIBITOR_ACCOUNT_BULK_MAX = 100;

/** How long a set-password link of a credential e-mail stays valid. */
export const PASSWORD_SET_TOKEN_TTL_HOURS = 72;

/** SPEC §7 calls under /admin/user (ban is named in the same style), and the public set-password link. */
export const EXHIBITOR_ACCOUNT_PATHS = {
  list: '/admin/user/exhibitors',
  delete: '/admin/user/exhibitors',
  resetPassword: '/admin/user/exhibitors/reset-pwd',
  addAccount: '/admin/user/exhibitors/add-account',
  ban: '/admin/user/exhibitors/ban',
  sendEmail: '/admin/user/exhibitors/send-email',
  sendEmailPreview: '/admin/user/exhibitors/send-email/preview',
  mailStatus: '/admin/user/exhibitors/mail-status',
  outbox: '/admin/user/exhibitors/outbox',
  setPasswordCheck: '/exhibitors/user/set-password',
  setPassword: '/exhibitors/user/set-password',
} as const;

/** The shell's page a credential e-mail links to (`?token=`). */
export const SET_PASSWORD_PAGE = '/set-password';

/** Answer of the public link check: whose account the link sets a password for. */
export interface SetPasswordLinkInfo {
  email: string;
  expires_at: string;
}

/**
 * Why a send leaves an account out: awaiting approval (pending or rejected registration), disabled, no
 * e-mail (registered by mobile), its e-mail already queued, or already sent (unless resend).
 */
export const SEND_SKIP_REASONS = ['unapproved', 'banned', 'no_email', 'sending', 'sent'] as const;
export type SendSkipReason = (typeof SEND_SKIP_REASONS)[number];

/** Answer of the send-email preview: exactly what the same send would do now. */
export interface SendEmailPreview {
  /** accounts that would get the e-mail */
  recipients: number;
  /** of those, accounts whose e-mail was sent before (resend) */
  resent: number;
  skipped: Record<SendSkipReason, number>;
}

/** Answer of send-email: how many accounts were queued. */
export interface SendEmailAnswer {
  queued: number;
}

/**
 * How credential e-mails leave: over the configured SMTP server, or only into the stored outbox (no mail
 * server); in demo mode organizers may read the outbox instead of the server log.
 */
export interface MailStatus {
  transport: 'smtp' | 'outbox';
  outbox_readable: boolean;
}

/** One e-mail of the stored outbox as the demo outbox drawer shows it (text body, links as they were sent). */
export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
  /** delivered by SMTP; null while only stored */
  sent_at: string | null;
  error: string | null;
}

export const OUTBOX_PAGE_SIZE = 10;
