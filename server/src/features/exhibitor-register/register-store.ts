import { type SQL, and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { countryName, parseCountryLocale } from '@fair/locales/countries';
import type { RegisterDetail, RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { BOOTH_AREA_DECIMALS, REGISTER_NO_HALL } from '@fair/shared/contracts/exhibitor-register';
import { profileCompletion } from '@fair/shared/validation/profile-completion';
import type { Database, Tx } from '../../db/client';
import { BOOTH_INDEX, boothKey, exhibitors } from '../../db/schema/exhibitors';
import { profileReminders } from '../../db/schema/profile-reminders';
import { halls } from '../../db/schema/reference';
import { notAwaitingApproval } from '../../lib/accounts/awaiting-approval';
import { recordOperation } from '../../lib/audit/record-operation';
import { isUniqueViolation } from '../../lib/db/pg-errors';
import { fieldError, notFound } from '../../lib/http/app-error';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import type { Principal } from '../../lib/session/principal';
import { contentCounts } from '../content';
import type { RegisterExportQuery, RegisterListQuery } from './register-schemas';
import { keywordMatch } from '../../lib/db/keyword-match';
import { idBatches } from '../../lib/db/id-batches';
import { listPage } from '../../lib/db/list-page';


const categoriesCount = sql<number>`(select count(*)::int from "exhibitor_categories" as "ec" where "ec"."exhibitor_id" = "exhibitors"."id")`.mapWith(Number);
const areasCount = sql<number>`(select count(*)::int from "exhibitor_application_areas" as "ea" where "ea"."exhibitor_id" = "exhibitors"."id")`.mapWith(Number);

const columns = {
  id: exhibitors.id,
  name_zh_cn: exhibitors.name_zh_cn,
  name_en: exhibitors.name_en,
  logo: exhibitors.logo,
  country: exhibitors.country,
  hall_id: exhibitors.hall_id,
  hall_zh: halls.name_zh,
  hall_en: halls.name_en,
  booth: exhibitors.booth,
  booth_area: exhibitors.booth_area,
  exhibitor_types: exhibitors.exhibitor_types,
  is_edit: exhibitors.is_edit,
  website: exhibitors.website,
  email: exhibitors.email,
  join_year: exhibitors.join_year,
  categories_count: categoriesCount,
  completion: exhibitors.completion,
  updated_at: exhibitors.updated_at,
  reminder_status: profileReminders.send_status,
  reminded_at: profileReminders.queued_at,
};

const selectRows = (db: Database | Tx) =>
  db.select(columns).from(exhibitors).leftJoin(halls, eq(halls.id, exhibitors.hall_id)).leftJoin(profileReminders, eq(profileReminders.exhibitor_id, exhibitors.id));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function itemOf(row: Row, locale: ServerLocale): RegisterItem {
  const { hall_zh, hall_en, ...rest } = row;
  return {
    ...rest,
    country_info: row.country ? (countryName(row.country, parseCountryLocale(locale)) ?? null) : null,
    hall: hall_zh === null ? null : pickText(locale, hall_zh, hall_en ?? ''),
    updated_at: row.updated_at.toISOString(),
    reminded_at: row.reminded_at?.toISOString() ?? null,
  };
}

type Filters = Omit<RegisterExportQuery, 'sort' | 'order'>;

/** The filters over exhibitors: self-registrations awaiting approval are not exhibitors yet. */
function whereOf(filters: Filters): SQL | undefined {
  const keyword = filters.keyword?.trim();
  return and(
    notAwaitingApproval,
    keyword ? keywordMatch(exhibitors.search_grams, [exhibitors.name_zh_cn, exhibitors.name_en], keyword) : undefined,
    filters.hall === REGISTER_NO_HALL ? isNull(exhibitors.hall_id) : filters.hall !== undefined ? eq(exhibitors.hall_id, filters.hall) : undefined,
    filters.exhibitor_type ? sql`${filters.exhibitor_type}::exhibitor_type = any(${exhibitors.exhibitor_types})` : undefined,
    filters.country ? eq(exhibitors.country, filters.country) : undefined,
    filters.is_edit ? eq(exhibitors.is_edit, filters.is_edit === '1') : undefined,
    filters.completion_below !== undefined ? lt(exhibitors.completion, filters.completion_below) : undefined,
  );
}

const SORT_COLUMNS = {
  id: exhibitors.id,
  name_zh_cn: exhibitors.name_zh_cn,
  name_en: exhibitors.name_en,
  country: exhibitors.country,
  hall: halls.sort,
  booth: exhibitors.booth,
  booth_area: exhibitors.booth_area,
  exhibitor_types: exhibitors.exhibitor_types,
  is_edit: exhibitors.is_edit,
  join_year: exhibitors.join_year,
  categories_count: categoriesCount,
  completion: exhibitors.completion,
  updated_at: exhibitors.updated_at,
} as const;

function orderOf(query: Pick<RegisterExportQuery, 'sort' | 'order'>): SQL[] {
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  // empty values (no hall, no booth…) last in either direction, so the filled ones are what one sees first
  const sorted = sql`${SORT_COLUMNS[query.sort]} ${sql.raw(direction)} nulls last`;
  return [sorted, query.order === 'desc' ? desc(exhibitors.id) : asc(exhibitors.id)];
}

export async function listRegister(db: Database, query: RegisterListQuery, locale: ServerLocale): Promise<{ rows: RegisterItem[]; total: number }> {
  const where = whereOf(query);
  const { rows, total } = await listPage(
    selectRows(db)
      .where(where)
      .orderBy(...orderOf(query))
      .$dynamic(),
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(exhibitors).where(where),
    query,
  );
  return { rows: rows.map((row) => itemOf(row, locale)), total };
}

/** The filtered set in the list's order, a batch at a time, for the streamed export. */
export function registerBatches(db: Database, query: RegisterExportQuery, locale: ServerLocale, batchSize = 500): AsyncGenerator<RegisterItem[]> {
  return idBatches({
    ids: () =>
      db
        .select({ id: exhibitors.id })
        .from(exhibitors)
        .leftJoin(halls, eq(halls.id, exhibitors.hall_id))
        .where(whereOf(query))
        .orderBy(...orderOf(query)),
    rows: (ids) => selectRows(db).where(inArray(exhibitors.id, ids)),
    idOf: (row) => row.id,
    toItem: (row) => itemOf(row, locale),
    batchSize,
  });
}

export async function readRegisterItem(db: Database | Tx, exhibitorId: number, locale: ServerLocale): Promise<RegisterItem> {
  const [row] = await selectRows(db).where(eq(exhibitors.id, exhibitorId));
  if (!row) throw notFound();
  return itemOf(row, locale);
}

/** One company with what its completion misses, worked out by the dashboard's own function. */
export async function readRegisterDetail(db: Database, exhibitorId: number, locale: ServerLocale): Promise<RegisterDetail> {
  const item = await readRegisterItem(db, exhibitorId, locale);
  const [[extra], content] = await Promise.all([
    db
      .select({ intro_zh: exhibitors.intro_zh, intro_en: exhibitors.intro_en, qr_code: exhibitors.qr_code, areas: areasCount })
      .from(exhibitors)
      .where(eq(exhibitors.id, exhibitorId)),
    contentCounts(db, exhibitorId),
  ]);
  // the counts stand for the id lists: the completion only asks whether there is at least one
  const completion = profileCompletion(
    {
      ...item,
      intro_zh: extra.intro_zh,
      intro_en: extra.intro_en,
      qr_code: extra.qr_code,
      categories: Array.from({ length: item.categories_count }, (_, index) => index),
      application_areas: Array.from({ length: extra.areas }, (_, index) => index),
    },
    { products: content.products.published, news: content.news.published, activities: content.activities.published },
  );
  return {
    ...item,
    completion: completion.percent,
    intro_zh: extra.intro_zh,
    intro_en: extra.intro_en,
    application_areas_count: extra.areas,
    missing: completion.missing.map((entry) => entry.item),
  };
}

/** A type, not an interface: the operation log takes it as a plain record. */
export type BoothValues = {
  hall_id: number | null;
  booth: string | null;
  booth_area: number | null;
};

/**
 * The company other than `exceptId` holding the booth (hall + booth number, compared as the unique index
 * compares them), named in the caller's language; null when the booth is free.
 */
export async function boothHolder(
  db: Database | Tx,
  booth: { hall_id: number | null; booth: string | null },
  exceptId: number,
  locale: ServerLocale,
): Promise<string | null> {
  if (booth.hall_id === null || booth.booth === null) return null;
  const [holder] = await db
    .select({ name_zh: exhibitors.name_zh_cn, name_en: exhibitors.name_en })
    .from(exhibitors)
    .where(and(eq(exhibitors.hall_id, booth.hall_id), sql`${boothKey(exhibitors.booth)} = ${boothKey(sql`${booth.booth}::text`)}`, ne(exhibitors.id, exceptId)))
    .limit(1);
  return holder ? pickText(locale, holder.name_zh, holder.name_en) : null;
}

/** The field error of a booth another company holds, naming that company. */
export const boothTaken = (holder: string) => fieldError('booth', 'exhibitorRegister.boothTaken', { holder });

/**
 * Sets a company's hall, booth number and booth area. The hall row is read with a share lock, so a
 * concurrent delete of that hall (which locks it for update) either waits for this save or has already
 * happened and this save reports the hall as gone. A booth another company holds is a field error naming
 * it; two saves racing past that check meet the unique index, which the route turns into the same error.
 */
export async function assignBooth(
  tx: Tx,
  exhibitorId: number,
  values: BoothValues,
  locale: ServerLocale,
): Promise<{ before: BoothValues; after: BoothValues }> {
  const [current] = await tx
    .select({ hall_id: exhibitors.hall_id, booth: exhibitors.booth, booth_area: exhibitors.booth_area })
    .from(exhibitors)
    .where(eq(exhibitors.id, exhibitorId))
    .for('update');
  if (!current) throw notFound();
  if (values.hall_id !== null) {
    const [hall] = await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, values.hall_id)).for('share');
    if (!hall) throw fieldError('hall_id', 'halls.notFound');
  }
  const holder = await boothHolder(tx, values, exhibitorId, locale);
  if (holder !== null) throw boothTaken(holder);
  await tx.update(exhibitors).set({ ...values, updated_at: new Date() }).where(eq(exhibitors.id, exhibitorId));
  return { before: current, after: values };
}

/** Whole hundredths only: 12.5 and 12.34 pass, 12.345 does not (tolerating binary fractions such as 0.1 + 0.2). */
const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** Sets one company's booth (assignBooth), logged; a booth taken meanwhile by another company is the same field error. */
export async function saveBooth(db: Database, actor: Principal, id: number, values: BoothValues, locale: ServerLocale): Promise<void> {
  if (values.booth_area !== null && !hasAtMostDecimals(values.booth_area, BOOTH_AREA_DECIMALS)) {
    throw fieldError('booth_area', 'exhibitorRegister.boothAreaDecimals');
  }
  try {
    await db.transaction(async (tx) => {
      const { before, after } = await assignBooth(tx, id, values, locale);
      await recordOperation(tx, actor, { action: 'update', entity: 'exhibitor', entityId: id, before, after });
    });
  } catch (error) {
    // another save took the booth between the check and the write: the index refused this one
    if (!isUniqueViolation(error, BOOTH_INDEX)) throw error;
    throw boothTaken((await boothHolder(db, values, id, locale)) ?? values.booth ?? '');
  }
}
