import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adOpenModeEnum, principalKindEnum } from './enums';
import { exhibitors } from './exhibitors';

/** Messages to exhibitors (SPEC §3): bilingual title and sanitised HTML content. */
export const messages = pgTable('messages', {
  id: serial().primaryKey(),
  title_zh: text().notNull(),
  title_en: text().notNull().default(''),
  content_zh: text().notNull().default(''),
  content_en: text().notNull().default(''),
  pub_date: timestamp({ withTimezone: true }).notNull().defaultNow(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row per message and receiving exhibitor: its read state; deleting removes only this row. */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    message_id: integer().notNull().references(() => messages.id, { onDelete: 'cascade' }),
    exhibitor_id: integer().notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
    read_at: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.message_id, t.exhibitor_id] }), index('message_receipts_exhibitor_idx').on(t.exhibitor_id, t.read_at)],
);

/** Uploaded files: the storage key is chosen by the server, never taken from the client. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial().primaryKey(),
    owner_kind: principalKindEnum().notNull(),
    owner_id: integer().notNull(),
    storage_key: text().notNull(),
    original_name: text().notNull().default(''),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploaded_files_key_idx').on(t.storage_key), index('uploaded_files_owner_idx').on(t.owner_kind, t.owner_id)],
);

/** GET /api/user/variable/list: global variables (no owner) and a principal's own. */
export const userVariables = pgTable(
  'user_variables',
  {
    id: serial().primaryKey(),
    owner_kind: principalKindEnum(),
    owner_id: integer(),
    name: text().notNull(),
    value: jsonb().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_variables_owner_idx').on(t.owner_kind, t.owner_id)],
);

/** Translation overrides served by GET /api/i18n/resource-locale; locale stored as zh-cn / en-us. */
export const i18nResources = pgTable(
  'i18n_resources',
  {
    id: serial().primaryKey(),
    app_id: text().notNull(),
    locale: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('i18n_resources_app_locale_key_idx').on(t.app_id, t.locale, t.key)],
);

/** SPEC §3 Ad. */
export const ads = pgTable('ads', {
  id: serial().primaryKey(),
  image: text().notNull(),
  position: text().notNull().default(''),
  page: text().notNull().default(''),
  open_mode: adOpenModeEnum().notNull().default('link'),
  target_url: text().notNull().default(''),
  click_count: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('ads_sort_idx').on(t.sort, t.id)]);

/**
 * Who opened a portal ad in which hour (as miniprog_ad_clicks for the mini-programme's ads): one row per ad,
 * keyed visitor digest and hour, so click_count counts a visitor once an hour across every server process.
 */
export const adClicks = pgTable(
  'ad_clicks',
  {
    ad_id: integer()
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    visitor: text().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ad_id, t.hour, t.visitor] })],
);

/** Single-value settings by key: the fair, the poster template, the banner. */
export const globalSettings = pgTable('global_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
/** global_settings keys of the poster template and the banners */
export const POSTER_SETTING_KEY = 'poster';
export const BANNER_SETTING_KEY = 'banner';
/** global_settings key of the login pages' editable texts and footer links (/organizer/page-edit) */
export const LOGIN_PAGE_SETTING_KEY = 'login-page';
