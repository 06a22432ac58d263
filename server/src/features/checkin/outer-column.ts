import { type SQL, sql } from 'drizzle-orm';

/**
 * A column of the outer query, qualified, for a correlated subquery: drizzle writes a select's own columns
 * without their table, so inside a subquery over another table `id` would name that table's id.
 */
export const outer = (table: string, column: string): SQL => sql.raw(`"${table}"."${column}"`);
