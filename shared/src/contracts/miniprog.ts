import { z } from 'zod';
import { CONTENT_STATUSES } from './content';

/**
 * Mini-programme administration (SPEC §2 mini-programme admin screens): what the fair's WeChat
 * mini-programme shows, edited by mini-programme admin users. Every call below answers only the `miniprog`
 * client type (no role checks, SPEC §6) and uses the envelope `{code, message, msg, data}`.
 *
 * Each area has the same calls (area = home | featured | activity | popup | ad | badge):
 *   GET    /admin/miniprog/<area>/list?page&page_size&keyword&…  -> Page<item>   in display order
 *   GET    /admin/miniprog/<area>/info?id                          -> item
 *   POST   /admin/miniprog/<area>/save   { id?, ...form }          -> item         no id creates (last in order)
 *   POST   /admin/miniprog/<area>/sort   { group?, ids }           -> null         ids = the complete new order
 *   DELETE /admin/miniprog/<area>/delete?id                        -> null
 * The home's blocks are ordered too: GET /admin/miniprog/home/blocks -> {list} in display order, POST
 * /admin/miniprog/home/blocks/sort {ids} (the complete new order; the last of two concurrent saves wins whole).
 * plus per area: `state {id, action: publish|withdraw}` (home, featured, activity), `visibility {id, hidden}`
 * (featured, activity), `enable {id, enabled}` (popup, ad, badge). Terms are versioned instead:
 *   GET /admin/miniprog/terms/list?kind, GET …/info?id, POST …/save (a draft version), POST …/publish {id},
 *   DELETE …/delete?id (drafts only).
 * A sort whose ids are not exactly the group's current items answers 409 (someone else changed the list):
 * reload and try again. Invalid forms answer 422 with `data.errors[{field, message}]`, localised.
 * Every save changes what the public API (./miniprog-api) serves at once, in every server process.
 */

/** Draft or published (SPEC §4 content states). */
export const MINIPROG_STATUSES = CONTENT_STATUSES;
export type MiniprogStatus = (typeof MINIPROG_STATUSES)[number];
export const MINIPROG_STATE_ACTIONS = ['publish', 'withdraw'] as const;
export type MiniprogStateAction = (typeof MINIPROG_STATE_ACTIONS)[number];

/** Where a tap leads: nowhere, a web page (http/https), or a page of the mini-programme (a path such as /pages/exhibitor/detail?id=3). */
export const MINIPROG_LINK_TYPES = ['none', 'url', 'page'] as const;
export type MiniprogLinkType = (typeof MINIPROG_LINK_TYPES)[number];

/** The mini-programme's pages: where ads and badges show, and the page targets a link may open. */
export const MINIPROG_PAGES = ['home', 'exhibitors', 'exhibitor', 'products', 'product', 'activities', 'activity', 'terms'] as const;
export type MiniprogPage = (typeof MINIPROG_PAGES)[number];
/** The mini-programme path of each page: a `page` link is one of these, with `?id=` for a detail page. */
export const MINIPROG_PAGE_PATHS: Record<MiniprogPage, string> = {
  home: '/pages/index/index',
  exhibitors: '/pages/exhibitor/list',
  exhibitor: '/pages/exhibitor/detail',
  products: '/pages/product/list',
  product: '/pages/product/detail',
  activities: '/pages/activity/list',
  activity: '/pages/activity/detail',
  terms: '/pages/terms/index',
};

/** Home page blocks the admin edits item by item (the featured blocks come from the featured lists). */
export const MINIPROG_HOME_BLOCKS = ['banner', 'quick_entry'] as const;
export type MiniprogHomeBlock = (typeof MINIPROG_HOME_BLOCKS)[number];

/** Featured lists (/info/info-manage, /product/product-manage, /activity/activity-manage) and the home blocks they fill. */
export const MINIPROG_FEATURED_KINDS = ['exhibitor', 'product', 'activity'] as const;
export type MiniprogFeaturedKind = (typeof MINIPROG_FEATURED_KINDS)[number];

/** Every block of the home (the item blocks, then the featured ones), in the order shown until the admin reorders them. */
export const MINIPROG_HOME_SECTIONS = [...MINIPROG_HOME_BLOCKS, ...MINIPROG_FEATURED_KINDS] as const;
export type MiniprogHomeSection = (typeof MINIPROG_HOME_SECTIONS)[number];

/** Popup audience: shown on the first visit only, on every visit, or at most once a day (the mini-programme keeps the record). */
export const MINIPROG_POPUP_AUDIENCES = ['first_visit', 'every_visit', 'daily'] as const;
export type MiniprogPopupAudience = (typeof MINIPROG_POPUP_AUDIENCES)[number];

/** Terms kinds: the user notice (SPEC §5, read and agreed to) and the privacy terms. */
export const MINIPROG_TERMS_KINDS = ['user_notice', 'privacy'] as const;
export type MiniprogTermsKind = (typeof MINIPROG_TERMS_KINDS)[number];

/** SPEC §3 Ad open mode: link jump or file download. */
export const MINIPROG_AD_OPEN_MODES = ['link', 'download'] as const;
export type MiniprogAdOpenMode = (typeof MINIPROG_AD_OPEN_MODES)[number];
export const MINIPROG_AD_POSITIONS = ['top', 'middle', 'bottom'] as const;
export type MiniprogAdPosition = (typeof MINIPROG_AD_POSITIONS)[number];
export const MINIPROG_BADGE_POSITIONS = ['right_bottom', 'right_middle', 'left_bottom', 'left_middle'] as const;
export type MiniprogBadgePosition = (typeof MINIPROG_BADGE_POSITIONS)[number];

export const MINIPROG_PAGE_SIZE = 20;
export const MINIPROG_PAGE_SIZES = [10, 20, 50, 100] as const;
export const MINIPROG_PAGE_SIZE_MAX = 100;
export const MINIPROG_KEYWORD_MAX_LENGTH = 100;
/** A sort carries the whole order of one group; groups stay far below this. */
export const MINIPROG_SORT_MAX_IDS = 1000;

const isoTime = z.string().describe('ISO 8601');
const schedule = {
  starts_at: isoTime.nullable().describe('shown from (inclusive); null = at once'),
  ends_at: isoTime.nullable().describe('shown until (exclusive); null = no end'),
};
const stamps = { created_at: isoTime, updated_at: isoTime };
/** True when the public API serves the item now: published/enabled, not hidden and inside its schedule (Asia/Shanghai clock). */
const live = z.boolean().describe('served by the public API right now');

export const miniprogHomeItem = z.object({
  id: z.number().int(),
  block: z.enum(MINIPROG_HOME_BLOCKS),
  image: z.string().describe('banner image or quick-entry icon (an uploaded file address)'),
  title_zh: z.string(),
  title_en: z.string(),
  link_type: z.enum(MINIPROG_LINK_TYPES),
  link: z.string().describe('http(s) address for url, mini-programme path for page, empty for none'),
  sort: z.number().int(),
  status: z.enum(MINIPROG_STATUSES),
  ...schedule,
  live,
  ...stamps,
});
export type MiniprogHomeItem = z.infer<typeof miniprogHomeItem>;

/** One block of the home in the block order: sorted with `home.blocksSort {ids}` like any ordered group. */
export const miniprogHomeBlockRow = z.object({
  id: z.number().int(),
  block: z.enum(MINIPROG_HOME_SECTIONS),
  sort: z.number().int(),
  updated_at: isoTime,
});
export type MiniprogHomeBlockRow = z.infer<typeof miniprogHomeBlockRow>;

export const miniprogFeaturedItem = z.object({
  id: z.number().int(),
  kind: z.enum(MINIPROG_FEATURED_KINDS),
  ref_id: z.number().int().describe('the exhibitor, product or concurrent activity featured'),
  name_zh: z.string().describe("the source's Chinese name or title, read live from the exhibitor data"),
  name_en: z.string(),
  image: z.string().nullable().describe('logo, product image or activity cover'),
  exhibitor_id: z.number().int().nullable().describe('the company of a featured product'),
  exhibitor_name_zh: z.string().nullable(),
  sort: z.number().int(),
  status: z.enum(MINIPROG_STATUSES),
  hidden: z.boolean().describe('hidden from the mini-programme; the exhibitor data stays as it is'),
  ...schedule,
  available: z.boolean().describe('the source is public (saved, unbanned company; published product; published, shown activity)'),
  live,
  ...stamps,
});
export type MiniprogFeaturedItem = z.infer<typeof miniprogFeaturedItem>;

/** A record the featured list may pick (GET /admin/miniprog/featured/candidates). */
export const miniprogFeaturedCandidate = z.object({
  ref_id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  image: z.string().nullable(),
  exhibitor_id: z.number().int().nullable(),
  exhibitor_name_zh: z.string().nullable(),
  featured: z.boolean().describe('already in the featured list'),
});
export type MiniprogFeaturedCandidate = z.infer<typeof miniprogFeaturedCandidate>;

export const miniprogActivity = z.object({
  id: z.number().int(),
  title_zh: z.string(),
  title_en: z.string(),
  image: z.string().describe('cover image; empty for none'),
  starts_at: isoTime.describe('when the activity begins'),
  ends_at: isoTime.nullable().describe('when it ends; null = not given'),
  place_zh: z.string(),
  place_en: z.string(),
  content_zh: z.string().describe('sanitised HTML'),
  content_en: z.string().describe('sanitised HTML'),
  sort: z.number().int(),
  status: z.enum(MINIPROG_STATUSES),
  hidden: z.boolean(),
  live,
  ...stamps,
});
export type MiniprogActivity = z.infer<typeof miniprogActivity>;

export const miniprogPopup = z.object({
  id: z.number().int(),
  name: z.string().describe("the admin's own label; not shown to visitors"),
  image: z.string(),
  link_type: z.enum(MINIPROG_LINK_TYPES),
  link: z.string(),
  audience: z.enum(MINIPROG_POPUP_AUDIENCES),
  enabled: z.boolean(),
  sort: z.number().int(),
  ...schedule,
  live,
  ...stamps,
});
export type MiniprogPopup = z.infer<typeof miniprogPopup>;

export const miniprogTermsVersion = z.object({
  id: z.number().int(),
  kind: z.enum(MINIPROG_TERMS_KINDS),
  version: z.number().int().describe('1, 2, 3… per kind, given when the version is created'),
  title_zh: z.string(),
  title_en: z.string(),
  content_zh: z.string().describe('sanitised HTML'),
  content_en: z.string().describe('sanitised HTML'),
  status: z.enum(MINIPROG_STATUSES).describe('a published version is never edited again: save a new version instead'),
  current: z.boolean().describe('the version the public API serves (one per kind)'),
  published_at: isoTime.nullable(),
  ...stamps,
});
export type MiniprogTermsVersion = z.infer<typeof miniprogTermsVersion>;

export const miniprogAd = z.object({
  id: z.number().int(),
  image: z.string(),
  position: z.enum(MINIPROG_AD_POSITIONS),
  page: z.enum(MINIPROG_PAGES),
  open_mode: z.enum(MINIPROG_AD_OPEN_MODES),
  target_url: z.string().describe('link target or download address (http or https)'),
  click_count: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  ...stamps,
});
export type MiniprogAd = z.infer<typeof miniprogAd>;

export const miniprogBadge = z.object({
  id: z.number().int(),
  name: z.string().describe("the admin's own label"),
  icon: z.string(),
  link_type: z.enum(MINIPROG_LINK_TYPES),
  link: z.string(),
  page: z.enum(MINIPROG_PAGES),
  position: z.enum(MINIPROG_BADGE_POSITIONS),
  enabled: z.boolean(),
  sort: z.number().int(),
  ...schedule,
  live,
  ...stamps,
});
export type MiniprogBadge = z.infer<typeof miniprogBadge>;

export interface MiniprogList<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

const area = (base: string) => ({
  list: `${base}/list`,
  info: `${base}/info`,
  save: `${base}/save`,
  sort: `${base}/sort`,
  delete: `${base}/delete`,
});

export const MINIPROG_ADMIN_PATHS = {
  home: { ...area('/admin/miniprog/home'), state: '/admin/miniprog/home/state', blocks: '/admin/miniprog/home/blocks', blocksSort: '/admin/miniprog/home/blocks/sort' },
  featured: {
    ...area('/admin/miniprog/featured'),
    state: '/admin/miniprog/featured/state',
    visibility: '/admin/miniprog/featured/visibility',
    candidates: '/admin/miniprog/featured/candidates',
  },
  activity: { ...area('/admin/miniprog/activity'), state: '/admin/miniprog/activity/state', visibility: '/admin/miniprog/activity/visibility' },
  popup: { ...area('/admin/miniprog/popup'), enable: '/admin/miniprog/popup/enable' },
  ad: { ...area('/admin/miniprog/ad'), enable: '/admin/miniprog/ad/enable' },
  badge: { ...area('/admin/miniprog/badge'), enable: '/admin/miniprog/badge/enable' },
  terms: {
    list: '/admin/miniprog/terms/list',
    info: '/admin/miniprog/terms/info',
    save: '/admin/miniprog/terms/save',
    publish: '/admin/miniprog/terms/publish',
    delete: '/admin/miniprog/terms/delete',
  },
} as const;
