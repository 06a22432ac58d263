import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../../api/query-client';
import { BilingualCell } from '../bilingual-cell';
import { FilterSelect } from '../filter-select';
import { usePagedList } from '../use-paged-list';

// antd selects under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

type Filters = { status: 'draft' | 'published'; kind: string };

let address = '';
function Filtered({ onKind }: { onKind?: (value: string | undefined) => void }) {
  const list = usePagedList<{ id: number }, Filters>({
    queryKey: ['filter-select'],
    pageSize: 10,
    filters: { status: ['draft', 'published'], kind: (value) => value.length > 0 },
    fetchPage: async () => ({ list: [], total: 0, total_capped: false }),
  });
  address = useLocation().search;
  return (
    <>
      <FilterSelect
        list={list}
        name="status"
        label="状态"
        placeholder="全部状态"
        options={[
          { value: 'draft', label: '草稿' },
          { value: 'published', label: '已发布' },
        ]}
      />
      <FilterSelect list={list} name="kind" label="类型" options={[{ value: 'hall', label: '展馆' }]} onChange={onKind} />
    </>
  );
}

const renderAt = (path: string, onKind?: (value: string | undefined) => void) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Filtered onKind={onKind} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('FilterSelect', () => {
  it('shows the filter of the address, sets a chosen one from the first page, and clearing it shows all again', async () => {
    renderAt('/list?page=3');
    expect(screen.getByText('全部状态')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByText('已发布'));
    await waitFor(() => expect(address).toBe('?status=published'));

    fireEvent.click(screen.getByRole('button', { name: /clear/i }));
    await waitFor(() => expect(address).toBe(''));
  });

  it('hands a choice to the caller instead when told', async () => {
    const onKind = jest.fn();
    renderAt('/list?kind=hall', onKind);
    expect(screen.getByText('展馆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /clear/i }));
    await waitFor(() => expect(onKind).toHaveBeenCalledWith(undefined));
    expect(address).toBe('?kind=hall');
  });
});

describe('BilingualCell', () => {
  it('puts the English name under the Chinese one, and a note only when there is one', () => {
    const { container, rerender } = render(<BilingualCell zh="智能传感器" en="Smart sensor" note="华东电子" />);
    expect(container.textContent).toBe('智能传感器Smart sensor华东电子');
    rerender(<BilingualCell zh="智能传感器" en="Smart sensor" note={null} />);
    expect(container.firstElementChild?.children).toHaveLength(2);
  });
});
