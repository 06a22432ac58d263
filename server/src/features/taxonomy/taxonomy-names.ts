import { type SQL, and, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { NAME_INDEXES, applicationAreas, nameKey, productCategories, productProperties } from '../../db/schema/reference';
import { AppError } from '../../lib/http/app-error';
import { isUniqueViolation } from '../../lib/db/pg-errors';

type NamedTable = typeof productCategories | typeof applicationAreas | typeof productProperties;
type NameField = 'name_zh' | 'name_en';
const NAME_FIELDS: readonly NameField[] = ['name_zh', 'name_en'];

/** SPEC §5 已存在相同的标签。 on each refused field. */
const namesTaken = (fields: NameField[]) => new AppError(422, 'errors.validation', undefined, { errors: fields.map((field) => ({ field, messageKey: 'taxonomy.nameTaken' })) });

/**
 * Refuses names another row of the group holds, compared as the unique indexes compare them; `group` narrows
 * the rows (a category's siblings), `others` leaves the renamed row out. Both fields are named at once.
 */
export async function refuseTakenNames(tx: Tx, table: NamedTable, values: Record<NameField, string>, where: (SQL | undefined)[]): Promise<void> {
  const taken: NameField[] = [];
  for (const field of NAME_FIELDS) {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(sql`${nameKey(table[field])} = ${nameKey(sql`${values[field]}::text`)}`, ...where))
      .limit(1);
    if (row) taken.push(field);
  }
  if (taken.length) throw namesTaken(taken);
}

/**
 * Runs a save whose check of the names can be overtaken by a parallel save (the check saw neither): the
 * table's unique index refuses the later one, answered like the check would have.
 */
export async function withUniqueNames<T>(tableName: keyof typeof NAME_INDEXES, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const field = NAME_FIELDS.find((name) => isUniqueViolation(error, NAME_INDEXES[tableName][name]));
    if (field) throw namesTaken([field]);
    throw error;
  }
}
