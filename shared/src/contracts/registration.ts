import type { ExhibitorType } from './profile';

/** How an applicant registers: the mobile (SMS code) or the e-mail (e-mailed code) becomes the login. */
export const REGISTRATION_CHANNELS = ['phone', 'email'] as const;
export type RegistrationChannel = (typeof REGISTRATION_CHANNELS)[number];

/** Review states a registration list shows: waiting for the organizer, or refused with a reason. */
export const REVIEW_STATUSES = ['pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const COMPANY_NAME_MAX_LENGTH = 200;
export const REJECT_REASON_MAX_LENGTH = 500;
export const REGISTRATION_PAGE_SIZE = 10;
export const REGISTRATION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const REGISTRATION_KEYWORD_MAX_LENGTH = 100;

/** One self-registered account as the organizer reviews it; never a password or a code. */
export interface RegistrationItem {
  id: number;
  exhibitor_id: number;
  channel: RegistrationChannel;
  email: string | null;
  phone: string | null;
  company_zh: string;
  company_en: string;
  approval_status: ReviewStatus;
  reject_reason: string | null;
  created_at: string;
}

export interface RegistrationPage {
  list: RegistrationItem[];
  total: number;
  page: number;
  page_size: number;
  /** registrations waiting for a decision, whatever the list shows (the badge) */
  pending_count: number;
}

export interface ApproveRegistrationBody {
  id: number;
  exhibitor_types: ExhibitorType[];
}

export interface RejectRegistrationBody {
  id: number;
  reason: string;
}

/** Public calls of the register page (exhibitor client) and the organizer's review calls. */
export const REGISTRATION_PATHS = {
  sendCode: '/exhibitors/user/register-code',
  register: '/exhibitors/user/register',
  list: '/admin/user/exhibitors/registrations',
  approve: '/admin/user/exhibitors/registrations/approve',
  reject: '/admin/user/exhibitors/registrations/reject',
} as const;
