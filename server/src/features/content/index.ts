// What the content kinds (products, news, activities) and the figures that count content use of this feature.
export { contentCounts } from './content-counts';
export type { ContentDefinition } from './content-definition';
export { contentRoutes } from './content-routes';
export { contentStateView } from './content-schemas';
export { stateView } from './content-state';
export type { ContentTable } from './content-store';
export { richTextDefinition } from './rich-text-definition';
