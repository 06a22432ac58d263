import type { QueryKey } from '@tanstack/react-query';
import { api } from '@fair/shared/api/api-client';
import type { ListFilters, ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';

/** The calls of a list of items switched on and off (popups, ads, badges), and its place in the cache. */
export function enabledListApi<T, FV extends ListFilters, V>(paths: { list: string; save: string; enable: string; delete: string }, queryKey: QueryKey) {
  return {
    queryKey,
    fetchPage: (request: ListRequest<FV>) => api.get<PageAnswer<T>>(paths.list, request),
    save: (values: V) => api.post<T>(paths.save, values),
    enable: (id: number, enabled: boolean) => api.post<null>(paths.enable, { id, enabled }),
    remove: (id: number) => api.del<null>(paths.delete, { id }),
  };
}

export type EnabledListApi<T, FV extends ListFilters, V> = ReturnType<typeof enabledListApi<T, FV, V>>;
