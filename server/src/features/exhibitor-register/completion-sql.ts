import { type SQL, sql } from 'drizzle-orm';
import { CONTENT_COMPLETION_ITEMS, type CompletionItem, PROFILE_COMPLETION_ITEMS } from '@fair/shared/validation/profile-completion';

/**
 * The exhibitor dashboard's completion (`profileCompletion` of @fair/shared) as one SQL expression per
 * company, so the register can filter, sort and page by it in the database. The items and the formula
 * come from the shared module: the record below must name exactly its items (the compiler checks), and
 * a test compares this expression with `profileCompletion` company by company.
 *
 * Written with qualified names by hand: drizzle writes bare column names in a one-table select, and a
 * bare id inside these sub-queries would be the sub-query's own.
 */
// "filled" as JavaScript's trim() sees it: some character other than whitespace, the ideographic space included
const NOT_BLANK = String.raw`[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
const filled = (column: string): SQL => sql.raw(`(coalesce("exhibitors"."${column}", '') ~ '${NOT_BLANK}')`);
const linked = (table: string): SQL => sql.raw(`exists (select 1 from "${table}" as "l" where "l"."exhibitor_id" = "exhibitors"."id")`);
const published = (table: string): SQL =>
  sql.raw(`exists (select 1 from "${table}" as "c" where "c"."exhibitor_id" = "exhibitors"."id" and "c"."status" = 'published')`);

const ITEM_SQL: Record<CompletionItem, SQL> = {
  logo: filled('logo'),
  nameZh: filled('name_zh_cn'),
  nameEn: filled('name_en'),
  country: filled('country'),
  categories: linked('exhibitor_categories'),
  applicationAreas: linked('exhibitor_application_areas'),
  introZh: filled('intro_zh'),
  introEn: filled('intro_en'),
  website: filled('website'),
  qrCode: filled('qr_code'),
  email: filled('email'),
  product: published('products'),
  news: published('news'),
  activity: published('activities'),
};

const ITEMS: readonly CompletionItem[] = [...PROFILE_COMPLETION_ITEMS, ...CONTENT_COMPLETION_ITEMS];

/** 0–100 rounded down, like profileCompletion(profile, published content counts). */
export const completionPercent: SQL<number> = sql<number>`((${sql.join(
  ITEMS.map((item) => sql`(${ITEM_SQL[item]})::int`),
  sql` + `,
)}) * 100 / ${sql.raw(String(ITEMS.length))})`.mapWith(Number);
