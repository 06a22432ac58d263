import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '@fair/shared/ui/load-failed';

/** A card of the page editor: a skeleton while its values load, a retry when they could not be read. */
export function LoadedCard<T>({ title, extra, query, children }: { title: string; extra?: ReactNode; query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <Card variant="borderless" title={title} extra={extra}>
      {query.data !== undefined ? children(query.data) : query.isError ? <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} /> : <Skeleton active />}
    </Card>
  );
}
