import { api } from '@fair/shared/api/api-client';
import { REGISTRATION_PATHS, type ApproveRegistrationBody, type RegistrationPage, type RejectRegistrationBody, type ReviewStatus } from '@fair/shared/contracts/registration';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import { EXHIBITOR_ACCOUNTS_KEY } from './exhibitor-account-api';

/** Registrations sit under the account list's key: a decision refreshes both the review list and the accounts. */
export const REGISTRATIONS_KEY = [...EXHIBITOR_ACCOUNTS_KEY, 'registrations'] as const;

/** One page of registrations: waiting ones unless `status` says rejected. */
export const fetchRegistrations = (request: ListRequest<{ status: ReviewStatus }>) => api.get<RegistrationPage>(REGISTRATION_PATHS.list, request);
export const approveRegistration = (body: ApproveRegistrationBody) => api.post<null>(REGISTRATION_PATHS.approve, body);
export const rejectRegistration = (body: RejectRegistrationBody) => api.post<null>(REGISTRATION_PATHS.reject, body);
