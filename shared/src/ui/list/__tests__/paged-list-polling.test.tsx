import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../../api/query-client';
import { usePagedList, type PageAnswer } from '../use-paged-list';

interface Row {
  id: number;
  sending: boolean;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

/** Answers with a row still being sent until the `sendingUntil`-th request. */
function server(sendingUntil: number) {
  let calls = 0;
  const fetchPage = jest.fn(async (): Promise<PageAnswer<Row>> => {
    calls += 1;
    return { list: [{ id: 1, sending: calls < sendingUntil }], total: 1, total_capped: false };
  });
  return fetchPage;
}

describe('usePagedList polling', () => {
  it('looks again every refreshEvery ms while refreshWhile holds for the answer, then stops', async () => {
    const fetchPage = server(3);
    const { result } = renderHook(() => usePagedList<Row>({ queryKey: ['rows'], fetchPage, pageSize: 10, refreshEvery: 20, refreshWhile: (answer) => answer.list.some((row) => row.sending) }), { wrapper });
    await waitFor(() => expect(result.current.items[0]?.sending).toBe(false));
    expect(fetchPage).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('does not poll without refreshEvery', async () => {
    const fetchPage = server(99);
    const { result } = renderHook(() => usePagedList<Row>({ queryKey: ['quiet'], fetchPage, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
