import { z } from 'zod';
import { pageOf } from './page-schema';

/**
 * Check-in prize campaigns (issue 22): the mini-programme admin's calls (SPEC §2 /checkin/…) and the visitors'
 * calls under the mini-programme API prefix. Times are instants (ISO 8601); the admin enters and reads them in
 * Asia/Shanghai.
 */
const admin = '/admin/miniprog/checkin';
export const CHECKIN_ADMIN_PATHS = {
  list: `${admin}/list`,
  info: `${admin}/info`,
  save: `${admin}/save`,
  enable: `${admin}/enable`,
  delete: `${admin}/delete`,
  pointQr: `${admin}/point-qr`,
  print: `${admin}/print`,
  lookup: `${admin}/write-off/lookup`,
  redeem: `${admin}/write-off/redeem`,
  detail: `${admin}/write-off/list`,
  totals: `${admin}/write-off/totals`,
  export: `${admin}/write-off/export`,
} as const;

const api = '/api/miniprog/v1/checkin';
export const CHECKIN_API_PATHS = {
  visitor: `${api}/visitor`,
  scan: `${api}/scan`,
  progress: `${api}/campaigns/:id`,
  progressOf: (id: number) => `${api}/campaigns/${id}`,
  claim: `${api}/claim`,
  claims: `${api}/claims`,
} as const;

/** The /m page a point's QR code opens (its token as `?t=`): a phone camera lands on the mobile check-in. */
export const CHECKIN_SCAN_PAGE = '/m/checkin';
export const checkinScanAddress = (origin: string, token: string) => `${origin}${CHECKIN_SCAN_PAGE}?t=${encodeURIComponent(token)}`;

/** The visitor token travels in this header (never a client-chosen id). */
export const VISITOR_TOKEN_HEADER = 'x-visitor-token';

export const CHECKIN_STATES = ['not_started', 'running', 'ended', 'disabled'] as const;
export type CheckinState = (typeof CHECKIN_STATES)[number];
export const CHECKIN_SORTS = ['starts_at', 'ends_at', 'created_at'] as const;
export const WRITE_OFF_SORTS = ['redeemed_at', 'claimed_at'] as const;

/** Redemption codes: no 0/O/1/I, so a code read aloud or typed from a phone is unambiguous. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;

export const CHECKIN_LIMITS = { points: 50, prizes: 20, stock: 1_000_000, cap: 100 } as const;
export const CHECKIN_PAGE_SIZE = 10;
export const CHECKIN_PAGE_SIZE_MAX = 100;

const instant = z.string().describe('ISO 8601 instant');

export const checkinCampaignRow = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  starts_at: instant,
  ends_at: instant,
  enabled: z.boolean(),
  state: z.enum(CHECKIN_STATES),
  required_points: z.number().int(),
  points: z.number().int().describe('how many check-in points'),
  participants: z.number().int().describe('visitors with at least one check-in'),
  claimed: z.number().int().describe('prizes claimed, all prizes together'),
  stock: z.number().int().describe('stock of all prizes together'),
  created_at: instant,
  updated_at: instant,
});
export type CheckinCampaignRow = z.infer<typeof checkinCampaignRow>;
export const checkinCampaignPage = pageOf(checkinCampaignRow);

export const checkinPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  hall: z.string(),
  booth: z.string(),
  exhibitor_id: z.number().int().nullable(),
  exhibitor_name: z.string().nullable(),
  checkins: z.number().int(),
});
export const checkinPrize = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  image: z.string(),
  stock: z.number().int(),
  per_visitor_cap: z.number().int(),
  tier: z.number().int().describe('check-ins needed'),
  claimed: z.number().int(),
  redeemed: z.number().int(),
});
export const checkinCampaign = checkinCampaignRow.extend({
  rules_zh: z.string(),
  rules_en: z.string(),
  point_list: z.array(checkinPoint),
  prize_list: z.array(checkinPrize),
});
export type CheckinCampaign = z.infer<typeof checkinCampaign>;

export const checkinPrintSheet = z.object({
  campaign: z.object({ id: z.number().int(), name_zh: z.string(), name_en: z.string(), starts_at: instant, ends_at: instant }),
  points: z.array(
    z.object({ id: z.number().int(), name: z.string(), hall: z.string(), booth: z.string(), exhibitor_name: z.string().nullable(), token: z.string(), qr_png: z.string().describe('data:image/png;base64 URL') }),
  ),
});

export const checkinRedemption = z.object({ redeemed_at: instant, staff_id: z.number().int(), staff_name: z.string() });
export const checkinCodeAnswer = z.object({
  code: z.string(),
  claimed_at: instant,
  visitor: z.object({ id: z.number().int(), nick_name: z.string() }),
  prize: z.object({ id: z.number().int(), name_zh: z.string(), name_en: z.string(), image: z.string() }),
  campaign: z.object({ id: z.number().int(), name_zh: z.string(), name_en: z.string() }),
  redemption: checkinRedemption.nullable(),
});
export type CheckinCodeAnswer = z.infer<typeof checkinCodeAnswer>;

export const writeOffRow = z.object({
  claim_id: z.number().int(),
  code: z.string(),
  campaign_id: z.number().int(),
  campaign_name_zh: z.string(),
  campaign_name_en: z.string(),
  prize_id: z.number().int(),
  prize_name_zh: z.string(),
  prize_name_en: z.string(),
  visitor_id: z.number().int(),
  visitor_name: z.string(),
  claimed_at: instant,
  redeemed_at: instant,
  staff_id: z.number().int(),
  staff_name: z.string(),
});
export const writeOffPage = pageOf(writeOffRow);
export const writeOffTotals = z.array(
  z.object({ prize_id: z.number().int(), name_zh: z.string(), name_en: z.string(), stock: z.number().int(), claimed: z.number().int(), redeemed: z.number().int() }),
);

// ---- visitor side -------------------------------------------------------------------------------------

export const checkinVisitorAnswer = z.object({ visitor_token: z.string(), nick_name: z.string(), expires_at: instant });
export const checkinProgress = z.object({
  campaign: z.object({ id: z.number().int(), name: z.string(), rules: z.string(), starts_at: instant, ends_at: instant, state: z.enum(CHECKIN_STATES) }),
  done: z.number().int().describe('distinct points checked in'),
  required: z.number().int(),
  total_points: z.number().int(),
  points_done: z.array(z.number().int()),
  prizes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      image: z.string(),
      tier: z.number().int(),
      eligible: z.boolean().describe('enough check-ins for this prize'),
      mine: z.number().int().describe('codes this visitor holds for it'),
      per_visitor_cap: z.number().int(),
      remaining: z.number().int().describe('stock not yet claimed'),
    }),
  ),
});
export type CheckinProgress = z.infer<typeof checkinProgress>;
export const checkinScanAnswer = z.object({
  already: z.boolean().describe('true: this point was checked in before; nothing was counted again'),
  point: z.object({ id: z.number().int(), name: z.string() }),
  progress: checkinProgress,
});
export const checkinClaimAnswer = z.object({
  code: z.string(),
  qr_png: z.string().describe('data:image/png;base64 URL of the code'),
  claimed_at: instant,
  prize: z.object({ id: z.number().int(), name: z.string() }),
  campaign_id: z.number().int(),
});
export const checkinClaimList = z.array(checkinClaimAnswer.extend({ redeemed_at: instant.nullable() }));
