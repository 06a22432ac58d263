import { api } from '@fair/shared/api/api-client';
import { REGISTRATION_PATHS, type ApproveRegistrationBody, type RegistrationPage, type RejectRegistrationBody, type ReviewStatus } from '@fair/shared/contracts/registration';
import { EXHIBITOR_ACCOUNTS_KEY } from './exhibitor-account-api';

/** Registrations sit under the account list's key: a decision refreshes both the review list and the accounts. */
export const REGISTRATIONS_KEY = [...EXHIBITOR_ACCOUNTS_KEY, 'registrations'] as const;

export interface RegistrationQuery {
  status: ReviewStatus;
  keyword?: string;
  page: number;
  page_size: number;
}

export const fetchRegistrations = (query: RegistrationQuery) => api.get<RegistrationPage>(REGISTRATION_PATHS.list, query);
export const approveRegistration = (body: ApproveRegistrationBody) => api.post<null>(REGISTRATION_PATHS.approve, body);
export const rejectRegistration = (body: RejectRegistrationBody) => api.post<null>(REGISTRATION_PATHS.reject, body);
