// What the content kinds (products, news, activities), the figures that count content and the organizer's review use of this feature.
export { contentCounts } from './content-counts';
export type { ContentDefinition } from './content-definition';
export { contentRoutes } from './content-routes';
export { contentStateView } from './content-schemas';
export { stateView } from './content-state';
export { type ContentRow, type ContentTable, changeStates, deleteItems, findAny } from './content-store';
export { richTextDefinition } from './rich-text-definition';
