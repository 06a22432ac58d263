import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';

export type RecordLoadState = 'new' | 'loading' | 'ready' | 'missing' | 'failed';

/** A positive integer id from the address (`?id=12`), else null. */
export function recordIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : null;
}

export interface RecordLoadOptions<T> {
  /** the record kind, first part of the query key (a save invalidates `[resource]`) */
  resource: string;
  load: (id: number) => Promise<T>;
  /** the address parameter holding the id */
  idParam?: string;
  /** a copy already in hand (e.g. handed over by the create page), used instead of a first request */
  initial?: T | null;
}

/**
 * The record a form page edits, by the id in its address: `new` without the parameter, `missing` for an
 * invalid id or a 404 (the record is gone), `failed` for anything retryable (network, server).
 */
export function useRecordLoad<T>({ resource, load, idParam = 'id', initial = null }: RecordLoadOptions<T>) {
  const [params] = useSearchParams();
  const isEdit = params.has(idParam);
  const id = recordIdOf(params.get(idParam));
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [resource, 'info', id],
    queryFn: () => load(id as number),
    enabled: isEdit && id !== null,
    initialData: initial ?? undefined,
    // a form must start from what the server has now, not from a cached copy of another visit
    staleTime: 0,
    gcTime: 0,
  });

  let state: RecordLoadState;
  if (!isEdit) state = 'new';
  else if (id === null) state = 'missing';
  else if (query.data !== undefined) state = 'ready';
  else if (query.isError) state = query.error instanceof ApiError && query.error.status === 404 ? 'missing' : 'failed';
  else state = 'loading';

  return {
    id,
    isEdit,
    state,
    item: (query.data ?? null) as T | null,
    retry: () => void query.refetch(),
    /** after a save: the new copy becomes the loaded record, lists of the resource refresh */
    adopt: (saved: T) => {
      queryClient.setQueryData([resource, 'info', id], saved);
      void queryClient.invalidateQueries({ queryKey: [resource], predicate: (entry) => entry.queryKey[1] !== 'info' });
    },
  };
}
