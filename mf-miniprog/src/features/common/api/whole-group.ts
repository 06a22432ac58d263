import { useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '@fair/shared/api/api-client';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { MINIPROG_PAGE_SIZE_MAX, type MiniprogList } from '@fair/shared/contracts/miniprog';

/**
 * Every cached answer of this remote lives under this key: a change to any home block, featured list or
 * activity refreshes every list on screen and the home preview, which reads all of them.
 */
export const MINIPROG_QUERY_KEY = ['miniprog'] as const;

/**
 * Every item of an ordered group (a home block, a featured list), page after page: a drag order is saved
 * whole, so the screen needs the whole group, not one page of it.
 */
export async function fetchWholeGroup<T>(path: string, params: Record<string, string | number | boolean>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<MiniprogList<T>>(path, { ...params, page, page_size: MINIPROG_PAGE_SIZE_MAX });
    items.push(...answer.list);
    if (answer.list.length === 0 || items.length >= answer.total) return items;
  }
}

/** A whole ordered group as the SortableTable reads it: items, status, refresh state and retry. */
export interface WholeGroup<T> {
  items: T[] | undefined;
  status: 'loading' | 'error' | 'ready';
  fetching: boolean;
  retry: () => void;
}

export function useWholeGroup<T>(queryKey: QueryKey, path: string, params: Record<string, string | number | boolean>): WholeGroup<T> {
  return useWholeGroupQuery(queryKey, () => fetchWholeGroup<T>(path, params));
}

/** A whole ordered group read by its own call (one that is not paged, such as the home's blocks). */
export function useWholeGroupQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T[]>): WholeGroup<T> {
  const query = useQuery({ queryKey, queryFn }, usePageQueryClient());
  return {
    items: query.data,
    status: query.isError ? 'error' : query.data === undefined ? 'loading' : 'ready',
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
