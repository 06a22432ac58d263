import { z } from 'zod';
import { uploadUrl } from './profile';

/** SPEC §5 Banner: image required, Chinese title required, English title required. Messages: common namespace keys. */
export const BANNER_MESSAGES = {
  image: 'common:validation.bannerImageRequired',
  titleZh: 'common:validation.bannerTitleZhRequired',
  titleEn: 'common:validation.bannerTitleEnRequired',
  tooLong: 'common:validation.textTooLong',
} as const;

export const BANNER_TITLE_MAX_LENGTH = 200;
/** The page editor's carousel; a bound keeps the home page light. */
export const BANNER_MAX_ITEMS = 10;

const title = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(BANNER_TITLE_MAX_LENGTH, { error: BANNER_MESSAGES.tooLong });

export const bannerItemSchema = z.strictObject({
  image: uploadUrl(BANNER_MESSAGES.image),
  title_zh: title(BANNER_MESSAGES.titleZh),
  title_en: title(BANNER_MESSAGES.titleEn),
  /** a disabled banner keeps its place in the editor but is not shown */
  enabled: z.boolean().default(true),
});

/** POST /admin/global/banner body and GET answer: the banners in display order. */
export const bannerListSchema = z.strictObject({
  list: z.array(bannerItemSchema).max(BANNER_MAX_ITEMS),
});

export type BannerItem = z.output<typeof bannerItemSchema>;
export type BannerList = z.output<typeof bannerListSchema>;
