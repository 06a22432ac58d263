import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countryName, parseCountryLocale } from '@fair/locales/countries';
import type { ProfileView } from '@fair/shared/contracts/profile';
import type { ExhibitorProfile } from '@fair/shared/validation/profile';
import type { Database } from '../../db/client';
import { exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../../db/schema/exhibitors';
import { applicationAreas, halls, productCategories } from '../../db/schema/reference';
import { AppError } from '../../lib/http/app-error';
import type { FieldProblem } from '../../lib/http/validation-errors';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { isOwnUpload } from '../../lib/storage/upload-ownership';

/** The exhibitor's own profile with names resolved in the caller's language. */
export async function readProfile(db: Database, exhibitorId: number, locale: ServerLocale): Promise<ProfileView> {
  const [row] = await db
    .select({ exhibitor: exhibitors, hallZh: halls.name_zh, hallEn: halls.name_en })
    .from(exhibitors)
    .leftJoin(halls, eq(halls.id, exhibitors.hall_id))
    .where(eq(exhibitors.id, exhibitorId));
  if (!row) throw new AppError(404, 'errors.notFound');
  const [categoryRows, areaRows] = await Promise.all([
    db.select({ id: exhibitorCategories.category_id }).from(exhibitorCategories).where(eq(exhibitorCategories.exhibitor_id, exhibitorId)).orderBy(asc(exhibitorCategories.category_id)),
    db
      .select({ id: exhibitorApplicationAreas.application_area_id })
      .from(exhibitorApplicationAreas)
      .where(eq(exhibitorApplicationAreas.exhibitor_id, exhibitorId))
      .orderBy(asc(exhibitorApplicationAreas.application_area_id)),
  ]);
  const e = row.exhibitor;
  return {
    id: e.id,
    logo: e.logo,
    name_zh_cn: e.name_zh_cn,
    name_en: e.name_en,
    country: e.country,
    country_info: e.country ? (countryName(e.country, parseCountryLocale(locale)) ?? null) : null,
    hall_id: e.hall_id,
    hall: row.hallZh === null ? null : pickText(locale, row.hallZh, row.hallEn ?? ''),
    booth: e.booth,
    booth_area: e.booth_area,
    categories: categoryRows.map((category) => category.id),
    application_areas: areaRows.map((area) => area.id),
    intro_zh: e.intro_zh,
    intro_en: e.intro_en,
    website: e.website,
    qr_code: e.qr_code,
    email: e.email,
    phone: e.phone && e.phone_country ? { iso2: e.phone_country, number: e.phone } : null,
    join_year: e.join_year,
    exhibitor_types: e.exhibitor_types,
    is_edit: e.is_edit,
  };
}

async function missingIds(db: Database, table: typeof productCategories | typeof applicationAreas, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return found.length !== ids.length;
}

/** Everything wrong with a parsed profile that the schema cannot see: foreign files, unknown ids. */
async function referenceProblems(db: Database, exhibitorId: number, profile: ExhibitorProfile, current: { logo: string | null; qr_code: string | null }) {
  const problems: FieldProblem[] = [];
  for (const field of ['logo', 'qr_code'] as const) {
    const url = profile[field];
    // an unchanged value may stay (e.g. set by the organizer's import); a new one must be the exhibitor's upload
    if (url !== current[field] && !(await isOwnUpload(db, url, { exhibitorId }))) problems.push({ field, messageKey: 'upload.notYours' });
  }
  if (await missingIds(db, productCategories, [...new Set(profile.categories)])) problems.push({ field: 'categories', messageKey: 'profile.unknownCategory' });
  if (await missingIds(db, applicationAreas, [...new Set(profile.application_areas)])) {
    problems.push({ field: 'application_areas', messageKey: 'profile.unknownApplicationArea' });
  }
  return problems;
}

/**
 * Saves the exhibitor's own profile (SPEC §3, §5) and marks it saved (is_edit), in one transaction with
 * its category and application-area links. Hall, booth, booth area and type stay the organizer's.
 */
export async function saveProfile(app: FastifyInstance, exhibitorId: number, profile: ExhibitorProfile): Promise<void> {
  const db = app.db;
  const [current] = await db.select({ logo: exhibitors.logo, qr_code: exhibitors.qr_code }).from(exhibitors).where(eq(exhibitors.id, exhibitorId));
  if (!current) throw new AppError(404, 'errors.notFound');
  const problems = await referenceProblems(db, exhibitorId, profile, current);
  if (problems.length) throw new AppError(422, 'errors.validation', undefined, { errors: problems });

  const categoryIds = [...new Set(profile.categories)];
  const areaIds = [...new Set(profile.application_areas)];
  await db.transaction(async (tx) => {
    await tx
      .update(exhibitors)
      .set({
        logo: profile.logo,
        name_zh_cn: profile.name_zh_cn,
        name_en: profile.name_en,
        country: profile.country,
        intro_zh: profile.intro_zh,
        intro_en: profile.intro_en,
        qr_code: profile.qr_code,
        website: profile.website || null,
        email: profile.email || null,
        phone: profile.phone?.number ?? null,
        phone_country: profile.phone?.iso2 ?? null,
        join_year: profile.join_year ?? null,
        is_edit: true,
        updated_at: new Date(),
      })
      .where(eq(exhibitors.id, exhibitorId));
    await tx.delete(exhibitorCategories).where(eq(exhibitorCategories.exhibitor_id, exhibitorId));
    await tx.insert(exhibitorCategories).values(categoryIds.map((category_id) => ({ exhibitor_id: exhibitorId, category_id })));
    await tx.delete(exhibitorApplicationAreas).where(eq(exhibitorApplicationAreas.exhibitor_id, exhibitorId));
    if (areaIds.length) {
      await tx.insert(exhibitorApplicationAreas).values(areaIds.map((application_area_id) => ({ exhibitor_id: exhibitorId, application_area_id })));
    }
  });
}
