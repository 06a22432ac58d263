import { z } from 'zod';
import {
  REGISTRATION_CHANNELS,
  REGISTRATION_KEYWORD_MAX_LENGTH,
  REGISTRATION_PAGE_SIZE,
  REGISTRATION_PAGE_SIZES,
  REVIEW_STATUSES,
} from '@fair/shared/contracts/registration';

export const registrationListQuery = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending').describe('pending: waiting for a decision; rejected: refused with a reason'),
  keyword: z.string().max(REGISTRATION_KEYWORD_MAX_LENGTH).optional().describe('part of the company name, e-mail or mobile'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((value) => (REGISTRATION_PAGE_SIZES as readonly number[]).includes(value))
    .default(REGISTRATION_PAGE_SIZE),
});

export const registrationItem = z.object({
  id: z.number().int().describe('the exhibitor account'),
  exhibitor_id: z.number().int(),
  channel: z.enum(REGISTRATION_CHANNELS),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company_zh: z.string(),
  company_en: z.string(),
  approval_status: z.enum(REVIEW_STATUSES),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
});

export const registrationPage = z.object({
  list: z.array(registrationItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  pending_count: z.number().int().describe('registrations waiting for a decision'),
});

export const registeredData = z.object({ id: z.number().int().describe('the new exhibitor account, waiting for approval') });
