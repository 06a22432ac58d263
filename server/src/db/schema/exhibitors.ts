import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { approvalStatusEnum, exhibitorTypeEnum, sendStatusEnum } from './enums';
import { applicationAreas, countries, halls, productCategories } from './reference';

/**
 * A booth number as the venue reads it: full-width forms folded (NFKC), white space dropped, case ignored,
 * so "3h-c08 " and "３Ｈ－Ｃ０８" are booth 3H-C08. The unique index and the holder look-up share it.
 */
export const boothKey = (booth: AnyPgColumn | SQL) => sql`upper(regexp_replace(normalize(${booth}, NFKC), '[[:space:]]+', '', 'g'))`;

/** The unique index of booths: its violation is the "booth taken" field error. */
export const BOOTH_INDEX = 'exhibitors_hall_booth_idx';

/** SPEC §3 Exhibitor: the company profile; is_edit turns true once the exhibitor has saved it. */
export const exhibitors = pgTable(
  'exhibitors',
  {
    id: serial().primaryKey(),
    name_zh_cn: text().notNull(),
    name_en: text().notNull().default(''),
    logo: text(),
    country: varchar({ length: 2 }).references(() => countries.code),
    hall_id: integer().references(() => halls.id, { onDelete: 'set null' }),
    booth: text(),
    /** square metres */
    booth_area: numeric({ precision: 10, scale: 2, mode: 'number' }),
    intro_zh: text().notNull().default(''),
    intro_en: text().notNull().default(''),
    website: text(),
    qr_code: text(),
    email: text(),
    /** company phone: national digits (SPEC §5, at most 15) and the territory they belong to (+1 is US or Canada) */
    phone: varchar({ length: 15 }),
    /** iso2 of the phone-country list, lower case */
    phone_country: varchar({ length: 2 }),
    join_year: integer(),
    /** the company's exhibitor types (SPEC §1), in the enum's order; the one source for every screen and export */
    exhibitor_types: exhibitorTypeEnum().array().notNull().default([]),
    is_edit: boolean().notNull().default(false),
    /**
     * The profile completion percentage (profileCompletion of @fair/shared), kept by the database itself:
     * triggers recompute it on every change of the profile, its category and area links and its published
     * content, whoever writes (see the migration fair_completion). Read-only for the application.
     */
    completion: smallint().notNull().default(0),
    /** the company's published products, kept by the same triggers: the public lists' totals add these up */
    products_published: integer().notNull().default(0),
    /**
     * The public sees the company (catalogue, sitemap, mini-programme): its profile saved and its main account
     * not banned. Kept by the same triggers and by the accounts' (migration 0019); read-only for the application.
     */
    listed: boolean().notNull().default(false),
    /**
     * The company's news items and activities as the organizer's content review lists them (migration 0028):
     * how many, how many published, the last upload. Kept by statement triggers on news and activities,
     * whoever writes; read-only for the application.
     */
    news_count: integer().notNull().default(0),
    news_published: integer().notNull().default(0),
    news_last_uploaded_at: timestamp({ withTimezone: true }),
    activities_count: integer().notNull().default(0),
    activities_published: integer().notNull().default(0),
    activities_last_uploaded_at: timestamp({ withTimezone: true }),
    /** the names' characters and character pairs (migration 0015): what keyword search finds through its index */
    search_grams: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`fair_grams(name_zh_cn || ' ' || name_en)`),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exhibitors_types_idx').using('gin', t.exhibitor_types),
    index('exhibitors_completion_idx').on(t.completion, t.id),
    index('exhibitors_search_idx').using('gin', t.search_grams),
    // the organizer lists' sortable columns, each with the id that breaks ties
    ...(['name_zh_cn', 'name_en', 'country', 'booth', 'booth_area', 'join_year', 'updated_at'] as const).map((column) => index(`exhibitors_${column}_sort_idx`).on(t[column], t.id)),
    index('exhibitors_hall_idx').on(t.hall_id),
    // the content review's exhibitor lists (news, activities): last upload first (either way, companies without
    // any last), or by count, each with the id that breaks ties
    ...(['news', 'activities'] as const).flatMap((kind) => [
      index(`exhibitors_${kind}_last_uploaded_idx`).on(t[`${kind}_last_uploaded_at`].desc().nullsLast(), t.id.desc().nullsFirst()),
      index(`exhibitors_${kind}_first_uploaded_idx`).on(t[`${kind}_last_uploaded_at`].asc().nullsLast(), t.id.asc()),
      index(`exhibitors_${kind}_count_idx`).on(t[`${kind}_count`], t.id),
    ]),
    // the public directory: listed companies in booth order, counted from the index alone
    index('exhibitors_directory_idx').on(t.hall_id, t.booth, t.id).where(sql`${t.listed}`),
    // the public product list's total: the listed companies' stored counts, read from the index alone
    index('exhibitors_listed_products_idx').on(t.id, t.products_published).where(sql`${t.listed}`),
    // a booth (hall + booth number) belongs to one exhibitor; the index settles two saves racing past the check
    uniqueIndex(BOOTH_INDEX).on(t.hall_id, boothKey(t.booth)).where(sql`${t.hall_id} is not null and ${t.booth} is not null`),
  ],
);

export const exhibitorCategories = pgTable(
  'exhibitor_categories',
  {
    exhibitor_id: integer().notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
    category_id: integer().notNull().references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exhibitor_id, t.category_id] })],
);

export const exhibitorApplicationAreas = pgTable(
  'exhibitor_application_areas',
  {
    exhibitor_id: integer().notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
    application_area_id: integer().notNull().references(() => applicationAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exhibitor_id, t.application_area_id] })],
);

/**
 * SPEC §3 Exhibitor account: the e-mail is the login. A sub-account (is_child_user) belongs to the same
 * exhibitor and may only do what its team_auth power keys allow (SPEC §6).
 */
export const exhibitorAccounts = pgTable(
  'exhibitor_accounts',
  {
    id: serial().primaryKey(),
    exhibitor_id: integer().notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
    /** stored lower-cased and trimmed; null only for an account registered by phone */
    email: text(),
    /** mobile for verification-code login (SPEC §5: digits only, at most 15); unique so a code names one account */
    phone: varchar({ length: 15 }),
    password_hash: text().notNull(),
    nick_name: text().notNull().default(''),
    avatar: text(),
    send_status: sendStatusEnum().notNull().default('not_sent'),
    /** the last delivery failure of the credential e-mail, as the organizer reads it */
    send_error: text(),
    sent_at: timestamp({ withTimezone: true }),
    /** pending accounts (self-registered) cannot log in until approved */
    approval_status: approvalStatusEnum().notNull().default('approved'),
    reject_reason: text(),
    is_child_user: boolean().notNull().default(false),
    sys_api_token: text().notNull(),
    wa_channels: text().array().notNull().default([]),
    banned: boolean().notNull().default(false),
    last_login_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** the e-mail's characters and character pairs (see exhibitors.search_grams): the account list's search */
    search_grams: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`fair_grams(coalesce(email, ''))`),
  },
  (t) => [
    uniqueIndex('exhibitor_accounts_email_idx').on(t.email),
    index('exhibitor_accounts_search_idx').using('gin', t.search_grams),
    index('exhibitor_accounts_send_status_sort_idx').on(t.send_status, t.id),
    uniqueIndex('exhibitor_accounts_phone_idx').on(t.phone),
    index('exhibitor_accounts_exhibitor_idx').on(t.exhibitor_id),
    index('exhibitor_accounts_created_idx').on(t.created_at),
    // the registration review: one approval state, newest first, and its counts from the index alone
    index('exhibitor_accounts_approval_idx').on(t.approval_status, t.created_at, t.id),
  ],
);

/**
 * One-time set-password links of credential e-mails: only the SHA-256 of the token is kept; a link is
 * spent on use (used_at) and expires after 72 h.
 */
export const passwordSetTokens = pgTable(
  'password_set_tokens',
  {
    id: serial().primaryKey(),
    account_id: integer().notNull().references(() => exhibitorAccounts.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('password_set_tokens_hash_idx').on(t.token_hash), index('password_set_tokens_account_idx').on(t.account_id)],
);

/** team_auth of a sub-account: one row per power key (shared/src/access/role-keys.ts POWER_KEYS). */
export const accountPowers = pgTable(
  'account_powers',
  {
    account_id: integer().notNull().references(() => exhibitorAccounts.id, { onDelete: 'cascade' }),
    power_key: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.power_key] })],
);
