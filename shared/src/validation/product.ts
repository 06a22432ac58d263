import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import { TITLE_MAX_LENGTH, contentStateInput, idList, optionalText, requiredText } from './content-fields';
import { imageReference } from './image-reference';

/** SPEC §5 product form prompts: keys of the common namespace, localised by each side. */
export const PRODUCT_MESSAGES = {
  image: 'common:validation.productImageRequired',
  nameZh: 'common:validation.productNameZhRequired',
  nameEn: 'common:validation.productNameEnRequired',
  categories: 'common:validation.productCategoryRequired',
  applicationAreas: 'common:validation.applicationAreaRequired',
  attributes: 'common:validation.productAttrRequired',
  introZh: 'common:validation.productIntroZhRequired',
} as const;

/**
 * The product form (SPEC §5), shared by the browser form and POST /exhibitors/product/save: image required;
 * Chinese and English names required; at least one product type category, one application area and one
 * product attribute; Chinese introduction required, English optional.
 */
export const productSchema = z.object({
  ...contentStateInput,
  image: imageReference(PRODUCT_MESSAGES.image),
  name_zh: requiredText(PRODUCT_MESSAGES.nameZh, TITLE_MAX_LENGTH),
  name_en: requiredText(PRODUCT_MESSAGES.nameEn, TITLE_MAX_LENGTH),
  intro_zh: requiredText(PRODUCT_MESSAGES.introZh, TEXT_MAX_LENGTH),
  intro_en: optionalText(TEXT_MAX_LENGTH),
  categories: idList(PRODUCT_MESSAGES.categories),
  application_areas: idList(PRODUCT_MESSAGES.applicationAreas),
  attributes: idList(PRODUCT_MESSAGES.attributes),
});

export type ProductInput = z.input<typeof productSchema>;
export type ProductForm = z.output<typeof productSchema>;
