import { asc, isNotNull, sql } from 'drizzle-orm';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { exhibitors } from '../../db/schema/exhibitors';
import { news } from '../../db/schema/news';
import { products } from '../../db/schema/products';
import { type CatalogueLocale, translatorOf } from './catalogue-texts';
import { CATALOGUE_ROOT, pagePath } from './catalogue-paths';
import {
  type DirectoryFilters,
  companyContent,
  directoryPage,
  findCompany,
  findItem,
  hasEnglish,
  productLinks,
  publicCompany,
  referenceData,
  type SitemapKind,
  sitemapCounts,
  sitemapSlice,
} from './catalogue-queries';
import { CompanyPage } from './components/company-page';
import { DirectoryPage } from './components/directory-page';
import { ActivityPage, NewsPage, NotFoundPage, ProductPage } from './components/item-pages';
import type { PageContext } from './components/page-context';
import type { RenderedPage } from '../../lib/cache/page-cache';
import type { PreviewGrant } from './preview-token';

export interface RenderSettings {
  db: Database;
  locale: CatalogueLocale;
  origin: string;
  stylesheet: string;
  /** a verified preview grant for this very page */
  preview?: PreviewGrant;
}

const HTML = 'text/html; charset=utf-8';

function html(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

function contextOf(settings: RenderSettings): PageContext {
  return { locale: settings.locale, t: translatorOf(settings.locale), origin: settings.origin, stylesheet: settings.stylesheet, preview: Boolean(settings.preview) };
}

/** The catalogue's not-found page: unknown, unpublished and hidden all look alike. */
export function notFoundPage(settings: RenderSettings): RenderedPage {
  return { status: 404, contentType: HTML, body: html(<NotFoundPage ctx={contextOf({ ...settings, preview: undefined })} />), listing: true };
}

export async function renderDirectory(settings: RenderSettings, filters: DirectoryFilters): Promise<RenderedPage> {
  const { db } = settings;
  const reference = await referenceData(db);
  const [{ entries, total }, countryRows] = await Promise.all([
    directoryPage(db, filters, reference.categories),
    db
      .selectDistinct({ code: exhibitors.country })
      .from(exhibitors)
      .where(sql`${publicCompany} and ${isNotNull(exhibitors.country)}`)
      .orderBy(asc(exhibitors.country)),
  ]);
  const countries = countryRows.map((row) => row.code as string);
  return {
    status: 200,
    contentType: HTML,
    body: html(<DirectoryPage ctx={contextOf(settings)} filters={filters} reference={reference} countries={countries} entries={entries} total={total} />),
    listing: true,
    shows: entries.map((entry) => entry.id),
  };
}

export async function renderCompany(settings: RenderSettings, id: number): Promise<RenderedPage> {
  const { db, locale, preview } = settings;
  const company = await findCompany(db, id, preview?.kind === 'company');
  if (!company) return notFoundPage(settings);
  const showProducts = locale === 'zh-cn' || hasEnglish(company);
  const content = await companyContent(db, company.id, showProducts);
  return {
    status: 200,
    contentType: HTML,
    body: html(<CompanyPage ctx={contextOf(settings)} company={company} content={content} showProducts={showProducts} />),
    exhibitorId: company.id,
  };
}

export async function renderProduct(settings: RenderSettings, id: number): Promise<RenderedPage> {
  const { db, locale, preview } = settings;
  const product = await findItem(db, products, id, preview?.kind === 'product' ? preview.exhibitorId : undefined);
  const company = product && (await findCompany(db, product.exhibitor_id, Boolean(preview)));
  if (!product || !company) return notFoundPage(settings);
  const english = hasEnglish(company);
  // SPEC §1: no products on the English pages of a company without English title or introduction
  if (locale === 'en-us' && !english && !preview) return notFoundPage(settings);
  const ctx = contextOf(settings);
  const notice = locale === 'en-us' && !english ? ctx.t('preview.hiddenInEnglish') : undefined;
  const links = await productLinks(db, product.id);
  return {
    status: 200,
    contentType: HTML,
    body: html(<ProductPage ctx={ctx} company={company} product={product} links={links} languages={english ? ['zh-cn', 'en-us'] : ['zh-cn']} notice={notice} />),
    exhibitorId: company.id,
  };
}

export async function renderNews(settings: RenderSettings, id: number): Promise<RenderedPage> {
  const { db, preview } = settings;
  const item = await findItem(db, news, id, preview?.kind === 'news' ? preview.exhibitorId : undefined);
  const company = item && (await findCompany(db, item.exhibitor_id, Boolean(preview)));
  if (!item || !company) return notFoundPage(settings);
  return { status: 200, contentType: HTML, body: html(<NewsPage ctx={contextOf(settings)} company={company} item={item} />), exhibitorId: company.id };
}

export async function renderActivity(settings: RenderSettings, id: number): Promise<RenderedPage> {
  const { db, preview } = settings;
  const item = await findItem(db, activities, id, preview?.kind === 'activity' ? preview.exhibitorId : undefined);
  const company = item && (await findCompany(db, item.exhibitor_id, Boolean(preview)));
  if (!item || !company) return notFoundPage(settings);
  return { status: 200, contentType: HTML, body: html(<ActivityPage ctx={contextOf(settings)} company={company} item={item} />), exhibitorId: company.id };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** At most this many addresses in one sitemap file (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;
const SITEMAP_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** What one sitemap file lists: the home page or a run of one kind's rows (in id order). */
type SitemapSlice = { kind: 'home' } | { kind: SitemapKind; offset: number; rows: number };

/**
 * The sitemap's files from the row counts alone: the home page, then companies, products, news and
 * activities in id order, cut into files of at most `limit / 2` rows (a row has at most two addresses,
 * so a file never holds more than `limit`). Each file is then read from the database on its own.
 */
function sitemapFiles(counts: Awaited<ReturnType<typeof sitemapCounts>>, limit: number): SitemapSlice[][] {
  const perFile = Math.max(1, Math.floor(limit / 2));
  const files: SitemapSlice[][] = [[{ kind: 'home' }]];
  let room = perFile - 1;
  for (const kind of ['exhibitors', 'products', 'news', 'activities'] as const) {
    for (let offset = 0; offset < counts[kind].rows; ) {
      if (room === 0) {
        files.push([]);
        room = perFile;
      }
      const rows = Math.min(room, counts[kind].rows - offset);
      files.at(-1)!.push({ kind, offset, rows });
      offset += rows;
      room -= rows;
    }
  }
  return files;
}

/**
 * sitemap.xml: every public page in both languages, each with its hreflang alternates. Past `limit`
 * addresses it becomes a sitemap index of /catalogue/sitemaps/<n>.xml files (`part` 1, 2, …), each read
 * from the database by itself: memory stays that of one file whatever the catalogue's size.
 */
export async function renderSitemap(settings: Pick<RenderSettings, 'db' | 'origin'>, part?: number, limit = SITEMAP_LIMIT): Promise<RenderedPage | undefined> {
  const counts = await sitemapCounts(settings.db);
  const addresses = 2 + Object.values(counts).reduce((sum, kind) => sum + kind.rows + kind.english, 0);
  const xml = (body: string) => ({ status: 200 as const, contentType: 'application/xml; charset=utf-8', body: `${SITEMAP_HEAD}${body}\n`, listing: true });
  const files = addresses <= limit ? [sitemapFiles(counts, Number.MAX_SAFE_INTEGER)[0]] : sitemapFiles(counts, limit);
  if (part === undefined && files.length > 1) {
    const entries = files.map((_, i) => `<sitemap><loc>${escapeXml(`${settings.origin}${CATALOGUE_ROOT}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`);
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`);
  }
  if (part !== undefined && (files.length <= 1 || part > files.length)) return undefined;
  const urls: string[] = [];
  const add = (kind: Parameters<typeof pagePath>[1], id: number | undefined, updatedAt: Date | undefined, languages: CatalogueLocale[]) => {
    const links = languages.map((language) => `<xhtml:link rel="alternate" hreflang="${language === 'en-us' ? 'en' : 'zh-CN'}" href="${escapeXml(settings.origin + pagePath(language, kind, id))}"/>`).join('');
    for (const language of languages) {
      const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : '';
      urls.push(`<url><loc>${escapeXml(settings.origin + pagePath(language, kind, id))}</loc>${lastmod}${languages.length > 1 ? links : ''}</url>`);
    }
  };
  for (const slice of files[(part ?? 1) - 1]) {
    if (slice.kind === 'home') {
      add(undefined, undefined, undefined, ['zh-cn', 'en-us']);
      continue;
    }
    for (const row of await sitemapSlice(settings.db, slice.kind, slice.offset, slice.rows)) {
      // a company's Chinese and English pages always exist; a product's English page only with the company's English
      add(slice.kind, row.id, row.updated_at, slice.kind !== 'products' || row.english ? ['zh-cn', 'en-us'] : ['zh-cn']);
    }
  }
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>`);
}
