import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { usePageQueryClient } from '../../api/query-client';

export type RecordLoadState = 'new' | 'loading' | 'ready' | 'missing' | 'failed';

/** A positive integer id from the address (`?id=12`), else null. */
export function recordIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : null;
}

export interface RecordLoadOptions<T> {
  /** the record kind's query key, e.g. ['exhibitor', 'product'] (its lists refresh after `adopt`) */
  resource: QueryKey;
  load: (id: number) => Promise<T>;
  /** the address parameter holding the id */
  idParam?: string;
  /** the route parameter holding the id instead (a path such as /checkin/check-in-manage/:id): an edit-only page */
  routeParam?: string;
  /** a copy already in hand (e.g. handed over by the create page), used instead of a first request */
  initial?: T | null;
  /** an edit-only page: without the parameter the record is missing, not new */
  requireId?: boolean;
}

/**
 * The record a form page edits, by the id in its address: `new` without the parameter, `missing` for an
 * invalid id or a 404 (the record is gone), `failed` for anything retryable (network, server).
 */
export function useRecordLoad<T>({ resource, load, idParam = 'id', routeParam, initial = null, requireId = false }: RecordLoadOptions<T>) {
  const [params] = useSearchParams();
  const routeParams = useParams();
  const isEdit = requireId || routeParam !== undefined || params.has(idParam);
  const id = recordIdOf(routeParam === undefined ? params.get(idParam) : (routeParams[routeParam] ?? null));
  const queryClient = usePageQueryClient();
  // the copy handed over on the first render counts, even once the caller has let go of it
  const [handedOver] = useState(initial);
  const infoKey = [...resource, 'info', id];
  const query = useQuery(
    {
      queryKey: infoKey,
      queryFn: () => load(id as number),
      enabled: isEdit && id !== null,
      initialData: handedOver ?? undefined,
      // a copy handed over is current; otherwise the form must start from what the server has now
      staleTime: handedOver ? Infinity : 0,
      gcTime: 0,
    },
    queryClient,
  );

  let state: RecordLoadState;
  if (!isEdit) state = 'new';
  else if (id === null) state = 'missing';
  // a form reads its initial values once: never from a copy cached by an earlier visit
  else if (query.data !== undefined && (query.isFetchedAfterMount || (handedOver !== null && query.data === handedOver))) state = 'ready';
  else if (query.isError && !query.isFetching) state = query.error instanceof ApiError && query.error.status === 404 ? 'missing' : 'failed';
  else state = 'loading';

  return {
    id,
    isEdit,
    state,
    item: (query.data ?? null) as T | null,
    retry: () => void query.refetch(),
    /** after a save: the new copy becomes the loaded record, lists of the resource refresh */
    adopt: (saved: T) => {
      queryClient.setQueryData(infoKey, saved);
      void queryClient.invalidateQueries({ queryKey: resource, predicate: (entry) => entry.queryKey[resource.length] !== 'info' });
    },
  };
}
