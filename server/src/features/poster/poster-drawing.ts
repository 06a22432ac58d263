import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { POSTER_DEFAULT_COLORS, POSTER_FIELDS } from '@fair/shared/validation/poster';
import type { Database } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';
import { halls } from '../../db/schema/reference';
import { AppError, notFound } from '../../lib/http/app-error';
import type { ServerLocale } from '../../lib/i18n/locale';
import { pickText } from '../../lib/i18n/locale';
import { translate } from '../../lib/i18n/translate';
import type { FileStorage } from '../../lib/storage/file-storage';
import { storageKeyOfUrl } from '../../lib/storage/file-storage';
import { readSetting } from '../../lib/settings/global-settings';
import { POSTER_SETTING_KEY, type PosterTemplate, posterTemplateSchema } from './poster-schemas';
import { type PosterContent, renderPoster } from './poster-renderer';

/** The fair setting the demo seed writes (name, dates, venue); the poster shows what of it exists. */
const fairSettingSchema = z.object({
  name_zh: z.string().default(''),
  name_en: z.string().default(''),
  starts_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ends_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  venue_zh: z.string().default(''),
  venue_en: z.string().default(''),
});
const FAIR_SETTING_KEY = 'fair';

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025年3月26日—28日" or "26–28 March 2025"; a range across months or years spells both ends. */
export function fairDateRange(locale: ServerLocale, startsOn: string, endsOn: string): string {
  const [y1, m1, d1] = startsOn.split('-').map(Number);
  const [y2, m2, d2] = endsOn.split('-').map(Number);
  if (locale === 'en-us') {
    if (y1 === y2 && m1 === m2) return `${d1}–${d2} ${EN_MONTHS[m1 - 1]} ${y1}`;
    if (y1 === y2) return `${d1} ${EN_MONTHS[m1 - 1]} – ${d2} ${EN_MONTHS[m2 - 1]} ${y1}`;
    return `${d1} ${EN_MONTHS[m1 - 1]} ${y1} – ${d2} ${EN_MONTHS[m2 - 1]} ${y2}`;
  }
  if (y1 === y2 && m1 === m2) return `${y1}年${m1}月${d1}日—${d2}日`;
  if (y1 === y2) return `${y1}年${m1}月${d1}日—${m2}月${d2}日`;
  return `${y1}年${m1}月${d1}日—${y2}年${m2}月${d2}日`;
}

/** What a poster is made of, before any image is read; its hash names the poster. */
export interface PosterSource {
  locale: ServerLocale;
  template: PosterTemplate | null;
  company: { name_zh: string; name_en: string; logo: string | null; qr_code: string | null; hall: string | null; booth: string | null };
  fair: z.output<typeof fairSettingSchema> | null;
}

/** Bump when the drawing changes, so stored posters of the old design are not served again. */
const DESIGN_VERSION = 3;

const companyRows = (db: Database) =>
  db.select({ exhibitor: exhibitors, hallZh: halls.name_zh, hallEn: halls.name_en }).from(exhibitors).leftJoin(halls, eq(halls.id, exhibitors.hall_id));
type CompanyRow = Awaited<ReturnType<ReturnType<typeof companyRows>['execute']>>[number];

function companyOf(row: CompanyRow, locale: ServerLocale): PosterSource['company'] {
  const e = row.exhibitor;
  return {
    name_zh: e.name_zh_cn,
    name_en: e.name_en,
    logo: e.logo,
    qr_code: e.qr_code,
    hall: row.hallZh === null ? null : pickText(locale, row.hallZh, row.hallEn ?? ''),
    booth: e.booth,
  };
}

export interface SourceOptions {
  /** SPEC §4 for the exhibitor's own poster: nothing but the profile works until it is saved */
  requireSavedProfile?: boolean;
  /** a template being edited (the organizer's preview) instead of the saved one */
  template?: PosterTemplate;
}

export async function posterSourceOf(db: Database, exhibitorId: number, locale: ServerLocale, options: SourceOptions = { requireSavedProfile: true }): Promise<PosterSource> {
  const [[row], template, fair] = await Promise.all([
    companyRows(db).where(eq(exhibitors.id, exhibitorId)).limit(1),
    options.template ?? readSetting(db, POSTER_SETTING_KEY, posterTemplateSchema),
    readSetting(db, FAIR_SETTING_KEY, fairSettingSchema),
  ]);
  if (!row) throw notFound();
  if (options.requireSavedProfile && !row.exhibitor.is_edit) throw new AppError(409, 'poster.profileRequired');
  return { locale, template, company: companyOf(row, locale), fair };
}

/** The sources of several companies in one query (a batch), by id; the template and the fair are read once. */
export async function posterSourcesOf(db: Database, exhibitorIds: number[], locale: ServerLocale): Promise<Map<number, PosterSource>> {
  const [rows, template, fair] = await Promise.all([
    exhibitorIds.length ? companyRows(db).where(inArray(exhibitors.id, exhibitorIds)) : Promise.resolve([]),
    readSetting(db, POSTER_SETTING_KEY, posterTemplateSchema),
    readSetting(db, FAIR_SETTING_KEY, fairSettingSchema),
  ]);
  return new Map(rows.map((row) => [row.exhibitor.id, { locale, template, company: companyOf(row, locale), fair }]));
}

/** Stored uploads never change under their url (a new upload gets a new key), so urls stand for the bytes. */
export function versionOf(source: PosterSource): string {
  return createHash('sha256').update(JSON.stringify({ v: DESIGN_VERSION, ...source })).digest('base64url').slice(0, 32);
}

async function bytesOf(storage: FileStorage, url: string | null | undefined): Promise<Buffer | null> {
  const key = url ? storageKeyOfUrl(url) : undefined;
  if (!key) return null;
  const stored = await storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function drawPoster(storage: FileStorage, source: PosterSource): Promise<Buffer> {
  const { locale, template, company, fair } = source;
  const english = locale === 'en-us';
  const shown = new Set(template?.fields ?? POSTER_FIELDS);
  const backgroundUrl = english && template?.image_en ? template.image_en : template?.image;
  const [background, logo, qrCode] = await Promise.all([
    bytesOf(storage, backgroundUrl),
    shown.has('logo') ? bytesOf(storage, company.logo) : null,
    shown.has('qr_code') ? bytesOf(storage, company.qr_code) : null,
  ]);
  const booth = [company.hall, company.booth].filter(Boolean).join(' ');
  const content: PosterContent = {
    background,
    heading: pickText(locale, template?.title_zh || fair?.name_zh || '', template?.title_en || fair?.name_en || ''),
    companyName: pickText(locale, company.name_zh, company.name_en),
    companyOtherName: !shown.has('other_name') ? '' : english ? (company.name_en ? company.name_zh : '') : company.name_en,
    logo,
    qrCode,
    boothLine: booth && shown.has('booth') ? translate(locale, 'poster.booth', { booth }) : '',
    scanHint: translate(locale, 'poster.scanHint'),
    fairDates: fair && shown.has('fair') ? fairDateRange(locale, fair.starts_on, fair.ends_on) : '',
    fairVenue: fair && shown.has('fair') ? pickText(locale, fair.venue_zh, fair.venue_en) : '',
    colors: template?.colors ?? POSTER_DEFAULT_COLORS,
  };
  return renderPoster(content);
}

/**
 * Finished posters by exhibitor and language, each with the version it was drawn from: a repeated
 * download of an unchanged poster costs one small query. Least recently used entries leave first.
 */
export class PosterCache {
  private readonly entries = new Map<string, { version: string; png: Buffer }>();

  constructor(private readonly capacity = 256) {}

  get(key: string, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.png;
  }

  set(key: string, version: string, png: Buffer): void {
    this.entries.delete(key);
    this.entries.set(key, { version, png });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }
}
