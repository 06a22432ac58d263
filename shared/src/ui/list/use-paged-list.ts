import { useEffect, useState, type Key, type SetStateAction } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePageQueryClient } from '../../api/query-client';
import type { Page } from '../../contracts/envelope';
import { isNarrowed, listRequestOf, readListParams, writeListParams, type ListFilters, type ListParams, type ListParamsOptions, type ListRequest, type ListSort } from './list-params';

/** What a list call answers with: the server's Page envelope data (contracts/envelope). */
export type PageAnswer<T> = Pick<Page<T>, 'list' | 'total' | 'total_capped'>;

/** A list without filters. */
export type NoFilters = Record<never, string>;

export interface PagedListOptions<T, FV extends ListFilters = NoFilters, A extends object = object> extends ListParamsOptions<FV> {
  /** the list's place in the query cache; a save invalidates it (or a prefix of it) to refresh the list */
  queryKey: QueryKey;
  /** one page from the server (its answer may carry more, e.g. a count of waiting rows: see `answer`) */
  fetchPage: (request: ListRequest<FV>) => Promise<PageAnswer<T> & A>;
  /** the row's identity for selection; `id` unless told */
  rowKey?: (item: T) => Key;
  /**
   * 'local' keeps page, size, sort, search and filters in the component instead of the address: a list
   * inside a drawer or beside the page's own list, whose paging must not move the page's
   */
  state?: 'address' | 'local';
  /** looks again this often (ms) while the list is shown, e.g. while a queue still works on its rows */
  refreshEvery?: number;
  /** with refreshEvery: only while the shown answer needs it (a row still being sent) */
  refreshWhile?: (answer: PageAnswer<T> & A) => boolean;
}

/** loading: nothing to show yet; error: the last request failed (the api client has said why); ready: an answer is shown. */
export type PagedListStatus = 'loading' | 'error' | 'ready';

const idOf = (item: unknown): Key => (item as { id: Key }).id;

/**
 * One server-paged list whose page, page size, sort, search and filters live in the address (pushed as
 * history entries, so back and forward step through them), or in the component (`state: 'local'`). The answer is cached under
 * [...queryKey, request]; while the next page loads the previous one stays on screen. Selection holds the
 * keys of rows on the current page and is cleared whenever the request changes.
 */
export function usePagedList<T, FV extends ListFilters = NoFilters, A extends object = object>(options: PagedListOptions<T, FV, A>) {
  const client = usePageQueryClient();
  const [address, setAddress] = useSearchParams();
  const [localSearch, setLocalSearch] = useState(() => new URLSearchParams());
  const local = options.state === 'local';
  const search = local ? localSearch : address;
  const setSearch = (change: (previous: URLSearchParams) => URLSearchParams, navigate: { replace: boolean }) =>
    local ? setLocalSearch(change as SetStateAction<URLSearchParams>) : setAddress(change, navigate);
  const params = readListParams(search, options);
  const request = listRequestOf(params);
  const requestKey = JSON.stringify(request);
  const { refreshEvery, refreshWhile } = options;
  const query = useQuery(
    {
      queryKey: [...options.queryKey, request],
      queryFn: () => options.fetchPage(request),
      placeholderData: keepPreviousData,
      refetchInterval: (current) => {
        const answer = current.state.data;
        return refreshEvery !== undefined && (!refreshWhile || (answer !== undefined && refreshWhile(answer))) ? refreshEvery : false;
      },
    },
    client,
  );
  const items = query.data?.list ?? [];
  const total = query.data?.total ?? 0;
  const totalCapped = query.data?.total_capped ?? false;
  const rowKey = options.rowKey ?? idOf;

  const update = (change: Partial<ListParams<FV>>, replace = false) =>
    setSearch((previous) => writeListParams(previous, { ...readListParams(previous, options), ...change }, options), { replace });

  // a delete can empty the last page: show the last page that still has rows
  const emptiedPage = !query.isPlaceholderData && query.data !== undefined && items.length === 0 && params.page > 1;
  const lastPage = Math.max(1, Math.ceil(total / params.pageSize));
  useEffect(() => {
    if (emptiedPage) update({ page: lastPage }, true);
    // update is rebuilt each render; the page to go to is all that matters
  }, [emptiedPage, lastPage]);

  const [selection, setSelection] = useState<{ request: string; keys: Key[] }>({ request: requestKey, keys: [] });
  const selectedKeys = selection.request === requestKey ? selection.keys.filter((key) => items.some((item) => rowKey(item) === key)) : [];

  const status: PagedListStatus = query.isError ? 'error' : query.data === undefined ? 'loading' : 'ready';
  return {
    params,
    request,
    /** the shown answer as the server gave it (fields beyond the page's rows), once there is one */
    answer: query.data,
    items,
    total,
    /** the list holds more than `total` rows (the server counted up to a limit) */
    totalCapped,
    status,
    /** a request is under way (the first one or a refresh) */
    fetching: query.isFetching,
    /** a search or filter narrows the list */
    narrowed: isNarrowed(params),
    retry: () => void query.refetch(),
    setPage: (page: number, pageSize = params.pageSize) => update({ page: pageSize === params.pageSize ? page : 1, pageSize }),
    /** applies a search from the first page; an empty text shows everything again */
    search: (keyword: string) => update({ keyword: keyword.trim(), page: 1 }),
    setFilter: <K extends keyof FV>(name: K, value: FV[K] | undefined) => update({ filters: { ...params.filters, [name]: value }, page: 1 }),
    /** several filters in one step (a date range's two ends), from the first page */
    setFilters: (change: Partial<FV>) => update({ filters: { ...params.filters, ...change }, page: 1 }),
    setSort: (sort: ListSort | null) => update({ sort, page: 1 }),
    pageSizes: options.pageSizes,
    rowKey,
    selectedKeys,
    selectedItems: items.filter((item) => selectedKeys.includes(rowKey(item))),
    setSelectedKeys: (keys: Key[]) => setSelection({ request: requestKey, keys }),
    clearSelection: () => setSelection({ request: requestKey, keys: [] }),
  };
}

export type PagedList<T, FV extends ListFilters = NoFilters, A extends object = object> = ReturnType<typeof usePagedList<T, FV, A>>;
