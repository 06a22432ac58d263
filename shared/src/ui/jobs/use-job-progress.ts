import { useQuery } from '@tanstack/react-query';
import { api, type ApiClient } from '../../api/api-client';
import { usePageQueryClient } from '../../api/query-client';
import { JOB_INFO_PATH, isJobFinished, type JobInfo } from '../../contracts/jobs';

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 1000;

export const jobQueryKey = (id: number) => ['job', id] as const;

/**
 * A background job's progress, read until it is done or dead. The id usually lives in the address, so a
 * reload picks the same job up again.
 */
export function useJobProgress(id: number | null, client: ApiClient = api) {
  return useQuery(
    {
      queryKey: jobQueryKey(id ?? 0),
      queryFn: () => client.get<JobInfo>(JOB_INFO_PATH, { id }, { silent: true }),
      enabled: id !== null,
      refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data.status) ? false : JOB_POLL_MS),
    },
    usePageQueryClient(),
  );
}
