import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * A taxonomy name as people tell names apart: case, full-width forms and runs of spaces make no other name
 * (migration 0024). The unique indexes below compare it, so two parallel creates of one name cannot both land.
 */
export const nameKey = (name: AnyPgColumn | SQL) => sql`lower(btrim(regexp_replace(normalize(${name}, NFKC), '[[:space:]]+', ' ', 'g')))`;

/** The unique indexes of the taxonomy names, per table and language: a violation names the field it refuses. */
export const NAME_INDEXES = {
  product_categories: { name_zh: 'product_categories_name_zh_idx', name_en: 'product_categories_name_en_idx' },
  application_areas: { name_zh: 'application_areas_name_zh_idx', name_en: 'application_areas_name_en_idx' },
  product_properties: { name_zh: 'product_properties_name_zh_idx', name_en: 'product_properties_name_en_idx' },
} as const;

/** Two-letter codes (incl. AC and XK); names come from the country data package per locale. */
export const countries = pgTable('countries', {
  code: varchar({ length: 2 }).primaryKey(),
  sort: integer().notNull().default(0),
});

/** Hall numbers of the venue (organizer "exhibition-number" screen). */
export const halls = pgTable('halls', {
  id: serial().primaryKey(),
  name_zh: text().notNull(),
  name_en: text().notNull(),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/**
 * Product categories: at most three levels (SPEC §5), ordered among siblings; children die with the parent.
 * Siblings differ in each language's name.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial().primaryKey(),
    parent_id: integer().references((): AnyPgColumn => productCategories.id, { onDelete: 'cascade' }),
    level: integer().notNull(),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    sort: integer().notNull().default(0),
    /** SPEC "template count": products linked to the category or one below it, each once; kept by the links' triggers (migration 0026) */
    product_count: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_categories_parent_idx').on(t.parent_id, t.sort),
    check('product_categories_level_check', sql`${t.level} between 1 and 3`),
    // the first level's parent reads as 0: a null would make every first-level name unique to itself
    uniqueIndex(NAME_INDEXES.product_categories.name_zh).on(sql`coalesce(${t.parent_id}, 0)`, nameKey(t.name_zh)),
    uniqueIndex(NAME_INDEXES.product_categories.name_en).on(sql`coalesce(${t.parent_id}, 0)`, nameKey(t.name_en)),
  ],
);

/** Application areas: each language's name unique. */
export const applicationAreas = pgTable(
  'application_areas',
  {
    id: serial().primaryKey(),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex(NAME_INDEXES.application_areas.name_zh).on(nameKey(t.name_zh)), uniqueIndex(NAME_INDEXES.application_areas.name_en).on(nameKey(t.name_en))],
);

/** Product properties (SPEC §3 product attribute): each language's name unique. */
export const productProperties = pgTable(
  'product_properties',
  {
    id: serial().primaryKey(),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex(NAME_INDEXES.product_properties.name_zh).on(nameKey(t.name_zh)), uniqueIndex(NAME_INDEXES.product_properties.name_en).on(nameKey(t.name_en))],
);
