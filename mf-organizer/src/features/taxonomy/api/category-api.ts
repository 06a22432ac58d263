import { api } from '@fair/shared/api/api-client';
import { CATEGORY_PATHS, type CategoryItem, type CategoryMatch } from '@fair/shared/contracts/taxonomy';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { CategoryForm } from '@fair/shared/validation/taxonomy';

/** Every cached answer of the category screen lives under this key: a save, order or delete refreshes every level shown. */
export const CATEGORIES_QUERY_KEY = ['organizer', 'categories'] as const;
export const levelQueryKey = (parentId: number | null) => [...CATEGORIES_QUERY_KEY, 'level', parentId ?? 0] as const;
export const SEARCH_QUERY_KEY = [...CATEGORIES_QUERY_KEY, 'search'] as const;

export const fetchLevel = (parentId: number | null) => api.get<CategoryItem[]>(CATEGORY_PATHS.list, parentId === null ? {} : { parent_id: parentId });
const NO_MATCHES: PageAnswer<CategoryMatch> = { list: [], total: 0 };
/** Asks the server only while a search is applied: without one the screen shows the tree instead. */
export const searchCategories = (request: ListRequest) => (request.keyword ? api.get<PageAnswer<CategoryMatch>>(CATEGORY_PATHS.search, request) : Promise.resolve(NO_MATCHES));
export const saveCategory = (values: CategoryForm) => api.post<CategoryItem>(CATEGORY_PATHS.save, values);
export const sortLevel = (parentId: number | null, ids: number[]) => api.post<null>(CATEGORY_PATHS.sort, { parent_id: parentId, ids });
export const deleteCategory = (id: number) => api.del<null>(CATEGORY_PATHS.delete, { id });
