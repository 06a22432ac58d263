import { z } from 'zod';
import { uploadUrl } from '@fair/shared/validation/profile';

const optionalTitle = z.string().trim().max(200).default('');

/**
 * The organizer's poster template (SPEC §5 guidance: 400x600, 72 dpi, under 150 KB): the background
 * image exhibitors' promotional posters are drawn on, with an optional heading per language.
 */
export const posterTemplateSchema = z.strictObject({
  image: uploadUrl('common:validation.required'),
  title_zh: optionalTitle,
  title_en: optionalTitle,
});
export type PosterTemplate = z.output<typeof posterTemplateSchema>;

export { BANNER_SETTING_KEY, POSTER_SETTING_KEY } from '../../db/schema/content';
