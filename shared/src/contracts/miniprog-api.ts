import { z } from 'zod';
import type { Page } from './envelope';
import {
  MINIPROG_AD_OPEN_MODES,
  MINIPROG_AD_POSITIONS,
  MINIPROG_BADGE_POSITIONS,
  MINIPROG_HOME_SECTIONS,
  MINIPROG_LINK_TYPES,
  MINIPROG_PAGES,
  MINIPROG_POPUP_AUDIENCES,
  MINIPROG_TERMS_KINDS,
} from './miniprog';

/**
 * The public, read-only API the fair's mini-programme (and the mobile web view) reads: no token, the
 * envelope `{code, message, msg, data}`, texts in the language of the `Language-Set` header (zh-cn default;
 * zh-tw reads the Chinese texts; en-us the English ones, Chinese where an English text is empty). In English
 * a company without English name and introduction shows no products (the catalogue's rule).
 *
 * Only what is live is served: published, not hidden, enabled, inside its schedule (the fair's clock,
 * Asia/Shanghai), from companies whose profile is saved and whose account is not banned.
 * Answers carry an ETag (send If-None-Match for a 304) and `Cache-Control: public, max-age=60,
 * stale-while-revalidate=300`, `Vary: Language-Set`. A detail that does not exist (or is not public) answers 404.
 */
export const MINIPROG_API_PREFIX = '/api/miniprog/v1';

export const MINIPROG_API_PATHS = {
  home: `${MINIPROG_API_PREFIX}/home`,
  popups: `${MINIPROG_API_PREFIX}/popups`,
  /** `/terms/:kind` the current version; `/terms/:kind/versions` every published one; `/terms/:kind/versions/:version` one */
  terms: `${MINIPROG_API_PREFIX}/terms`,
  ads: `${MINIPROG_API_PREFIX}/ads`,
  /** POST `/ads/:id/click`: counts one click (the ad's click count) */
  adClick: (id: number) => `${MINIPROG_API_PREFIX}/ads/${id}/click`,
  badges: `${MINIPROG_API_PREFIX}/badges`,
  filters: `${MINIPROG_API_PREFIX}/filters`,
  exhibitors: `${MINIPROG_API_PREFIX}/exhibitors`,
  exhibitor: (id: number) => `${MINIPROG_API_PREFIX}/exhibitors/${id}`,
  products: `${MINIPROG_API_PREFIX}/products`,
  product: (id: number) => `${MINIPROG_API_PREFIX}/products/${id}`,
  activities: `${MINIPROG_API_PREFIX}/activities`,
  activity: (id: number) => `${MINIPROG_API_PREFIX}/activities/${id}`,
} as const;

/**
 * Query parameters of the exhibitor directory (GET /exhibitors), stable within v1: `q` either company name
 * (contains), `hall` a hall id, `category` a product category id (its sub-categories count too), `area` an
 * application area id, `type` FIE | Local | International, `country` a two-letter code, `page` from 1 (20 a page).
 * The ids are those of GET /filters. Other parameters are ignored (a cache-buster does no harm).
 */
export const PUBLIC_DIRECTORY_PARAMS = ['q', 'hall', 'category', 'area', 'type', 'country', 'page'] as const;
export type PublicDirectoryParam = (typeof PUBLIC_DIRECTORY_PARAMS)[number];
/** Query parameters of the product list (GET /products): `q` either product name, `exhibitor` a company id, `category`, `area`, `page`, `page_size` (at most 50). */
export const PUBLIC_PRODUCT_PARAMS = ['q', 'exhibitor', 'category', 'area', 'page', 'page_size'] as const;
export type PublicProductParam = (typeof PUBLIC_PRODUCT_PARAMS)[number];

/** Directory and product lists: 20 a page, at most 50. */
export const MINIPROG_API_PAGE_SIZE = 20;
export const MINIPROG_API_PAGE_SIZE_MAX = 50;
/**
 * A product search counts its matches up to this many: past it the answer says `total_capped` (a phone shows
 * "100+", and a visitor narrows the search rather than paging further). Counting further cost every search of a
 * common term the reading of hundreds more products at fair size.
 */
export const MINIPROG_API_SEARCH_TOTAL_LIMIT = 100;
/** Home blocks show at most this many featured records each. */
export const MINIPROG_HOME_FEATURED_MAX = 12;

const isoTime = z.string().describe('ISO 8601');
const link = {
  link_type: z.enum(MINIPROG_LINK_TYPES),
  link: z.string().describe('http(s) address (url), mini-programme path (page) or empty (none)'),
};
const named = z.object({ id: z.number().int(), name: z.string() });

export const publicBanner = z.object({ id: z.number().int(), image: z.string(), title: z.string(), ...link });
export type PublicBanner = z.infer<typeof publicBanner>;

export const publicExhibitorCard = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  country: z.string().nullable().describe('two-letter code'),
  hall: z.string().nullable(),
  booth: z.string().nullable(),
});
export type PublicExhibitorCard = z.infer<typeof publicExhibitorCard>;

export const publicProductCard = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  exhibitor_id: z.number().int(),
  exhibitor_name: z.string(),
});
export type PublicProductCard = z.infer<typeof publicProductCard>;

export const publicActivityCard = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  place: z.string(),
  starts_at: isoTime,
  ends_at: isoTime.nullable(),
});
export type PublicActivityCard = z.infer<typeof publicActivityCard>;

export const publicHome = z.object({
  blocks: z.array(z.enum(MINIPROG_HOME_SECTIONS)).describe("every block of the home in the admin's display order (banner, quick_entry, exhibitor, product, activity)"),
  banners: z.array(publicBanner),
  quick_entries: z.array(publicBanner).describe('icon in image'),
  exhibitors: z.array(publicExhibitorCard),
  products: z.array(publicProductCard),
  activities: z.array(publicActivityCard),
});
export type PublicHome = z.infer<typeof publicHome>;

export const publicPopup = z.object({
  id: z.number().int(),
  image: z.string(),
  ...link,
  audience: z.enum(MINIPROG_POPUP_AUDIENCES).describe('first_visit: once per device; every_visit: each launch; daily: at most once a day'),
  ends_at: isoTime.nullable(),
});
export type PublicPopup = z.infer<typeof publicPopup>;

export const publicTerms = z.object({
  kind: z.enum(MINIPROG_TERMS_KINDS),
  version: z.number().int(),
  current: z.boolean(),
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  published_at: isoTime,
});
export type PublicTerms = z.infer<typeof publicTerms>;

export const publicTermsVersions = z.object({
  kind: z.enum(MINIPROG_TERMS_KINDS),
  current: z.number().int().nullable().describe('the current version number'),
  list: z.array(z.object({ version: z.number().int(), title: z.string(), published_at: isoTime, current: z.boolean() })),
});
export type PublicTermsVersions = z.infer<typeof publicTermsVersions>;

export const publicAd = z.object({
  id: z.number().int(),
  image: z.string(),
  position: z.enum(MINIPROG_AD_POSITIONS),
  page: z.enum(MINIPROG_PAGES),
  open_mode: z.enum(MINIPROG_AD_OPEN_MODES),
  target_url: z.string(),
});
export type PublicAd = z.infer<typeof publicAd>;

export const publicBadge = z.object({
  id: z.number().int(),
  icon: z.string(),
  ...link,
  page: z.enum(MINIPROG_PAGES),
  position: z.enum(MINIPROG_BADGE_POSITIONS),
});
export type PublicBadge = z.infer<typeof publicBadge>;

export const publicFilters = z.object({
  halls: z.array(named),
  categories: z.array(named.extend({ parent_id: z.number().int().nullable(), level: z.number().int() })),
  areas: z.array(named),
});
export type PublicFilters = z.infer<typeof publicFilters>;

export const publicExhibitorDetail = publicExhibitorCard.extend({
  intro: z.string(),
  website: z.string().nullable(),
  qr_code: z.string().nullable(),
  booth_area: z.number().nullable(),
  categories: z.array(named),
  areas: z.array(named),
  products: z
    .array(publicProductCard)
    .describe('its first MINIPROG_API_PAGE_SIZE published products, pinned then newest (page 1 of GET /products?exhibitor=<id>); empty in English for a company without English name and introduction'),
  product_total: z.number().int().describe('all its products shown in this language: more than the list holds means GET /products?exhibitor=<id> has the rest'),
  activities: z.array(z.object({ id: z.number().int(), title: z.string(), place: z.string() })).describe("the company's published booth activities"),
});
export type PublicExhibitorDetail = z.infer<typeof publicExhibitorDetail>;

export const publicProductDetail = publicProductCard.extend({
  intro: z.string(),
  categories: z.array(named),
  areas: z.array(named),
  attributes: z.array(named),
});
export type PublicProductDetail = z.infer<typeof publicProductDetail>;

export const publicActivityDetail = publicActivityCard.extend({ content: z.string().describe('sanitised HTML') });
export type PublicActivityDetail = z.infer<typeof publicActivityDetail>;

/** A page of the public API: the Page every list answers (`total_capped` when a search was counted up to its limit). */
export type PublicPage<T> = Page<T>;
