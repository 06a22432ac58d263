import { z } from 'zod';
import { URL_MAX_LENGTH } from '../constants/limits';
import {
  MINIPROG_AD_OPEN_MODES,
  MINIPROG_AD_POSITIONS,
  MINIPROG_BADGE_POSITIONS,
  MINIPROG_FEATURED_KINDS,
  MINIPROG_HOME_BLOCKS,
  MINIPROG_KEYWORD_MAX_LENGTH,
  MINIPROG_LINK_TYPES,
  MINIPROG_PAGES,
  MINIPROG_PAGE_PATHS,
  MINIPROG_PAGE_SIZE,
  MINIPROG_PAGE_SIZE_MAX,
  MINIPROG_POPUP_AUDIENCES,
  MINIPROG_SORT_MAX_IDS,
  MINIPROG_STATE_ACTIONS,
  MINIPROG_STATUSES,
  MINIPROG_TERMS_KINDS,
} from '../contracts/miniprog';
import { TITLE_MAX_LENGTH, TOO_LONG, requiredRichText, requiredText } from './content-fields';
import { imageReference, optionalImageReference } from './image-reference';

/**
 * The mini-programme admin forms (browser and server use the same schemas). Required prompts are
 * `common:validation.*` keys; the two cross-field rules (schedule order, link target) are the functions at
 * the end, which the server applies after the schema and the browser as form rules.
 */
export const MINIPROG_MESSAGES = {
  required: 'common:validation.required',
  titleZh: 'common:validation.titleZhRequired',
  titleEn: 'common:validation.titleEnRequired',
  contentZh: 'common:validation.contentZhRequired',
  contentEn: 'common:validation.contentEnRequired',
  name: 'common:validation.nameRequired',
  adImage: 'common:validation.adImageRequired',
  adOpenMode: 'common:validation.adOpenModeRequired',
  adLink: 'common:validation.adLinkRequired',
  linkProtocol: 'common:validation.linkProtocol',
  /** the end of a schedule or activity is not after its start */
  endBeforeStart: 'miniprog:validation.endBeforeStart',
  /** a page link is not one of the mini-programme's pages */
  pageLink: 'miniprog:validation.pageLink',
} as const;

const positiveId = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const time = z.iso.datetime({ offset: true });
const optionalTime = time
  .nullish()
  .transform((value) => value ?? null)
  .describe('ISO 8601 with offset; null or absent = open');
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: TOO_LONG })
    .nullish()
    .transform((value) => value ?? '');
const httpUrl = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(URL_MAX_LENGTH, { error: TOO_LONG })
    .pipe(z.url({ protocol: /^https?$/, error: MINIPROG_MESSAGES.linkProtocol }));

const linkFields = {
  link_type: z.enum(MINIPROG_LINK_TYPES).default('none'),
  link: plainText(URL_MAX_LENGTH).describe('http(s) address for url; a MINIPROG_PAGE_PATHS path (with ?id= for a detail page) for page'),
};
const scheduleFields = { starts_at: optionalTime, ends_at: optionalTime };

// ---- lists and small bodies -------------------------------------------------------------------------

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MINIPROG_PAGE_SIZE_MAX).default(MINIPROG_PAGE_SIZE),
  keyword: z.string().max(MINIPROG_KEYWORD_MAX_LENGTH).optional().describe('title or name, either language'),
};
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const miniprogIdQuery = z.strictObject({ id: queryId });
export const miniprogHomeListQuery = z.strictObject({ ...paging, block: z.enum(MINIPROG_HOME_BLOCKS), status: z.enum(MINIPROG_STATUSES).optional() });
export const miniprogFeaturedListQuery = z.strictObject({
  ...paging,
  kind: z.enum(MINIPROG_FEATURED_KINDS),
  status: z.enum(MINIPROG_STATUSES).optional(),
  hidden: booleanQuery.optional(),
});
export const miniprogCandidateQuery = z.strictObject({ ...paging, kind: z.enum(MINIPROG_FEATURED_KINDS) });
export const miniprogActivityListQuery = z.strictObject({ ...paging, status: z.enum(MINIPROG_STATUSES).optional(), hidden: booleanQuery.optional() });
export const miniprogEnabledListQuery = z.strictObject({ ...paging, enabled: booleanQuery.optional() });
export const miniprogAdListQuery = z.strictObject({ ...paging, enabled: booleanQuery.optional(), page_name: z.enum(MINIPROG_PAGES).optional().describe('the page the ad shows on') });
export const miniprogTermsListQuery = z.strictObject({ ...paging, kind: z.enum(MINIPROG_TERMS_KINDS) });

export const miniprogStateBody = z.strictObject({ id: positiveId, action: z.enum(MINIPROG_STATE_ACTIONS) });
export const miniprogVisibilityBody = z.strictObject({ id: positiveId, hidden: z.boolean() });
export const miniprogEnableBody = z.strictObject({ id: positiveId, enabled: z.boolean() });
export const miniprogIdBody = z.strictObject({ id: positiveId });

const orderIds = z
  .array(positiveId)
  .min(1)
  .max(MINIPROG_SORT_MAX_IDS)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'common:validation.invalid' })
  .describe('every item of the group, in the new order');
export const miniprogHomeSortBody = z.strictObject({ block: z.enum(MINIPROG_HOME_BLOCKS), ids: orderIds });
export const miniprogFeaturedSortBody = z.strictObject({ kind: z.enum(MINIPROG_FEATURED_KINDS), ids: orderIds });
export const miniprogSortBody = z.strictObject({ ids: orderIds });

// ---- forms ------------------------------------------------------------------------------------------

export const miniprogHomeItemForm = z.strictObject({
  id: positiveId.optional(),
  block: z.enum(MINIPROG_HOME_BLOCKS),
  image: imageReference(MINIPROG_MESSAGES.required),
  title_zh: requiredText(MINIPROG_MESSAGES.titleZh, TITLE_MAX_LENGTH),
  title_en: requiredText(MINIPROG_MESSAGES.titleEn, TITLE_MAX_LENGTH),
  ...linkFields,
  status: z.enum(MINIPROG_STATUSES).default('draft'),
  ...scheduleFields,
});
export type MiniprogHomeItemInput = z.input<typeof miniprogHomeItemForm>;
export type MiniprogHomeItemForm = z.output<typeof miniprogHomeItemForm>;

export const miniprogFeaturedForm = z.strictObject({
  id: positiveId.optional().describe('present: change status, schedule or visibility of that entry (kind and ref_id must match it)'),
  kind: z.enum(MINIPROG_FEATURED_KINDS),
  ref_id: positiveId.describe('a candidate of GET /admin/miniprog/featured/candidates'),
  status: z.enum(MINIPROG_STATUSES).default('draft'),
  hidden: z.boolean().default(false),
  ...scheduleFields,
});
export type MiniprogFeaturedInput = z.input<typeof miniprogFeaturedForm>;
export type MiniprogFeaturedForm = z.output<typeof miniprogFeaturedForm>;

export const miniprogActivityForm = z.strictObject({
  id: positiveId.optional(),
  title_zh: requiredText(MINIPROG_MESSAGES.titleZh, TITLE_MAX_LENGTH),
  title_en: requiredText(MINIPROG_MESSAGES.titleEn, TITLE_MAX_LENGTH),
  image: optionalImageReference(),
  starts_at: time.describe('when the activity begins'),
  ends_at: optionalTime,
  place_zh: plainText(TITLE_MAX_LENGTH),
  place_en: plainText(TITLE_MAX_LENGTH),
  content_zh: requiredRichText(MINIPROG_MESSAGES.contentZh),
  content_en: requiredRichText(MINIPROG_MESSAGES.contentEn),
  status: z.enum(MINIPROG_STATUSES).default('draft'),
  hidden: z.boolean().default(false),
});
export type MiniprogActivityInput = z.input<typeof miniprogActivityForm>;
export type MiniprogActivityForm = z.output<typeof miniprogActivityForm>;

export const miniprogPopupForm = z.strictObject({
  id: positiveId.optional(),
  name: requiredText(MINIPROG_MESSAGES.name, TITLE_MAX_LENGTH),
  image: imageReference(MINIPROG_MESSAGES.required),
  ...linkFields,
  audience: z.enum(MINIPROG_POPUP_AUDIENCES).default('every_visit'),
  enabled: z.boolean().default(true),
  ...scheduleFields,
});
export type MiniprogPopupInput = z.input<typeof miniprogPopupForm>;
export type MiniprogPopupForm = z.output<typeof miniprogPopupForm>;

export const miniprogTermsForm = z.strictObject({
  id: positiveId.optional().describe('absent: a new draft version (next number); present: edit that draft'),
  kind: z.enum(MINIPROG_TERMS_KINDS),
  title_zh: requiredText(MINIPROG_MESSAGES.titleZh, TITLE_MAX_LENGTH),
  title_en: requiredText(MINIPROG_MESSAGES.titleEn, TITLE_MAX_LENGTH),
  content_zh: requiredRichText(MINIPROG_MESSAGES.contentZh),
  content_en: requiredRichText(MINIPROG_MESSAGES.contentEn),
});
export type MiniprogTermsInput = z.input<typeof miniprogTermsForm>;
export type MiniprogTermsForm = z.output<typeof miniprogTermsForm>;

/** SPEC §5 ads: image required, open mode selected, link entered and including http or https. */
export const miniprogAdForm = z.strictObject({
  id: positiveId.optional(),
  image: imageReference(MINIPROG_MESSAGES.adImage),
  position: z.enum(MINIPROG_AD_POSITIONS).default('top'),
  page: z.enum(MINIPROG_PAGES).default('home'),
  open_mode: z.enum(MINIPROG_AD_OPEN_MODES, { error: MINIPROG_MESSAGES.adOpenMode }),
  target_url: httpUrl(MINIPROG_MESSAGES.adLink),
  enabled: z.boolean().default(true),
});
export type MiniprogAdInput = z.input<typeof miniprogAdForm>;
export type MiniprogAdForm = z.output<typeof miniprogAdForm>;

export const miniprogBadgeForm = z.strictObject({
  id: positiveId.optional(),
  name: requiredText(MINIPROG_MESSAGES.name, TITLE_MAX_LENGTH),
  icon: imageReference(MINIPROG_MESSAGES.required),
  ...linkFields,
  page: z.enum(MINIPROG_PAGES).default('home'),
  position: z.enum(MINIPROG_BADGE_POSITIONS).default('right_bottom'),
  enabled: z.boolean().default(true),
  ...scheduleFields,
});
export type MiniprogBadgeInput = z.input<typeof miniprogBadgeForm>;
export type MiniprogBadgeForm = z.output<typeof miniprogBadgeForm>;

// ---- cross-field rules --------------------------------------------------------------------------------

export interface MiniprogFieldProblem {
  field: string;
  /** browser message key (namespace:key) */
  message: string;
}

/** The end of a schedule (or an activity) must come after its start. */
export function scheduleProblem(value: { starts_at?: string | null; ends_at?: string | null }): MiniprogFieldProblem | null {
  if (!value.starts_at || !value.ends_at) return null;
  return Date.parse(value.ends_at) > Date.parse(value.starts_at) ? null : { field: 'ends_at', message: MINIPROG_MESSAGES.endBeforeStart };
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PAGE_LINK = /^(\/pages\/[a-z0-9_/-]+)(\?id=[1-9]\d{0,9})?$/;
const PAGE_PATHS = new Set(Object.values(MINIPROG_PAGE_PATHS));

/** A link target: url needs http(s) (SPEC §5), page one of the mini-programme's pages, none nothing. */
export function linkProblem(value: { link_type?: string; link?: string | null }): MiniprogFieldProblem | null {
  const link = (value.link ?? '').trim();
  if (value.link_type === 'url') {
    if (!link) return { field: 'link', message: MINIPROG_MESSAGES.adLink };
    return HTTP_URL.test(link) ? null : { field: 'link', message: MINIPROG_MESSAGES.linkProtocol };
  }
  if (value.link_type === 'page') {
    if (!link) return { field: 'link', message: MINIPROG_MESSAGES.adLink };
    const match = PAGE_LINK.exec(link);
    return match && PAGE_PATHS.has(match[1]) ? null : { field: 'link', message: MINIPROG_MESSAGES.pageLink };
  }
  return null;
}
