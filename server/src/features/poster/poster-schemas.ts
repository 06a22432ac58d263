export { posterTemplateSchema, type PosterTemplateValues as PosterTemplate } from '@fair/shared/validation/poster';

export { BANNER_SETTING_KEY, POSTER_SETTING_KEY } from '../../db/schema/content';
