import { z } from 'zod';
import { CATEGORY_MAX_DEPTH } from '../constants/limits';
import { CATEGORY_SIBLINGS_MAX, type TagKind } from '../contracts/taxonomy';
import { TITLE_MAX_LENGTH, requiredText } from './content-fields';

/** SPEC §5: classification can be set up to three levels at most, operation failed. */
export const CATEGORY_DEPTH_MESSAGE = 'common:validation.categoryDepth';

/** SPEC §5 required prompts of each kind's Chinese and English names (a product property has none of its own: "Name cannot be empty"). */
export const TAXONOMY_NAME_PROMPTS: Record<'category' | TagKind, readonly [string, string]> = {
  category: ['common:validation.categoryNameZhRequired', 'common:validation.categoryNameEnRequired'],
  'application-area': ['common:validation.areaNameZhRequired', 'common:validation.areaNameEnRequired'],
  'product-property': ['common:validation.nameRequired', 'common:validation.nameRequired'],
};

/** Whether a category of this level may have children (SPEC §5 depth 3). */
export const canHaveChildren = (level: number): boolean => level < CATEGORY_MAX_DEPTH;

const positiveId = z.number().int().positive().max(2_147_483_647);

const names = (kind: 'category' | TagKind) => ({
  name_zh: requiredText(TAXONOMY_NAME_PROMPTS[kind][0], TITLE_MAX_LENGTH),
  name_en: requiredText(TAXONOMY_NAME_PROMPTS[kind][1], TITLE_MAX_LENGTH),
});

/** A product category: created under `parent_id` (none: first level), or renamed by `id` (its place stays). */
export const categoryForm = z.strictObject({
  id: positiveId.optional().describe('absent: create; present: rename that category'),
  parent_id: positiveId.nullish().describe('create only: the category above (absent or null: a first-level category)'),
  ...names('category'),
});
export type CategoryForm = z.input<typeof categoryForm>;

/** The complete new order of one level: every child of `parent_id` (null: the first level), each once. */
export const categoryOrder = z.strictObject({
  parent_id: positiveId.nullable(),
  ids: z
    .array(positiveId)
    .min(1)
    .max(CATEGORY_SIBLINGS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'common:validation.invalid' }),
});
export type CategoryOrder = z.infer<typeof categoryOrder>;

/** An application area or a product property: Chinese and English names required. */
export const tagForm = (kind: TagKind) =>
  z.strictObject({
    id: positiveId.optional().describe('absent: create; present: rename that entry'),
    ...names(kind),
  });
export type TagForm = z.input<ReturnType<typeof tagForm>>;
