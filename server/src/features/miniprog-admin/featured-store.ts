import { type SQL, and, asc, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { MiniprogFeaturedCandidate, MiniprogFeaturedItem, MiniprogFeaturedKind } from '@fair/shared/contracts/miniprog';
import { type MiniprogFeaturedForm, scheduleProblem } from '@fair/shared/validation/miniprog';
import type { Database } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';
import { miniprogActivities, miniprogFeatured } from '../../db/schema/miniprog';
import { products } from '../../db/schema/products';
import { containing } from '../../lib/db/like-pattern';
import { fieldError, notFound } from '../../lib/http/app-error';
import { publicCompany } from '../catalogue';
import { type Db, type Paging, assertNoProblem, dateOrNull, iso, isoOrNull, saveRow } from './miniprog-kit';
import { withinSchedule } from '../../lib/time/schedule';
import { listPage } from '../../lib/db/list-page';

/** The operation log's name for a featured entry. */
export const ENTITY = 'miniprog-featured';

/** The company shown with an entry: the featured exhibitor, or the featured product's owner. */
const company = alias(exhibitors, 'featured_company');

/**
 * A company is public (saved profile, main account not banned): the catalogue's rule, evaluated on the
 * featured row's company. The subquery reads "exhibitors" itself, so the outer query only uses the alias.
 */
export const companyIsPublic = (companyId: SQL): SQL => exists(sql`(select 1 from ${exhibitors} where ${exhibitors.id} = ${companyId} and ${publicCompany})`);

const companyId = sql`coalesce(${miniprogFeatured.exhibitor_id}, ${products.exhibitor_id})`;

/** Whether the source may be shown at all: public company, published product, published and shown activity. */
export const sourceAvailable: SQL = sql`case ${miniprogFeatured.kind}
  when 'exhibitor' then ${companyIsPublic(sql`${miniprogFeatured.exhibitor_id}`)}
  when 'product' then ${products.status} = 'published' and ${companyIsPublic(sql`${products.exhibitor_id}`)}
  else ${miniprogActivities.status} = 'published' and not ${miniprogActivities.hidden} end`;

const entryColumns = {
  entry: miniprogFeatured,
  name_zh: sql<string>`coalesce(${products.name_zh}, ${miniprogActivities.title_zh}, ${company.name_zh_cn}, '')`,
  name_en: sql<string>`coalesce(${products.name_en}, ${miniprogActivities.title_en}, ${company.name_en}, '')`,
  image: sql<string | null>`coalesce(${products.image}, nullif(${miniprogActivities.image}, ''), ${company.logo})`,
  exhibitor_id: sql<number | null>`case when ${miniprogFeatured.kind} = 'product' then ${products.exhibitor_id} end`,
  exhibitor_name_zh: sql<string | null>`case when ${miniprogFeatured.kind} = 'product' then ${company.name_zh_cn} end`,
  available: sql<boolean>`${sourceAvailable}`,
};

type EntryRow = { entry: typeof miniprogFeatured.$inferSelect; name_zh: string; name_en: string; image: string | null; exhibitor_id: number | null; exhibitor_name_zh: string | null; available: boolean };

const joined = (db: Db) =>
  db
    .select(entryColumns)
    .from(miniprogFeatured)
    .leftJoin(products, eq(products.id, miniprogFeatured.product_id))
    .leftJoin(miniprogActivities, eq(miniprogActivities.id, miniprogFeatured.activity_id))
    .leftJoin(company, eq(company.id, companyId));

export function featuredItemOf(row: EntryRow, now = new Date()): MiniprogFeaturedItem {
  const { entry } = row;
  return {
    id: entry.id,
    kind: entry.kind,
    ref_id: (entry.exhibitor_id ?? entry.product_id ?? entry.activity_id)!,
    name_zh: row.name_zh,
    name_en: row.name_en,
    image: row.image,
    exhibitor_id: row.exhibitor_id,
    exhibitor_name_zh: row.exhibitor_name_zh,
    sort: entry.sort,
    status: entry.status,
    hidden: entry.hidden,
    starts_at: isoOrNull(entry.starts_at),
    ends_at: isoOrNull(entry.ends_at),
    available: row.available,
    live: row.available && entry.status === 'published' && !entry.hidden && withinSchedule(entry, now),
    created_at: iso(entry.created_at),
    updated_at: iso(entry.updated_at),
  };
}

export interface FeaturedFilters extends Paging {
  kind: MiniprogFeaturedKind;
  keyword?: string;
  status?: 'draft' | 'published';
  hidden?: boolean;
}

export async function listFeatured(db: Database, filters: FeaturedFilters): Promise<{ list: MiniprogFeaturedItem[]; total: number }> {
  const keyword = filters.keyword?.trim();
  const where = and(
    eq(miniprogFeatured.kind, filters.kind),
    filters.status ? eq(miniprogFeatured.status, filters.status) : undefined,
    filters.hidden === undefined ? undefined : eq(miniprogFeatured.hidden, filters.hidden),
    keyword ? sql`(${entryColumns.name_zh} ilike ${containing(keyword)} or ${entryColumns.name_en} ilike ${containing(keyword)})` : undefined,
  );
  const { rows, total } = await listPage(
    joined(db).where(where).orderBy(asc(miniprogFeatured.sort), asc(miniprogFeatured.id)).$dynamic(),
    db
      .select({ total: count() })
      .from(miniprogFeatured)
      .leftJoin(products, eq(products.id, miniprogFeatured.product_id))
      .leftJoin(miniprogActivities, eq(miniprogActivities.id, miniprogFeatured.activity_id))
      .leftJoin(company, eq(company.id, companyId))
      .where(where),
    filters,
  );
  const now = new Date();
  return { list: rows.map((row) => featuredItemOf(row, now)), total };
}

export async function findFeatured(db: Db, id: number): Promise<MiniprogFeaturedItem | undefined> {
  const [row] = await joined(db).where(eq(miniprogFeatured.id, id)).limit(1);
  return row ? featuredItemOf(row) : undefined;
}

/** The source column of each kind. */
/** One entry as the admin's list shows it, or 404. */
export async function requireFeatured(db: Db, id: number): Promise<MiniprogFeaturedItem> {
  const item = await findFeatured(db, id);
  if (!item) throw notFound('miniprog.notFound');
  return item;
}

export const SOURCE_COLUMN = { exhibitor: miniprogFeatured.exhibitor_id, product: miniprogFeatured.product_id, activity: miniprogFeatured.activity_id } as const;

/** True when the record may be featured now (see sourceAvailable). */
export async function sourceIsAvailable(db: Db, kind: MiniprogFeaturedKind, refId: number): Promise<boolean> {
  const query =
    kind === 'exhibitor'
      ? db.select({ id: exhibitors.id }).from(exhibitors).where(and(eq(exhibitors.id, refId), publicCompany))
      : kind === 'product'
        ? db
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.id, refId), eq(products.status, 'published'), companyIsPublic(sql`${products.exhibitor_id}`)))
        : db
            .select({ id: miniprogActivities.id })
            .from(miniprogActivities)
            .where(and(eq(miniprogActivities.id, refId), eq(miniprogActivities.status, 'published'), eq(miniprogActivities.hidden, false)));
  return (await query.limit(1)).length > 0;
}

/** Joins the entry featuring the record, if any (at most one per record: the partial unique indexes). */
const featuredJoin = (kind: MiniprogFeaturedKind, refColumn: typeof exhibitors.id | typeof products.id | typeof miniprogActivities.id) =>
  and(eq(miniprogFeatured.kind, kind), eq(SOURCE_COLUMN[kind], refColumn));
const featured = sql<boolean>`${miniprogFeatured.id} is not null`;

/** Records the list may feature, newest first: public companies, their published products, published concurrent activities. */
export async function listCandidates(db: Database, kind: MiniprogFeaturedKind, query: Paging & { keyword?: string }): Promise<{ list: MiniprogFeaturedCandidate[]; total: number }> {
  const keyword = query.keyword?.trim();
  if (kind === 'exhibitor') {
    const where = and(publicCompany, keyword ? or(ilike(exhibitors.name_zh_cn, containing(keyword)), ilike(exhibitors.name_en, containing(keyword))) : undefined);
    const { rows, total } = await listPage(
      db
        .select({ ref_id: exhibitors.id, name_zh: exhibitors.name_zh_cn, name_en: exhibitors.name_en, image: exhibitors.logo, featured })
        .from(exhibitors)
        .leftJoin(miniprogFeatured, featuredJoin(kind, exhibitors.id))
        .where(where)
        .orderBy(desc(exhibitors.id))
        .$dynamic(),
      db.select({ total: count() }).from(exhibitors).where(where),
      query,
    );
    return { list: rows.map((row) => ({ ...row, exhibitor_id: null, exhibitor_name_zh: null })), total };
  }
  if (kind === 'product') {
    const where = and(
      eq(products.status, 'published'),
      publicCompany,
      keyword
        ? or(ilike(products.name_zh, containing(keyword)), ilike(products.name_en, containing(keyword)), ilike(exhibitors.name_zh_cn, containing(keyword)), ilike(exhibitors.name_en, containing(keyword)))
        : undefined,
    );
    const { rows, total } = await listPage(
      db
        .select({
          ref_id: products.id,
          name_zh: products.name_zh,
          name_en: products.name_en,
          image: products.image,
          exhibitor_id: exhibitors.id,
          exhibitor_name_zh: exhibitors.name_zh_cn,
          featured,
        })
        .from(products)
        .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id))
        .leftJoin(miniprogFeatured, featuredJoin(kind, products.id))
        .where(where)
        .orderBy(desc(products.id))
        .$dynamic(),
      db.select({ total: count() }).from(products).innerJoin(exhibitors, eq(exhibitors.id, products.exhibitor_id)).where(where),
      query,
    );
    return { list: rows, total };
  }
  const where = and(
    eq(miniprogActivities.status, 'published'),
    eq(miniprogActivities.hidden, false),
    keyword ? or(ilike(miniprogActivities.title_zh, containing(keyword)), ilike(miniprogActivities.title_en, containing(keyword))) : undefined,
  );
  const { rows, total } = await listPage(
    db
      .select({
        ref_id: miniprogActivities.id,
        name_zh: miniprogActivities.title_zh,
        name_en: miniprogActivities.title_en,
        image: sql<string | null>`nullif(${miniprogActivities.image}, '')`,
        featured,
      })
      .from(miniprogActivities)
      .leftJoin(miniprogFeatured, featuredJoin(kind, miniprogActivities.id))
      .where(where)
      .orderBy(asc(miniprogActivities.sort), asc(miniprogActivities.id))
      .$dynamic(),
    db.select({ total: count() }).from(miniprogActivities).where(where),
    query,
  );
  return { list: rows.map((row) => ({ ...row, exhibitor_id: null, exhibitor_name_zh: null })), total };
}

/**
 * Features a record (no id, placed last among its kind) or changes the status, visibility and schedule of an
 * entry: the record an entry points at never changes, and a record is featured once and only while it may be.
 */
export async function saveFeatured(db: Database, request: FastifyRequest, form: MiniprogFeaturedForm) {
  assertNoProblem(scheduleProblem(form));
  const source = SOURCE_COLUMN[form.kind];
  const values = {
    kind: form.kind,
    [source.name]: form.ref_id,
    status: form.status,
    hidden: form.hidden,
    starts_at: dateOrNull(form.starts_at),
    ends_at: dateOrNull(form.ends_at),
  };
  return saveRow(db, request, miniprogFeatured, ENTITY, form.id, values, eq(miniprogFeatured.kind, form.kind), async (tx, before) => {
    if (before) {
      const beforeRef = before.exhibitor_id ?? before.product_id ?? before.activity_id;
      if (before.kind !== form.kind || beforeRef !== form.ref_id) throw fieldError('ref_id', 'miniprog.featuredSourceFixed');
      return;
    }
    if (!(await sourceIsAvailable(tx, form.kind, form.ref_id))) throw fieldError('ref_id', 'miniprog.sourceUnavailable');
    const [taken] = await tx
      .select({ id: miniprogFeatured.id })
      .from(miniprogFeatured)
      .where(and(eq(miniprogFeatured.kind, form.kind), eq(source, form.ref_id)))
      .limit(1);
    if (taken) throw fieldError('ref_id', 'miniprog.alreadyFeatured');
  });
}
