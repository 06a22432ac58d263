import { and, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINIPROG_ADMIN_PATHS, miniprogTermsVersion, type MiniprogTermsKind, type MiniprogTermsVersion } from '@fair/shared/contracts/miniprog';
import { miniprogIdBody, miniprogIdQuery, miniprogTermsForm, miniprogTermsListQuery } from '@fair/shared/validation/miniprog';
import type { Tx } from '../../db/client';
import { miniprogTerms } from '../../db/schema/miniprog';
import { principalOf } from '../../lib/access/principal-of';
import { recordOperation } from '../../lib/audit/record-operation';
import { sanitizeRichText } from '../../lib/html/sanitize-rich-text';
import { conflict, notFound } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { pageOf as pageSchema } from '../../lib/http/list-schemas';
import { MINIPROG_ACCESS, type Db, iso, isoOrNull, keywordWhere, published } from './miniprog-kit';

const tags = ['miniprog-admin'];
const config = { access: MINIPROG_ACCESS };
const ENTITY = 'miniprog-terms';
const paths = MINIPROG_ADMIN_PATHS.terms;

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

async function requireTerms(db: Db, id: number, forUpdate = false): Promise<Row> {
  const query = db.select().from(miniprogTerms).where(eq(miniprogTerms.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('miniprog.termsNotFound');
  return row;
}

/** Version numbers and the current flag of one kind change one writer at a time. */
const lockKind = (tx: Tx, kind: MiniprogTermsKind) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fair.miniprog.terms.${kind}`}))`);

/**
 * /clause/clause-manage: the user notice and privacy terms in Chinese and English, as numbered versions.
 * A draft is edited freely; publishing makes it the one current version of its kind, and every published
 * version stays readable (the public API serves each by number). Publishing an older version again makes it current.
 */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.list,
    { config, schema: { tags, summary: 'Versions of one kind of terms, newest first; search by either title', querystring: miniprogTermsListQuery, response: responses(pageSchema(miniprogTermsVersion)) } },
    async (request) => {
      const { kind, keyword, page, page_size: pageSize } = request.query;
      const where = and(eq(miniprogTerms.kind, kind), keywordWhere(keyword, [miniprogTerms.title_zh, miniprogTerms.title_en]));
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(miniprogTerms)
          .where(where)
          .orderBy(desc(miniprogTerms.version))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ total: count() }).from(miniprogTerms).where(where),
      ]);
      return ok({ list: rows.map(termsOf), total, page, page_size: pageSize });
    },
  );

  app.get(paths.info, { config, schema: { tags, summary: 'One version of the terms', querystring: miniprogIdQuery, response: responses(miniprogTermsVersion) } }, async (request) =>
    ok(termsOf(await requireTerms(app.db, request.query.id))),
  );

  app.post(
    paths.save,
    {
      config,
      attachValidation: true,
      schema: { tags, summary: 'Save a new draft version (no id: the next number) or edit a draft; published versions answer 409', body: miniprogTermsForm, response: responses(miniprogTermsVersion) },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const { id, kind, ...texts } = request.body;
      const values = { ...texts, content_zh: sanitizeRichText(texts.content_zh), content_en: sanitizeRichText(texts.content_en) };
      const row = await app.db.transaction(async (tx) => {
        await lockKind(tx, kind);
        if (id === undefined) {
          const [{ last }] = await tx.select({ last: max(miniprogTerms.version) }).from(miniprogTerms).where(eq(miniprogTerms.kind, kind));
          const [created] = await tx
            .insert(miniprogTerms)
            .values({ kind, version: (last ?? 0) + 1, ...values })
            .returning();
          await recordOperation(tx, principalOf(request), { action: 'create', entity: ENTITY, entityId: created.id, after: created });
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
        await recordOperation(tx, principalOf(request), { action: 'update', entity: ENTITY, entityId: id, before, after: updated });
        return updated;
      });
      return ok(termsOf(row));
    },
  );

  app.post(
    paths.publish,
    { config, schema: { tags, summary: 'Publish a version and make it the current one of its kind; older versions stay readable', body: miniprogIdBody, response: responses(miniprogTermsVersion) } },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const target = await requireTerms(tx, request.body.id);
        await lockKind(tx, target.kind);
        const before = await requireTerms(tx, request.body.id, true);
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
        await recordOperation(tx, principalOf(request), { action: 'publish', entity: ENTITY, entityId: before.id, before, after });
        return after;
      });
      await published(app);
      return ok(termsOf(row));
    },
  );

  app.delete(paths.delete, { config, schema: { tags, summary: 'Delete a draft version (published versions stay readable: 409)', querystring: miniprogIdQuery, response: responses(z.null()) } }, async (request) => {
    await app.db.transaction(async (tx) => {
      const before = await requireTerms(tx, request.query.id, true);
      if (before.status === 'published') throw conflict('miniprog.termsPublished');
      await tx.delete(miniprogTerms).where(eq(miniprogTerms.id, before.id));
      await recordOperation(tx, principalOf(request), { action: 'delete', entity: ENTITY, entityId: before.id, before });
    });
    return ok(null);
  });
};

export default termsRoutes;
