import { z } from 'zod';
import { SEND_STATUS_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import {
  BOOTH_AREA_MAX,
  BOOTH_MAX_LENGTH,
  REGISTER_KEYWORD_MAX_LENGTH,
  REGISTER_NO_HALL,
  REGISTER_PAGE_SIZE,
  REGISTER_SORT_FIELDS,
  type RegisterDetail,
  type RegisterItem,
} from '@fair/shared/contracts/exhibitor-register';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import { CONTENT_COMPLETION_ITEMS, PROFILE_COMPLETION_ITEMS } from '@fair/shared/contracts/profile-completion';
import { EXHIBITOR_TYPES } from '../../db/schema/enums';
import { id, pageOf } from '../../lib/http/list-schemas';

export const registerFilters = {
  keyword: z.string().max(REGISTER_KEYWORD_MAX_LENGTH).optional().describe('Chinese or English company name'),
  hall: z
    .union([z.literal(REGISTER_NO_HALL), z.string().regex(/^\d{1,9}$/).transform(Number)])
    .optional()
    .describe(`hall id, or ${REGISTER_NO_HALL} for companies without a hall`),
  exhibitor_type: z.enum(EXHIBITOR_TYPES).optional().describe('companies that have this type, among others'),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional()
    .describe('two-letter country code'),
  is_edit: z.enum(['0', '1']).optional().describe('1 profile saved, 0 not yet'),
  completion_below: z.coerce.number().int().min(1).max(100).optional().describe('completion below this percentage'),
};

export const registerListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(REGISTER_PAGE_SIZE),
  ...registerFilters,
  sort: z.enum(REGISTER_SORT_FIELDS).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type RegisterListQuery = z.output<typeof registerListQuery>;

export const registerExportQuery = z.strictObject({
  ...registerFilters,
  sort: z.enum(REGISTER_SORT_FIELDS).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type RegisterExportQuery = z.output<typeof registerExportQuery>;

export const registerIdQuery = z.strictObject({ id });

export const registerItem = z.object({
  id: z.number().int(),
  name_zh_cn: z.string(),
  name_en: z.string(),
  logo: z.string().nullable(),
  country: z.string().nullable(),
  country_info: z.string().nullable().describe("country name in the caller's language"),
  hall_id: z.number().int().nullable(),
  hall: z.string().nullable().describe("hall name in the caller's language"),
  booth: z.string().nullable(),
  booth_area: z.number().nullable().describe('square metres'),
  exhibitor_types: z.array(z.enum(EXHIBITOR_TYPES)).describe('the company’s types, in SPEC §1 order'),
  is_edit: z.boolean().describe('profile saved by the exhibitor'),
  website: z.string().nullable(),
  email: z.string().nullable(),
  join_year: z.number().int().nullable(),
  categories_count: z.number().int(),
  completion: z.number().int().min(0).max(100).describe("the exhibitor dashboard's completion percentage"),
  updated_at: z.string(),
  reminder_status: z.enum(SEND_STATUS_VALUES).nullable().describe('the last profile reminder’s send status; null: never reminded'),
  reminded_at: z.string().nullable().describe('when the last profile reminder was queued'),
}) satisfies z.ZodType<RegisterItem>;

export const registerDetail = registerItem.extend({
  intro_zh: z.string(),
  intro_en: z.string(),
  application_areas_count: z.number().int(),
  missing: z.array(z.enum([...PROFILE_COMPLETION_ITEMS, ...CONTENT_COMPLETION_ITEMS])).describe('completion items still missing'),
}) satisfies z.ZodType<RegisterDetail>;

export const registerPage = pageOf(registerItem);

/** Hall, booth number and booth area; the area's two decimals are checked by the route (a field error of its own). */
export const boothAssignment = z.strictObject({
  id,
  hall_id: z.number().int().positive().max(2_147_483_647).nullable(),
  booth: z
    .string()
    .trim()
    .max(BOOTH_MAX_LENGTH)
    .nullable()
    .transform((text) => (text ? text : null)),
  booth_area: z.number().min(0.01).max(BOOTH_AREA_MAX).nullable().describe('square metres, above 0, at most 2 decimals'),
});
