import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

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

/** Product categories: at most three levels (SPEC §5), ordered among siblings; children die with the parent. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial().primaryKey(),
    parent_id: integer().references((): AnyPgColumn => productCategories.id, { onDelete: 'cascade' }),
    level: integer().notNull(),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_categories_parent_idx').on(t.parent_id, t.sort),
    check('product_categories_level_check', sql`${t.level} between 1 and 3`),
  ],
);

export const applicationAreas = pgTable('application_areas', {
  id: serial().primaryKey(),
  name_zh: text().notNull(),
  name_en: text().notNull(),
  sort: integer().notNull().default(0),
  ...timestamps,
});

export const productProperties = pgTable('product_properties', {
  id: serial().primaryKey(),
  name_zh: text().notNull(),
  name_en: text().notNull(),
  sort: integer().notNull().default(0),
  ...timestamps,
});
