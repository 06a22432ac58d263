import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ContentKind, ContentStatus } from '@fair/shared/contracts/content';
import type { PowerKey } from '@fair/shared/access/role-keys';
import type { Database } from '../../db/client';
import type { MessageKey } from '../../lib/i18n/translate';
import type { FieldProblem } from '../../lib/http/validation-errors';
import type { StatePatch } from './content-state';
import type { ContentRow, ContentTable, ListColumns } from './content-store';

/** What a content form carries besides its own fields (SPEC §4 state input). */
export interface ContentForm {
  id?: number;
  status: ContentStatus;
  pinned?: boolean;
}

/**
 * One kind of exhibitor content (product, news, activity): its table and form, and the few things that
 * differ between kinds. The list/info/save/state/delete routes are the same for all (content-routes.ts).
 */
export interface ContentDefinition<T extends ContentTable, Form extends ContentForm, Extra extends Record<string, unknown> = Record<never, never>> {
  kind: ContentKind;
  tag: string;
  powerKey: PowerKey;
  table: T;
  /** columns the list keyword searches */
  searchColumns: PgColumn[];
  notFoundKey: MessageKey;
  formSchema: z.ZodType<Form>;
  itemSchema: z.ZodType;
  listItemSchema: z.ZodType;
  toItems(db: Database, rows: ContentRow<T>[]): Promise<z.infer<this['itemSchema']>[]>;
  /** columns the list selects with each row besides the table's, so a page needs no further query */
  listColumns: ListColumns<Extra>;
  toListItems(db: Database, rows: (ContentRow<T> & Extra)[]): Promise<z.infer<this['listItemSchema']>[]>;
  /** problems the schema cannot see (foreign uploads, unknown ids) */
  referenceProblems?(db: Database, exhibitorId: number, form: Form, current: ContentRow<T> | undefined): Promise<FieldProblem[]>;
  /** writes the item's fields (with `state`) and its link rows inside the save transaction; returns its id */
  write(tx: Database, exhibitorId: number, form: Form, state: StatePatch, currentId: number | undefined): Promise<number>;
}
