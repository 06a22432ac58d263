import type { CatalogueLocale } from './catalogue-texts';

export const CATALOGUE_ROOT = '/catalogue';
/** English pages carry the language segment before the page path (SPEC §7 preview). */
export const ENGLISH_SEGMENT = 'en-us';

export type ItemKind = 'exhibitors' | 'products' | 'news' | 'activities';

/** The catalogue's own address of a page: /catalogue[/en-us]/<kind>/<id>, or the directory. */
export function pagePath(locale: CatalogueLocale, kind?: ItemKind, id?: number): string {
  const base = locale === 'en-us' ? `${CATALOGUE_ROOT}/${ENGLISH_SEGMENT}` : CATALOGUE_ROOT;
  return kind ? `${base}/${kind}/${id}` : base;
}

/** The same page in the other language. */
export function otherLocale(locale: CatalogueLocale): CatalogueLocale {
  return locale === 'en-us' ? 'zh-cn' : 'en-us';
}
