import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  MINIPROG_AD_POSITIONS,
  MINIPROG_BADGE_POSITIONS,
  MINIPROG_FEATURED_KINDS,
  MINIPROG_HOME_BLOCKS,
  MINIPROG_HOME_SECTIONS,
  MINIPROG_LINK_TYPES,
  MINIPROG_PAGES,
  MINIPROG_POPUP_AUDIENCES,
  MINIPROG_TERMS_KINDS,
} from '@fair/shared/contracts/miniprog';
import { contentStatusEnum } from './content-state';
import { adOpenModeEnum } from './enums';
import { exhibitors } from './exhibitors';
import { products } from './products';

export const miniprogHomeBlockEnum = pgEnum('miniprog_home_block', MINIPROG_HOME_BLOCKS);
export const miniprogHomeSectionEnum = pgEnum('miniprog_home_section', MINIPROG_HOME_SECTIONS);
export const miniprogFeaturedKindEnum = pgEnum('miniprog_featured_kind', MINIPROG_FEATURED_KINDS);
export const miniprogLinkTypeEnum = pgEnum('miniprog_link_type', MINIPROG_LINK_TYPES);
export const miniprogPageEnum = pgEnum('miniprog_page', MINIPROG_PAGES);
export const miniprogPopupAudienceEnum = pgEnum('miniprog_popup_audience', MINIPROG_POPUP_AUDIENCES);
export const miniprogTermsKindEnum = pgEnum('miniprog_terms_kind', MINIPROG_TERMS_KINDS);
export const miniprogAdPositionEnum = pgEnum('miniprog_ad_position', MINIPROG_AD_POSITIONS);
export const miniprogBadgePositionEnum = pgEnum('miniprog_badge_position', MINIPROG_BADGE_POSITIONS);

const stamps = () => ({
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
/** Shown from starts_at (inclusive) until ends_at (exclusive); null ends are open. */
const schedule = () => ({
  starts_at: timestamp({ withTimezone: true }),
  ends_at: timestamp({ withTimezone: true }),
});

/** Mini-programme home: banner carousel items and quick-entry icons, each block in its own order. */
export const miniprogHomeItems = pgTable(
  'miniprog_home_items',
  {
    id: serial().primaryKey(),
    block: miniprogHomeBlockEnum().notNull(),
    image: text().notNull(),
    title_zh: text().notNull(),
    title_en: text().notNull(),
    link_type: miniprogLinkTypeEnum().notNull().default('none'),
    link: text().notNull().default(''),
    sort: integer().notNull(),
    status: contentStatusEnum().notNull().default('draft'),
    ...schedule(),
    ...stamps(),
  },
  (t) => [index('miniprog_home_items_block_idx').on(t.block, t.sort)],
);

/**
 * The order of the home's blocks, one row per block. Rows are added on first use (a block missing here
 * shows after the stored ones, in MINIPROG_HOME_SECTIONS order), so a new block needs no data migration.
 */
export const miniprogHomeSections = pgTable('miniprog_home_sections', {
  id: serial().primaryKey(),
  block: miniprogHomeSectionEnum().notNull().unique(),
  sort: integer().notNull(),
  ...stamps(),
});

/** The fair's own concurrent activities (not an exhibitor's booth activities). */
export const miniprogActivities = pgTable(
  'miniprog_activities',
  {
    id: serial().primaryKey(),
    title_zh: text().notNull(),
    title_en: text().notNull(),
    image: text().notNull().default(''),
    starts_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }),
    place_zh: text().notNull().default(''),
    place_en: text().notNull().default(''),
    /** sanitised HTML */
    content_zh: text().notNull(),
    content_en: text().notNull(),
    sort: integer().notNull(),
    status: contentStatusEnum().notNull().default('draft'),
    hidden: boolean().notNull().default(false),
    ...stamps(),
  },
  (t) => [index('miniprog_activities_sort_idx').on(t.sort)],
);

/**
 * What the mini-programme features, per kind, in order: one exhibitor, product or concurrent activity per
 * row (the one column of its kind is set). Deleting the source deletes the entry; hiding it touches only this row.
 */
export const miniprogFeatured = pgTable(
  'miniprog_featured',
  {
    id: serial().primaryKey(),
    kind: miniprogFeaturedKindEnum().notNull(),
    exhibitor_id: integer().references(() => exhibitors.id, { onDelete: 'cascade' }),
    product_id: integer().references(() => products.id, { onDelete: 'cascade' }),
    activity_id: integer().references(() => miniprogActivities.id, { onDelete: 'cascade' }),
    sort: integer().notNull(),
    status: contentStatusEnum().notNull().default('draft'),
    hidden: boolean().notNull().default(false),
    ...schedule(),
    ...stamps(),
  },
  (t) => [
    index('miniprog_featured_kind_idx').on(t.kind, t.sort),
    uniqueIndex('miniprog_featured_exhibitor_idx').on(t.exhibitor_id).where(sql`${t.kind} = 'exhibitor'`),
    uniqueIndex('miniprog_featured_product_idx').on(t.product_id).where(sql`${t.kind} = 'product'`),
    uniqueIndex('miniprog_featured_activity_idx').on(t.activity_id).where(sql`${t.kind} = 'activity'`),
    check(
      'miniprog_featured_one_source',
      sql`(${t.kind} = 'exhibitor' and ${t.exhibitor_id} is not null and ${t.product_id} is null and ${t.activity_id} is null)
       or (${t.kind} = 'product' and ${t.product_id} is not null and ${t.exhibitor_id} is null and ${t.activity_id} is null)
       or (${t.kind} = 'activity' and ${t.activity_id} is not null and ${t.exhibitor_id} is null and ${t.product_id} is null)`,
    ),
  ],
);

export const miniprogPopups = pgTable(
  'miniprog_popups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    image: text().notNull(),
    link_type: miniprogLinkTypeEnum().notNull().default('none'),
    link: text().notNull().default(''),
    audience: miniprogPopupAudienceEnum().notNull().default('every_visit'),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull(),
    ...schedule(),
    ...stamps(),
  },
  (t) => [index('miniprog_popups_sort_idx').on(t.sort)],
);

/**
 * Terms (user notice, privacy) as numbered versions per kind. Published versions stay readable and are
 * never edited; exactly one published version per kind is current (the partial unique index).
 */
export const miniprogTerms = pgTable(
  'miniprog_terms',
  {
    id: serial().primaryKey(),
    kind: miniprogTermsKindEnum().notNull(),
    version: integer().notNull(),
    title_zh: text().notNull(),
    title_en: text().notNull(),
    content_zh: text().notNull(),
    content_en: text().notNull(),
    status: contentStatusEnum().notNull().default('draft'),
    is_current: boolean().notNull().default(false),
    published_at: timestamp({ withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('miniprog_terms_version_idx').on(t.kind, t.version),
    uniqueIndex('miniprog_terms_current_idx').on(t.kind).where(sql`${t.is_current}`),
  ],
);

/** Mini-programme ads (SPEC §3 Ad, §5 rules), apart from the organizer's portal ads. */
export const miniprogAds = pgTable(
  'miniprog_ads',
  {
    id: serial().primaryKey(),
    image: text().notNull(),
    position: miniprogAdPositionEnum().notNull().default('top'),
    page: miniprogPageEnum().notNull().default('home'),
    open_mode: adOpenModeEnum().notNull().default('link'),
    target_url: text().notNull(),
    click_count: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull(),
    ...stamps(),
  },
  (t) => [index('miniprog_ads_sort_idx').on(t.sort)],
);

/**
 * Who clicked an ad in which hour: one row per ad, visitor and hour makes the ad's click_count count a
 * visitor once an hour, across every server process (the key decides, ON CONFLICT DO NOTHING). The
 * visitor is a keyed SHA-256 of the source address, ad and hour, never the address: nothing personal is
 * kept, and one visitor's rows cannot be linked across ads or hours. Past hours are deleted as new ones come.
 */
export const miniprogAdClicks = pgTable(
  'miniprog_ad_clicks',
  {
    ad_id: integer()
      .notNull()
      .references(() => miniprogAds.id, { onDelete: 'cascade' }),
    visitor: text().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ad_id, t.hour, t.visitor] })],
);

/** Floating badges: an icon pinned to a corner of a mini-programme page. */
export const miniprogBadges = pgTable(
  'miniprog_badges',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    icon: text().notNull(),
    link_type: miniprogLinkTypeEnum().notNull().default('none'),
    link: text().notNull().default(''),
    page: miniprogPageEnum().notNull().default('home'),
    position: miniprogBadgePositionEnum().notNull().default('right_bottom'),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull(),
    ...schedule(),
    ...stamps(),
  },
  (t) => [index('miniprog_badges_sort_idx').on(t.sort)],
);
