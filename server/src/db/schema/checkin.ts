import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';
import { exhibitors } from './exhibitors';

const stamps = () => ({
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A check-in prize campaign: running from starts_at (inclusive) to ends_at (exclusive) while enabled. */
export const checkinCampaigns = pgTable(
  'checkin_campaigns',
  {
    id: serial().primaryKey(),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    rules_zh: text().notNull().default(''),
    rules_en: text().notNull().default(''),
    starts_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    enabled: boolean().notNull().default(false),
    /** distinct points a visitor must check in before any prize */
    required_points: integer().notNull(),
    ...stamps(),
  },
  (t) => [index('checkin_campaigns_starts_idx').on(t.starts_at, t.id), check('checkin_campaigns_window', sql`${t.ends_at} > ${t.starts_at}`)],
);

export const checkinPoints = pgTable(
  'checkin_points',
  {
    id: serial().primaryKey(),
    campaign_id: integer()
      .notNull()
      .references(() => checkinCampaigns.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    hall: text().notNull().default(''),
    booth: text().notNull().default(''),
    exhibitor_id: integer().references(() => exhibitors.id, { onDelete: 'set null' }),
    sort: integer().notNull(),
  },
  (t) => [index('checkin_points_campaign_idx').on(t.campaign_id, t.sort)],
);

/** `claimed` is counted under the prize's row lock, so it never passes `stock` (the check says so too). */
export const checkinPrizes = pgTable(
  'checkin_prizes',
  {
    id: serial().primaryKey(),
    campaign_id: integer()
      .notNull()
      .references(() => checkinCampaigns.id, { onDelete: 'cascade' }),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    image: text().notNull(),
    stock: integer().notNull(),
    per_visitor_cap: integer().notNull().default(1),
    tier: integer().notNull(),
    claimed: integer().notNull().default(0),
    sort: integer().notNull(),
  },
  (t) => [index('checkin_prizes_campaign_idx').on(t.campaign_id, t.sort), check('checkin_prizes_claimed', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.stock}`)],
);

/** A visitor as an identity provider knows it (the platform's user id), never an id the client chose. */
export const checkinVisitors = pgTable(
  'checkin_visitors',
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    subject: text().notNull(),
    nick_name: text().notNull().default(''),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkin_visitors_subject_idx').on(t.provider, t.subject)],
);

/** One row per visitor and point: the key makes a repeated or parallel scan count once. */
export const checkinCheckins = pgTable(
  'checkin_checkins',
  {
    visitor_id: integer()
      .notNull()
      .references(() => checkinVisitors.id, { onDelete: 'cascade' }),
    point_id: integer()
      .notNull()
      .references(() => checkinPoints.id),
    /** the point's campaign, copied for the progress and participant counts; no foreign key: every scan would
     * take a key-share lock on the one campaign row, and the point's key already ties the row to it */
    campaign_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitor_id, t.point_id] }), index('checkin_checkins_campaign_visitor_idx').on(t.campaign_id, t.visitor_id)],
);

/** A claimed prize and its redemption code (unique, random). */
export const checkinClaims = pgTable(
  'checkin_claims',
  {
    id: serial().primaryKey(),
    campaign_id: integer()
      .notNull()
      .references(() => checkinCampaigns.id),
    prize_id: integer()
      .notNull()
      .references(() => checkinPrizes.id),
    visitor_id: integer()
      .notNull()
      .references(() => checkinVisitors.id),
    code: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkin_claims_code_idx').on(t.code), index('checkin_claims_prize_visitor_idx').on(t.prize_id, t.visitor_id), index('checkin_claims_visitor_idx').on(t.visitor_id, t.id)],
);

/** The write-off of a claim: its key lets one redemption through, whoever tries in parallel. */
export const checkinRedemptions = pgTable(
  'checkin_redemptions',
  {
    claim_id: integer()
      .primaryKey()
      .references(() => checkinClaims.id),
    /** null once that staff account is deleted; staff_name keeps who it was */
    redeemed_by: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    staff_name: text().notNull(),
    redeemed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkin_redemptions_at_idx').on(t.redeemed_at, t.claim_id)],
);
