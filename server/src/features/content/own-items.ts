import type { Database } from '../../db/client';
import { AppError } from '../../lib/http/app-error';
import type { ContentDefinition, ContentForm } from './content-definition';
import { stateAfterSave } from './content-state';
import { type ContentTable, findOwn } from './content-store';

/** One own item as the kind answers it; another exhibitor's id answers 404 like a missing one. */
export async function ownItem<T extends ContentTable, Form extends ContentForm, Extra extends Record<string, unknown>>(db: Database, definition: ContentDefinition<T, Form, Extra>, exhibitorId: number, id: number) {
  const row = await findOwn(db, definition.table, exhibitorId, id);
  if (!row) throw new AppError(404, definition.notFoundKey);
  const [item] = await definition.toItems(db, [row]);
  return item;
}

/** Creates (no id) or updates an own item in one transaction, after the kind's reference checks; answers its id. */
export async function saveOwnItem<T extends ContentTable, Form extends ContentForm, Extra extends Record<string, unknown>>(db: Database, definition: ContentDefinition<T, Form, Extra>, exhibitorId: number, form: Form): Promise<number> {
  const current = form.id === undefined ? undefined : await findOwn(db, definition.table, exhibitorId, form.id);
  if (form.id !== undefined && !current) throw new AppError(404, definition.notFoundKey);
  const problems = (await definition.referenceProblems?.(db, exhibitorId, form, current)) ?? [];
  if (problems.length) throw new AppError(422, 'errors.validation', undefined, { errors: problems });
  const state = stateAfterSave(current, form, new Date());
  return db.transaction((tx) => definition.write(tx as unknown as Database, exhibitorId, form, state, current?.id));
}
