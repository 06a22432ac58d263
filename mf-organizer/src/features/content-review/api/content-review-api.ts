import { api } from '@fair/shared/api/api-client';
import {
  reviewPaths,
  type ExhibitorContentSummary,
  type GroupedKind,
  type ReviewAction,
  type ReviewChanged,
  type ReviewItem,
  type ReviewItemDetail,
  type ReviewKind,
  type ReviewProduct,
  type ReviewProductFilters,
} from '@fair/shared/contracts/content-review';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';

/** The product list's filters as the address holds them (text, like every list filter); the search is the list's own. */
export type ProductFilterValues = { [K in Exclude<keyof ReviewProductFilters, 'keyword'>]-?: string };
/** An exhibitor's items list: whose, as a fixed filter of the list in the drawer. */
export type ItemFilterValues = { exhibitor_id: string };

/** Everything of the review in the query cache: a change refreshes all of it (counts and items alike). */
export const REVIEW_QUERY_KEY = ['organizer', 'content-review'] as const;
export const reviewQueryKey = (kind: ReviewKind, part: string) => [...REVIEW_QUERY_KEY, kind, part] as const;

export const fetchProducts = (request: ListRequest<ProductFilterValues>) => api.get<PageAnswer<ReviewProduct>>(reviewPaths('product').list, request);
export const fetchExhibitors = (kind: GroupedKind) => (request: ListRequest) => api.get<PageAnswer<ExhibitorContentSummary>>(reviewPaths(kind).exhibitors, request);
export const fetchItems = (kind: GroupedKind) => (request: ListRequest<ItemFilterValues>) => api.get<PageAnswer<ReviewItem>>(reviewPaths(kind).items, request);
export const fetchItem = (kind: GroupedKind, id: number) => api.get<ReviewItemDetail>(reviewPaths(kind).info, { id });

/** Publish, withdraw (ids of one or many rows) or delete them, on any kind. */
export const reviewCalls = (kind: ReviewKind) => ({
  changeState: (ids: number[], action: ReviewAction) => api.post<ReviewChanged>(reviewPaths(kind).state, { ids, action }),
  remove: (ids: number[]) => api.del<ReviewChanged>(reviewPaths(kind).delete, { ids: ids.join(',') }),
});
