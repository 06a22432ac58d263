import { and, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { MiniprogTermsKind, MiniprogTermsVersion } from '@fair/shared/contracts/miniprog';
import type { MiniprogTermsForm, miniprogTermsListQuery } from '@fair/shared/validation/miniprog';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { miniprogTerms } from '../../db/schema/miniprog';
import { recordOperation } from '../../lib/audit/record-operation';
import { sanitizeRichText } from '../../lib/html/sanitize-rich-text';
import { conflict, notFound } from '../../lib/http/app-error';
import type { Principal } from '../../lib/session/principal';
import { type Db, iso, isoOrNull, keywordWhere } from './miniprog-kit';
import { listPage } from '../../lib/db/list-page';

/** The operation log's name for a version of the terms. */
const ENTITY = 'miniprog-terms';

type Row = typeof miniprogTerms.$inferSelect;

export function termsOf(row: Row): MiniprogTermsVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    title_zh: row.title_zh,
    title_en: row.title_en,
    content_zh: row.content_zh,
    content_en: row.content_en,
    status: row.status,
    current: row.is_current,
    published_at: isoOrNull(row.published_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function requireTerms(db: Db, id: number, forUpdate = false): Promise<Row> {
  const query = db.select().from(miniprogTerms).where(eq(miniprogTerms.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('miniprog.termsNotFound');
  return row;
}

/** Version numbers and the current flag of one kind change one writer at a time. */
const lockKind = (tx: Tx, kind: MiniprogTermsKind) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fair.miniprog.terms.${kind}`}))`);

/** One page of the versions of one kind, newest first; a keyword searches either title. */
export async function listTerms(db: Database, query: z.output<typeof miniprogTermsListQuery>): Promise<{ rows: Row[]; total: number }> {
  const { kind, keyword } = query;
  const where = and(eq(miniprogTerms.kind, kind), keywordWhere(keyword, [miniprogTerms.title_zh, miniprogTerms.title_en]));
  return listPage(db.select().from(miniprogTerms).where(where).orderBy(desc(miniprogTerms.version)).$dynamic(), db.select({ total: count() }).from(miniprogTerms).where(where), query);
}

/** A new draft (no id: the next version number of its kind) or an edit of a draft; a published version answers 409. */
export async function saveTermsDraft(db: Database, actor: Principal, form: MiniprogTermsForm): Promise<Row> {
  const { id, kind, ...texts } = form;
  const values = { ...texts, content_zh: sanitizeRichText(texts.content_zh), content_en: sanitizeRichText(texts.content_en) };
  return db.transaction(async (tx) => {
    await lockKind(tx, kind);
    if (id === undefined) {
      const [{ last }] = await tx.select({ last: max(miniprogTerms.version) }).from(miniprogTerms).where(eq(miniprogTerms.kind, kind));
      const [created] = await tx
        .insert(miniprogTerms)
        .values({ kind, version: (last ?? 0) + 1, ...values })
        .returning();
      await recordOperation(tx, actor, { action: 'create', entity: ENTITY, entityId: created.id, after: created });
      return created;
    }
    const before = await requireTerms(tx, id, true);
    if (before.kind !== kind) throw notFound('miniprog.termsNotFound');
    if (before.status === 'published') throw conflict('miniprog.termsPublished');
    const [updated] = await tx
      .update(miniprogTerms)
      .set({ ...values, updated_at: new Date() })
      .where(eq(miniprogTerms.id, id))
      .returning();
    await recordOperation(tx, actor, { action: 'update', entity: ENTITY, entityId: id, before, after: updated });
    return updated;
  });
}

/** Publishes a version and makes it the current one of its kind. */
export async function publishTerms(db: Database, actor: Principal, id: number): Promise<Row> {
  return db.transaction(async (tx) => {
    const target = await requireTerms(tx, id);
    await lockKind(tx, target.kind);
    const before = await requireTerms(tx, id, true);
    const now = new Date();
    await tx
      .update(miniprogTerms)
      .set({ is_current: false, updated_at: now })
      .where(and(eq(miniprogTerms.kind, before.kind), eq(miniprogTerms.is_current, true), ne(miniprogTerms.id, before.id)));
    const [after] = await tx
      .update(miniprogTerms)
      .set({ status: 'published', is_current: true, published_at: before.published_at ?? now, updated_at: now })
      .where(eq(miniprogTerms.id, before.id))
      .returning();
    await recordOperation(tx, actor, { action: 'publish', entity: ENTITY, entityId: before.id, before, after });
    return after;
  });
}

/** Deletes a draft version; a published one stays readable (409). */
export async function deleteTermsDraft(db: Database, actor: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await requireTerms(tx, id, true);
    if (before.status === 'published') throw conflict('miniprog.termsPublished');
    await tx.delete(miniprogTerms).where(eq(miniprogTerms.id, before.id));
    await recordOperation(tx, actor, { action: 'delete', entity: ENTITY, entityId: before.id, before });
  });
}
