import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { contentStateColumns, contentStatusEnum } from './content-state';
import { applicationAreas, productCategories, productProperties } from './reference';

// drizzle-kit creates the enum type from the schema's exports
export { contentStatusEnum };

/** SPEC §3 Product (exhibit data) of one exhibitor, with the common content fields. */
export const products = pgTable(
  'products',
  {
    ...contentStateColumns(),
    image: text().notNull(),
    name_zh: text().notNull(),
    name_en: text().notNull(),
    intro_zh: text().notNull(),
    intro_en: text().notNull().default(''),
    /** the names' characters and character pairs (migration 0015): what keyword search finds through its index */
    search_grams: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`fair_grams(name_zh || ' ' || name_en)`),
  },
  (t) => [
    index('products_list_idx').on(t.exhibitor_id, t.pinned, t.pinned_at, t.uploaded_at),
    index('products_search_idx').using('gin', t.search_grams),
    // the public product lists' order (pinned, then newest published), published rows only; migration 0033 adds the
    // company and the names as included columns, which a search's walk tests without reading the table
    index('products_public_order_idx').on(t.pinned.desc().nullsFirst(), t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    // the organizer's exhibit data in its default order (newest upload first): a page is read from the index; migration
    // 0034 adds the company, the state and the names as included columns, which a search's walk tests from the index
    index('products_review_order_idx').on(t.uploaded_at.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

/** Product type categories of a product (multi, any level of the tree). */
export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.category_id] }), index('product_category_links_category_idx').on(t.category_id)],
);

export const productApplicationAreaLinks = pgTable(
  'product_application_area_links',
  {
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    application_area_id: integer()
      .notNull()
      .references(() => applicationAreas.id, { onDelete: 'cascade' }),
  },
  // the area's product count and the cascade of its delete read by area
  (t) => [primaryKey({ columns: [t.product_id, t.application_area_id] }), index('product_application_area_links_area_idx').on(t.application_area_id)],
);

/** Product attributes (SPEC §3 product property) of a product. */
export const productPropertyLinks = pgTable(
  'product_property_links',
  {
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    property_id: integer()
      .notNull()
      .references(() => productProperties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.property_id] }), index('product_property_links_property_idx').on(t.property_id)],
);
