import { z } from 'zod';
import { CHECKIN_LIMITS, CHECKIN_PAGE_SIZE, CHECKIN_PAGE_SIZE_MAX, CHECKIN_SORTS, CHECKIN_STATES, CODE_ALPHABET, CODE_LENGTH, WRITE_OFF_SORTS } from '../contracts/checkin';
import { TITLE_MAX_LENGTH, TOO_LONG, optionalText, requiredText } from './content-fields';
import { imageReference } from './image-reference';
import { MINIPROG_MESSAGES } from './miniprog';

/** Rules of a campaign: plain text shown on the visitor's page. */
export const CHECKIN_RULES_MAX_LENGTH = 2000;

const positiveId = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const time = z.iso.datetime({ offset: true }).describe('ISO 8601 with offset (the console sends Asia/Shanghai, +08:00)');
const count = (min: number, max: number) => z.number({ error: MINIPROG_MESSAGES.required }).int().min(min).max(max);

const pointForm = z.strictObject({
  id: positiveId.optional().describe('present: that point of this campaign, kept with its check-ins'),
  name: requiredText(MINIPROG_MESSAGES.name, TITLE_MAX_LENGTH),
  hall: optionalText(50),
  booth: optionalText(50),
  exhibitor_id: positiveId.nullish().transform((value) => value ?? null),
});
const prizeForm = z.strictObject({
  id: positiveId.optional().describe('present: that prize of this campaign, kept with its claims'),
  name_zh: requiredText(MINIPROG_MESSAGES.titleZh, TITLE_MAX_LENGTH),
  name_en: requiredText(MINIPROG_MESSAGES.titleEn, TITLE_MAX_LENGTH),
  image: imageReference(MINIPROG_MESSAGES.required),
  stock: count(0, CHECKIN_LIMITS.stock).describe('may be raised at any time; never below what was claimed'),
  per_visitor_cap: count(1, CHECKIN_LIMITS.cap),
  tier: count(1, CHECKIN_LIMITS.points).describe('check-ins needed: from the required points up to the number of points'),
});

/**
 * A campaign with its points and prizes, saved whole. The cross-field rules (end after start, required points
 * and tiers within the points) are checked by `campaignProblem`, on the server after this schema and in the
 * browser as form rules.
 */
export const checkinCampaignForm = z.strictObject({
  id: positiveId.optional(),
  name_zh: requiredText(MINIPROG_MESSAGES.titleZh, TITLE_MAX_LENGTH),
  name_en: requiredText(MINIPROG_MESSAGES.titleEn, TITLE_MAX_LENGTH),
  rules_zh: optionalText(CHECKIN_RULES_MAX_LENGTH),
  rules_en: optionalText(CHECKIN_RULES_MAX_LENGTH),
  starts_at: time,
  ends_at: time,
  enabled: z.boolean().default(false),
  required_points: count(1, CHECKIN_LIMITS.points),
  points: z.array(pointForm).min(1).max(CHECKIN_LIMITS.points),
  prizes: z.array(prizeForm).min(1).max(CHECKIN_LIMITS.prizes),
});
export type CheckinCampaignInput = z.input<typeof checkinCampaignForm>;
export type CheckinCampaignForm = z.output<typeof checkinCampaignForm>;

export const CHECKIN_PROBLEMS = {
  endBeforeStart: 'checkin:validation.endBeforeStart',
  requiredAbovePoints: 'checkin:validation.requiredAbovePoints',
  tierOutOfRange: 'checkin:validation.tierOutOfRange',
  duplicateId: 'common:validation.invalid',
} as const;

export interface CheckinProblem {
  field: string;
  message: (typeof CHECKIN_PROBLEMS)[keyof typeof CHECKIN_PROBLEMS];
}

/** The first cross-field rule a valid-shaped form breaks, or null. */
export function campaignProblem(form: CheckinCampaignForm): CheckinProblem | null {
  if (Date.parse(form.ends_at) <= Date.parse(form.starts_at)) return { field: 'ends_at', message: CHECKIN_PROBLEMS.endBeforeStart };
  if (form.required_points > form.points.length) return { field: 'required_points', message: CHECKIN_PROBLEMS.requiredAbovePoints };
  const tier = form.prizes.findIndex((prize) => prize.tier < form.required_points || prize.tier > form.points.length);
  if (tier >= 0) return { field: `prizes.${tier}.tier`, message: CHECKIN_PROBLEMS.tierOutOfRange };
  for (const [list, items] of [['points', form.points] as const, ['prizes', form.prizes] as const]) {
    const ids = items.map((item) => item.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length) return { field: list, message: CHECKIN_PROBLEMS.duplicateId };
  }
  return null;
}

const keyword = z.string().max(100).optional();
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CHECKIN_PAGE_SIZE_MAX).default(CHECKIN_PAGE_SIZE),
};
const order = z.enum(['asc', 'desc']).default('desc');

export const checkinListQuery = z.strictObject({
  ...paging,
  keyword: keyword.describe('either name'),
  state: z.enum(CHECKIN_STATES).optional(),
  sort: z.enum(CHECKIN_SORTS).default('starts_at'),
  order,
});
export const checkinIdQuery = z.strictObject({ id: queryId });
export const checkinEnableBody = z.strictObject({ id: positiveId, enabled: z.boolean() });

/** A code as staff type it: case, spaces and dashes do not matter. */
export function normaliseCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}
const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
export const redemptionCode = z
  .string({ error: MINIPROG_MESSAGES.required })
  .max(40, { error: TOO_LONG })
  .transform(normaliseCode)
  .refine((code) => CODE_PATTERN.test(code), { error: 'checkin:validation.codeFormat' });
export const checkinCodeQuery = z.strictObject({ code: redemptionCode });
export const checkinCodeBody = z.strictObject({ code: redemptionCode });

const dateFilter = z.iso.datetime({ offset: true }).optional();
const writeOffFilters = {
  campaign_id: queryId.optional(),
  prize_id: queryId.optional(),
  staff_id: queryId.optional().describe('the mini-programme admin who redeemed'),
  from: dateFilter.describe('redeemed at or after'),
  to: dateFilter.describe('redeemed before'),
  keyword: keyword.describe('code or visitor name'),
};
export const writeOffListQuery = z.strictObject({ ...paging, ...writeOffFilters, sort: z.enum(WRITE_OFF_SORTS).default('redeemed_at'), order });
export const writeOffExportQuery = z.strictObject({ ...writeOffFilters, sort: z.enum(WRITE_OFF_SORTS).default('redeemed_at'), order });
export const writeOffTotalsQuery = z.strictObject({ campaign_id: queryId });

// ---- visitor side -------------------------------------------------------------------------------------

export const checkinVisitorBody = z.strictObject({
  provider: z.string().min(1).max(40).describe('demo (demo mode) or a configured mini-programme platform'),
  credential: z.string().max(500).optional().describe("the platform's login code; the demo provider needs none"),
});
export const checkinScanBody = z.strictObject({ token: z.string({ error: MINIPROG_MESSAGES.required }).min(1).max(500).describe("the point's QR code content") });
export const checkinClaimBody = z.strictObject({ prize_id: positiveId });
export const checkinProgressParams = z.strictObject({ id: queryId });
