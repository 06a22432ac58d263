import { type SQL, and, asc, count, eq, ilike, max, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MiniprogLinkType } from '@fair/shared/contracts/miniprog';
import { type MiniprogFieldProblem, linkProblem, miniprogEnableBody, miniprogIdQuery, miniprogSortBody, miniprogStateBody, miniprogVisibilityBody, scheduleProblem } from '@fair/shared/validation/miniprog';
import type { Database, Tx } from '../../db/client';
import type { RouteAccess } from '../../lib/access/route-access';
import { principalOf } from '../../lib/access/principal-of';
import { recordOperation } from '../../lib/audit/record-operation';
import { conflict, fieldError, notFound } from '../../lib/http/app-error';
import { containing } from '../../lib/db/like-pattern';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import type { MessageKey } from '../../lib/i18n/translate';
import { pageOf as pageSchema } from '../../lib/http/list-schemas';
import { listPage } from '../../lib/db/list-page';

export type Db = Database | Tx;

/** SPEC §6: mini-programme routes carry no role checks, but only mini-programme admins call them. */
export const MINIPROG_ACCESS: RouteAccess = { clientTypes: ['miniprog'] };

/** A table of this area: an id, a display order and an update time. */
export type OrderedTable = PgTable & { id: PgColumn; sort: PgColumn; updated_at: PgColumn };

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
export const dateOrNull = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

/** Case-insensitive "contains" over any of the columns. */
export function keywordWhere(keyword: string | undefined, columns: PgColumn[]): SQL | undefined {
  const text = keyword?.trim();
  return text ? or(...columns.map((column) => ilike(column, containing(text)))) : undefined;
}

export interface Paging {
  page: number;
  page_size: number;
}

/** One page of rows in display order, and the total. */
export async function pageOf<T extends OrderedTable>(db: Database, table: T, where: SQL | undefined, paging: Paging): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const { rows, total } = await listPage(
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(asc(table.sort), asc(table.id))
      .$dynamic(),
    db.select({ total: count() }).from(table as PgTable).where(where),
    paging,
  );
  return { rows: rows as T['$inferSelect'][], total };
}

export async function findRow<T extends OrderedTable>(db: Db, table: T, id: number, forUpdate = false): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}

export async function requireRow<T extends OrderedTable>(db: Db, table: T, id: number, key: MessageKey = 'miniprog.notFound', forUpdate = false): Promise<T['$inferSelect']> {
  const row = await findRow(db, table, id, forUpdate);
  if (!row) throw notFound(key);
  return row;
}

/** Serialises the writes to one table's order, so two creates never take the same place. */
export async function lockOrder(tx: Tx, table: PgTable & { sort: PgColumn }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fair.miniprog.order.${tableName(table)}`}))`);
}

function tableName(table: PgTable): string {
  return (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
}

/** The place after the last item of the group. */
export async function nextSort(tx: Tx, table: OrderedTable, group?: SQL): Promise<number> {
  const [{ last }] = await tx
    .select({ last: max(table.sort) })
    .from(table as PgTable)
    .where(group);
  return (Number(last) || 0) + 1;
}

/**
 * Writes the complete new order of one group as 1…n in one transaction. The ids must be exactly the
 * group's items: a list changed meanwhile (an item added or deleted elsewhere) answers 409, not a half order.
 */
export async function reorder(db: Database, request: FastifyRequest, table: OrderedTable, entity: string, ids: number[], group?: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, table);
    const current = (await tx
      .select({ id: table.id, sort: table.sort })
      .from(table as PgTable)
      .where(group)
      .orderBy(asc(table.sort), asc(table.id))) as { id: number; sort: number }[];
    const known = new Set(current.map((row) => row.id));
    if (current.length !== ids.length || ids.some((id) => !known.has(id))) throw conflict('miniprog.orderStale');
    const sortOf = new Map(current.map((row) => [row.id, row.sort]));
    const now = new Date();
    for (const [index, id] of ids.entries()) {
      if (sortOf.get(id) !== index + 1) await tx.update(table).set({ sort: index + 1, updated_at: now } as never).where(eq(table.id, id));
    }
    await recordOperation(tx, principalOf(request), {
      action: 'sort',
      entity,
      before: { order: current.map((row) => row.id) },
      after: { order: ids },
    });
  });
}

/** Deletes one row and logs it. */
export async function removeRow(db: Database, request: FastifyRequest, table: OrderedTable, entity: string, id: number, guard?: (row: Record<string, unknown>) => void): Promise<void> {
  await db.transaction(async (tx) => {
    const row = (await requireRow(tx, table, id, 'miniprog.notFound', true)) as Record<string, unknown>;
    guard?.(row);
    await tx.delete(table).where(eq(table.id, id));
    await recordOperation(tx, principalOf(request), { action: 'delete', entity, entityId: id, before: row });
  });
}

/** Changes a few columns of one row (state, visibility, enabled) and logs before → after. */
export async function updateColumns<T extends OrderedTable>(db: Database, request: FastifyRequest, table: T, entity: string, id: number, values: Record<string, unknown>, action = 'update'): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const before = await requireRow(tx, table, id, 'miniprog.notFound', true);
    const [after] = (await tx
      .update(table)
      .set({ ...values, updated_at: new Date() } as never)
      .where(eq(table.id, id))
      .returning()) as T['$inferSelect'][];
    await recordOperation(tx, principalOf(request), { action, entity, entityId: id, before: before as Record<string, unknown>, after: after as Record<string, unknown> });
    return after;
  });
}

/**
 * Inserts (no id, last of its group) or updates one row, logs it, and returns the stored row. An update for
 * which `movesGroup` says the row changes group (a home item moved to the other block) goes last there too.
 */
export async function saveRow<T extends OrderedTable>(
  db: Database,
  request: FastifyRequest,
  table: T,
  entity: string,
  id: number | undefined,
  values: Record<string, unknown>,
  group?: SQL,
  check?: (tx: Tx, before: T['$inferSelect'] | undefined) => Promise<void>,
  movesGroup?: (before: T['$inferSelect']) => boolean,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    if (id === undefined) {
      await lockOrder(tx, table);
      await check?.(tx, undefined);
      const [row] = (await tx
        .insert(table)
        .values({ ...values, sort: await nextSort(tx, table, group) } as never)
        .returning()) as T['$inferSelect'][];
      await recordOperation(tx, principalOf(request), { action: 'create', entity, entityId: (row as { id: number }).id, after: row as Record<string, unknown> });
      return row;
    }
    const before = await requireRow(tx, table, id, 'miniprog.notFound', true);
    await check?.(tx, before);
    let sort: { sort: number } | undefined;
    if (movesGroup?.(before)) {
      await lockOrder(tx, table);
      sort = { sort: await nextSort(tx, table, group) };
    }
    const [row] = (await tx
      .update(table)
      .set({ ...values, ...sort, updated_at: new Date() } as never)
      .where(eq(table.id, id))
      .returning()) as T['$inferSelect'][];
    await recordOperation(tx, principalOf(request), { action: 'update', entity, entityId: id, before: before as Record<string, unknown>, after: row as Record<string, unknown> });
    return row;
  });
}

const SERVER_KEYS: Record<string, MessageKey> = {
  'common:validation.adLinkRequired': 'validation.required',
  'common:validation.linkProtocol': 'validation.invalidUrl',
  'miniprog:validation.pageLink': 'miniprog.pageLink',
  'miniprog:validation.endBeforeStart': 'miniprog.endBeforeStart',
};

/** The cross-field rules of the shared forms (schedule order, link target) as the 422 of that field. */
export function assertNoProblem(...problems: (MiniprogFieldProblem | null)[]): void {
  const problem = problems.find((found) => found !== null);
  if (problem) throw fieldError(problem.field, SERVER_KEYS[problem.message] ?? 'validation.invalid');
}

/** The checked target and schedule of a form with both (home item, popup, badge): a link only where its type has one. */
export function linkAndSchedule(form: { link_type: MiniprogLinkType; link: string; starts_at?: string | null; ends_at?: string | null }) {
  assertNoProblem(linkProblem(form), scheduleProblem(form));
  return { link_type: form.link_type, link: form.link_type === 'none' ? '' : form.link, starts_at: dateOrNull(form.starts_at), ends_at: dateOrNull(form.ends_at) };
}

/** The named fields of a valid form, stored as they are. */
export const fieldsOf = <F extends object, K extends keyof F>(form: F, keys: readonly K[]): Pick<F, K> => Object.fromEntries(keys.map((key) => [key, form[key]])) as Pick<F, K>;

/** The list filter of a table with an enabled switch and a name: enabled or not, and a search by name. */
export const enabledNameWhere =
  (table: { enabled: PgColumn; name: PgColumn }) =>
  ({ enabled, keyword }: { enabled?: boolean; keyword?: string }): SQL | undefined =>
    and(enabled === undefined ? undefined : eq(table.enabled, enabled), keywordWhere(keyword, [table.name]));

/** After a committed change: the public API's answers of every process go stale. */
export async function published(app: FastifyInstance): Promise<void> {
  await app.changes.announce('miniprog', 'all');
}

/** A list action that changes a column or two of one row (enable, publish, hide) and logs what it did. */
export interface RowSwitch<B extends { id: number } = { id: number }> {
  path: string;
  summary: string;
  body: z.ZodType<B>;
  change(body: B): { values: Record<string, unknown>; action: string };
}

export const enableSwitch = (path: string, summary: string): RowSwitch<z.infer<typeof miniprogEnableBody>> => ({
  path,
  summary,
  body: miniprogEnableBody,
  change: ({ enabled }) => ({ values: { enabled }, action: enabled ? 'enable' : 'disable' }),
});

export const stateSwitch = (path: string, summary: string): RowSwitch<z.infer<typeof miniprogStateBody>> => ({
  path,
  summary,
  body: miniprogStateBody,
  change: ({ action }) => ({ values: { status: action === 'publish' ? 'published' : 'draft' }, action }),
});

export const visibilitySwitch = (path: string, summary: string): RowSwitch<z.infer<typeof miniprogVisibilityBody>> => ({
  path,
  summary,
  body: miniprogVisibilityBody,
  change: ({ hidden }) => ({ values: { hidden }, action: hidden ? 'hide' : 'show' }),
});

type SortBody = { ids: number[] };

export interface OrderedRoutesConfig<T extends OrderedTable, Q, F extends { id?: number }, S extends SortBody> {
  table: T;
  /** the operation log's entity name */
  entity: string;
  paths: { list: string; info: string; save: string; sort: string; delete: string };
  /** the OpenAPI summary of each route */
  summaries: { list: string; info: string; save: string; sort: string; delete: string };
  item: z.ZodType;
  itemOf(row: T['$inferSelect'], now: Date): unknown;
  listQuery: z.ZodType<Q & { page: number; page_size: number }>;
  where(query: Q): SQL | undefined;
  form: z.ZodType<F>;
  /** the stored columns of a valid form; cross-field rules throw their 422 here (see assertNoProblem) */
  valuesOf(form: F): Record<string, unknown>;
  /** rows ordered within a group (a home block): a new row, or one moved to another group, goes last there */
  placement?(form: F): { group: SQL; moves(before: T['$inferSelect']): boolean };
  sorting?: { body: z.ZodType<S>; group(body: S): SQL };
  switches: RowSwitch[];
}

/**
 * One ordered table of the mini-programme as list / info / save / switches / sort / delete routes: each
 * write logs its operation and, once committed, tells every process the public API's answers are stale.
 */
export function orderedRoutes<T extends OrderedTable, Q, F extends { id?: number }, S extends SortBody = SortBody>(options: OrderedRoutesConfig<T, Q, F, S>): FastifyPluginAsyncZod {
  const { table, entity, paths, summaries, item, itemOf } = options;
  const tags = ['miniprog-admin'];
  const config = { access: MINIPROG_ACCESS };
  const sortBody: z.ZodType<SortBody> = options.sorting?.body ?? miniprogSortBody;
  return async (app) => {
    app.get(paths.list, { config, schema: { tags, summary: summaries.list, querystring: options.listQuery, response: responses(pageSchema(item)) } }, async (request) => {
      const query = request.query as Q & Paging;
      const { rows, total } = await pageOf(app.db, table, options.where(query), query);
      const now = new Date();
      return ok({ list: rows.map((row) => itemOf(row, now)), total, page: query.page, page_size: query.page_size });
    });

    app.get(paths.info, { config, schema: { tags, summary: summaries.info, querystring: miniprogIdQuery, response: responses(item) } }, async (request) =>
      ok(itemOf(await requireRow(app.db, table, request.query.id), new Date())),
    );

    app.post(paths.save, { config, attachValidation: true, schema: { tags, summary: summaries.save, body: options.form, response: responses(item) } }, async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const form = request.body as F;
      const values = options.valuesOf(form);
      const placement = options.placement?.(form);
      const row = await saveRow(app.db, request, table, entity, form.id, values, placement?.group, undefined, placement?.moves);
      await published(app);
      return ok(itemOf(row, new Date()));
    });

    for (const change of options.switches) {
      app.post(change.path, { config, schema: { tags, summary: change.summary, body: change.body, response: responses(item) } }, async (request) => {
        const body = request.body as { id: number };
        const { values, action } = change.change(body);
        const row = await updateColumns(app.db, request, table, entity, body.id, values, action);
        await published(app);
        return ok(itemOf(row, new Date()));
      });
    }

    app.post(paths.sort, { config, schema: { tags, summary: summaries.sort, body: sortBody, response: responses(z.null()) } }, async (request) => {
      const body = request.body as S;
      await reorder(app.db, request, table, entity, body.ids, options.sorting?.group(body));
      await published(app);
      return ok(null);
    });

    app.delete(paths.delete, { config, schema: { tags, summary: summaries.delete, querystring: miniprogIdQuery, response: responses(z.null()) } }, async (request) => {
      await removeRow(app.db, request, table, entity, request.query.id);
      await published(app);
      return ok(null);
    });
  };
}
