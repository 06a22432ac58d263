import { MINIPROG_PAGE_PATHS, type MiniprogLinkType } from '@fair/shared/contracts/miniprog';
import type { CatalogueLocale } from '../catalogue';

/** The mobile web view of the mini-programme: Chinese at /m, English at /m/en-us (like the catalogue). */
export const MOBILE_ROOT = '/m';
export const MOBILE_ENGLISH_SEGMENT = 'en-us';

export type MobileSection = 'exhibitors' | 'products' | 'activities' | 'terms';

export function mobilePath(locale: CatalogueLocale, section?: MobileSection, id?: number | string): string {
  const base = locale === 'en-us' ? `${MOBILE_ROOT}/${MOBILE_ENGLISH_SEGMENT}` : MOBILE_ROOT;
  if (!section) return `${base}/`;
  return id === undefined ? `${base}/${section}` : `${base}/${section}/${id}`;
}

/** All products of one company, paged: its detail page shows only the first page. */
export const exhibitorProductsPath = (locale: CatalogueLocale, id: number): string => `${mobilePath(locale, 'exhibitors', id)}/products`;

/** Mini-programme page paths (MINIPROG_PAGE_PATHS) and the mobile page that shows the same thing. */
const PAGE_TARGETS: Record<string, (locale: CatalogueLocale, id?: number) => string> = {
  [MINIPROG_PAGE_PATHS.home]: (locale) => mobilePath(locale),
  [MINIPROG_PAGE_PATHS.exhibitors]: (locale) => mobilePath(locale, 'exhibitors'),
  [MINIPROG_PAGE_PATHS.exhibitor]: (locale, id) => (id ? mobilePath(locale, 'exhibitors', id) : mobilePath(locale, 'exhibitors')),
  [MINIPROG_PAGE_PATHS.products]: (locale) => mobilePath(locale, 'exhibitors'),
  [MINIPROG_PAGE_PATHS.product]: (locale, id) => (id ? mobilePath(locale, 'products', id) : mobilePath(locale, 'exhibitors')),
  [MINIPROG_PAGE_PATHS.activities]: (locale) => mobilePath(locale, 'activities'),
  [MINIPROG_PAGE_PATHS.activity]: (locale, id) => (id ? mobilePath(locale, 'activities', id) : mobilePath(locale, 'activities')),
  [MINIPROG_PAGE_PATHS.terms]: (locale) => mobilePath(locale, 'terms', 'user_notice'),
};

/**
 * Where a banner, entry, popup or badge leads on the mobile web: a web address as it is, a mini-programme
 * page as its mobile page, nothing for `none` or a page this view does not have.
 */
export function linkHref(locale: CatalogueLocale, type: MiniprogLinkType, link: string): string | undefined {
  if (type === 'url') return /^https?:\/\//i.test(link) ? link : undefined;
  if (type !== 'page') return undefined;
  const [pathname, query = ''] = link.split('?');
  const id = Number(new URLSearchParams(query).get('id'));
  return PAGE_TARGETS[pathname]?.(locale, Number.isSafeInteger(id) && id > 0 ? id : undefined);
}

/** A check-in page below the language's root (`/m/checkin/...`); the QR codes open `/m/checkin?t=`. */
export const checkinPath = (locale: CatalogueLocale, rest?: string): string => `${mobilePath(locale)}checkin${rest ? `/${rest}` : ''}`;
