import { type SQL, and, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containing } from './like-pattern';

/**
 * Rows where one of `columns` contains `keyword` (case ignored, % and _ literal), found through the GIN index
 * of `grams`, the fair_grams() column over those same columns: the index narrows the rows to those holding all
 * of the keyword's character pairs, and the exact test runs on those only. Chinese and English alike, two
 * characters and up; one character uses the index too.
 */
export function keywordMatch(grams: AnyPgColumn, columns: AnyPgColumn[], keyword: string): SQL {
  return and(sql`${grams} @> fair_query_grams(${keyword})`, containsKeyword(columns, keyword))!;
}

/** The exact test of keywordMatch alone: for rows already walked in order, where the index would not be used. */
export function containsKeyword(columns: AnyPgColumn[], keyword: string): SQL {
  return or(...columns.map((column) => ilike(column, containing(keyword))))!;
}
