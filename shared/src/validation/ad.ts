import { z } from 'zod';
import { URL_MAX_LENGTH } from '../constants/limits';
import { AD_KEYWORD_MAX_LENGTH, AD_OPEN_MODES, AD_PAGES, AD_PAGE_SIZE, AD_POSITIONS, AD_SORT_FIELDS, AD_SORT_MAX } from '../contracts/ads';
import { CONTENT_PAGE_SIZE_MAX } from '../contracts/content';
import { ID_LIST_MAX, TOO_LONG } from './content-fields';
import { uploadUrl } from './profile';

/** SPEC §5 ads: ad image required, open mode selected, link entered; the link must include http or https. */
export const AD_MESSAGES = {
  image: 'common:validation.adImageRequired',
  openMode: 'common:validation.adOpenModeRequired',
  link: 'common:validation.adLinkRequired',
  linkProtocol: 'common:validation.linkProtocol',
} as const;

const positiveId = z.number().int().positive().max(2_147_483_647);

/** The address must say http:// or https:// itself: a bare host is refused, not guessed. */
const targetUrl = z
  .string({ error: AD_MESSAGES.link })
  .trim()
  .min(1, { error: AD_MESSAGES.link })
  .max(URL_MAX_LENGTH, { error: TOO_LONG })
  .pipe(z.url({ protocol: /^https?$/, error: AD_MESSAGES.linkProtocol }));

export const adForm = z.strictObject({
  id: positiveId.optional().describe('absent: create; present: update that ad (its click count is kept)'),
  image: uploadUrl(AD_MESSAGES.image),
  page: z.enum(AD_PAGES).default('home'),
  position: z.enum(AD_POSITIONS).default('top'),
  open_mode: z.enum(AD_OPEN_MODES, { error: AD_MESSAGES.openMode }),
  target_url: targetUrl,
  enabled: z.boolean().default(true),
  sort: z.number().int().min(1).max(AD_SORT_MAX).default(1).describe('display order, lowest first'),
});
export type AdFormInput = z.input<typeof adForm>;
export type AdFormValues = z.output<typeof adForm>;

export const adEnableBody = z.strictObject({ id: positiveId, enabled: z.boolean() });
export const adBatchEnableBody = z.strictObject({ ids: z.array(positiveId).min(1).max(ID_LIST_MAX), enabled: z.boolean() });

export const adListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(AD_PAGE_SIZE),
  keyword: z.string().max(AD_KEYWORD_MAX_LENGTH).optional().describe('target or download address'),
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  page_name: z.enum(AD_PAGES).optional().describe('the page the ad shows on'),
  sort: z.enum(AD_SORT_FIELDS).default('sort').describe('sort = the display order'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type AdListQuery = z.output<typeof adListQuery>;
