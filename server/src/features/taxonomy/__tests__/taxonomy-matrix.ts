import { CATEGORY_PATHS, TAG_KINDS, TAG_PATHS } from '@fair/shared/contracts/taxonomy';
import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { sampleCategory, sampleTag } from './taxonomy-samples';

const ROLE_KEYS = { 'application-area': 'exhibit.application-area', 'product-property': 'exhibit.product-property' } as const;
const categoryEditors = organizersWith('exhibit.exhibit-classification');

/** Permission-matrix entries of the taxonomy routes (SPEC §6 exhibit.exhibit-classification, application-area, product-property). */
export const taxonomyMatrix: Record<string, MatrixEntry> = {
  [`GET ${CATEGORY_PATHS.list}`]: { allowed: categoryEditors, request: async (ctx) => ({ query: { parent_id: String(await sampleCategory(ctx)) } }) },
  [`GET ${CATEGORY_PATHS.search}`]: { allowed: categoryEditors, request: () => ({ query: { keyword: '分类', page_size: '5' } }) },
  [`POST ${CATEGORY_PATHS.save}`]: {
    allowed: categoryEditors,
    request: async (ctx) => {
      const n = ctx.unique();
      return { payload: { id: await sampleCategory(ctx), name_zh: `改名分类${n}`, name_en: `Renamed category ${n}` } };
    },
  },
  [`POST ${CATEGORY_PATHS.sort}`]: {
    allowed: categoryEditors,
    request: async (ctx) => {
      const parent = await sampleCategory(ctx);
      const children = [await sampleCategory(ctx, parent, 2), await sampleCategory(ctx, parent, 2)];
      return { payload: { parent_id: parent, ids: children.reverse() } };
    },
  },
  [`DELETE ${CATEGORY_PATHS.delete}`]: { allowed: categoryEditors, request: async (ctx) => ({ query: { id: String(await sampleCategory(ctx)) } }) },
  ...Object.fromEntries(
    TAG_KINDS.flatMap((kind): [string, MatrixEntry][] => {
      const allowed = organizersWith(ROLE_KEYS[kind]);
      return [
        [`GET ${TAG_PATHS[kind].list}`, { allowed, request: () => ({ query: { keyword: '标签', sort: 'product_count', order: 'desc' } }) }],
        [
          `POST ${TAG_PATHS[kind].save}`,
          {
            allowed,
            request: async (ctx) => {
              const n = ctx.unique();
              return { payload: { id: await sampleTag(ctx, kind), name_zh: `改名标签${n}`, name_en: `Renamed tag ${n}` } };
            },
          },
        ],
        [`DELETE ${TAG_PATHS[kind].delete}`, { allowed, request: async (ctx) => ({ query: { id: String(await sampleTag(ctx, kind)) } }) }],
      ];
    }),
  ),
};
