/**
 * A paged list's state as it stands in the address (page, page size, sort, search, filters), so back,
 * forward and reload restore the list a person was looking at. Values that equal the default are left
 * out of the address; parameters that are not the list's own are kept as they are.
 */
export type SortOrder = 'ascend' | 'descend';

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** Filter name → the values it takes. */
export type ListFilters = Record<string, string>;

export interface ListParams<FV extends ListFilters = ListFilters> {
  page: number;
  pageSize: number;
  keyword: string;
  sort: ListSort | null;
  filters: Partial<FV>;
}

export interface ListParamsOptions<FV extends ListFilters = ListFilters> {
  /** the page size a list opens with */
  pageSize: number;
  /** page sizes a person may choose (the table then offers a size changer); others in the address are ignored */
  pageSizes?: readonly number[];
  /**
   * the filters of the list and the values each accepts — a list, or a check for open-ended values such as
   * record ids; a value in the address that is not accepted is ignored
   */
  filters?: { readonly [K in keyof FV]: readonly FV[K][] | ((value: string) => boolean) };
  /** the fields the server sorts by; another in the address is ignored */
  sortFields?: readonly string[];
}

/** The list's query parameters in the server's spelling (SPEC §7 page_size; sort and order for sorted lists). */
export type ListRequest<FV extends ListFilters = ListFilters> = {
  page: number;
  page_size: number;
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
} & Partial<FV>;

export const LIST_PARAM_NAMES = { page: 'page', pageSize: 'page_size', keyword: 'keyword', sort: 'sort', order: 'order' } as const;

const positiveInteger = (value: string | null): number | null => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
};

export function readListParams<FV extends ListFilters>(search: URLSearchParams, options: ListParamsOptions<FV>): ListParams<FV> {
  const size = positiveInteger(search.get(LIST_PARAM_NAMES.pageSize));
  const sortField = search.get(LIST_PARAM_NAMES.sort);
  const order = search.get(LIST_PARAM_NAMES.order);
  const filters: Partial<FV> = {};
  for (const [name, accepted] of Object.entries(options.filters ?? {}) as [keyof FV & string, readonly string[] | ((value: string) => boolean)][]) {
    const value = search.get(name);
    if (value !== null && (typeof accepted === 'function' ? accepted(value) : accepted.includes(value))) filters[name] = value as FV[keyof FV & string];
  }
  return {
    page: positiveInteger(search.get(LIST_PARAM_NAMES.page)) ?? 1,
    pageSize: size !== null && options.pageSizes?.includes(size) ? size : options.pageSize,
    keyword: (search.get(LIST_PARAM_NAMES.keyword) ?? '').trim(),
    sort: sortField && options.sortFields?.includes(sortField) ? { field: sortField, order: order === 'ascend' ? 'ascend' : 'descend' } : null,
    filters,
  };
}

/** The address's parameters for `params`, keeping those that belong to someone else. */
export function writeListParams<FV extends ListFilters>(search: URLSearchParams, params: ListParams<FV>, options: ListParamsOptions<FV>): URLSearchParams {
  const next = new URLSearchParams(search);
  const own = [...Object.values(LIST_PARAM_NAMES), ...Object.keys(options.filters ?? {})];
  for (const name of own) next.delete(name);
  if (params.page > 1) next.set(LIST_PARAM_NAMES.page, String(params.page));
  if (params.pageSize !== options.pageSize) next.set(LIST_PARAM_NAMES.pageSize, String(params.pageSize));
  if (params.keyword) next.set(LIST_PARAM_NAMES.keyword, params.keyword);
  if (params.sort) {
    next.set(LIST_PARAM_NAMES.sort, params.sort.field);
    next.set(LIST_PARAM_NAMES.order, params.sort.order);
  }
  for (const [name, value] of Object.entries(params.filters) as [string, string | undefined][]) {
    if (value) next.set(name, value);
  }
  return next;
}

/** What the list asks the server for; absent parts are left out, not sent empty. */
export function listRequestOf<FV extends ListFilters>(params: ListParams<FV>): ListRequest<FV> {
  return {
    page: params.page,
    page_size: params.pageSize,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.sort ? { sort: params.sort.field, order: params.sort.order === 'ascend' ? 'asc' : 'desc' } : {}),
    ...params.filters,
  } as ListRequest<FV>;
}

/** Whether the list shows a narrowed view (a search or a filter): its empty state is then "no data found". */
export const isNarrowed = <FV extends ListFilters>(params: ListParams<FV>): boolean => Boolean(params.keyword) || Object.values(params.filters).some(Boolean);
