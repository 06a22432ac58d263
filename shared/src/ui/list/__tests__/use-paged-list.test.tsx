import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { createQueryClient } from '../../../api/query-client';
import type { ListRequest } from '../list-params';
import { usePagedList, type PageAnswer, type PagedListOptions } from '../use-paged-list';

// The list kit's logic without a table: what the hook asks the server for, what it keeps in the address and
// what it hands the screen. paged-list.test.tsx checks what the toolbar and table show of it.

type Status = 'draft' | 'published';
interface Row {
  id: number;
  name: string;
  status: Status;
}
type Filters = { status: Status };

const ROWS: Row[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `展品${id}`, status: id % 2 ? 'draft' : 'published' }));

let rows: Row[];
let failNext: boolean;
/** the server counts up to this many rows, as a long list's does */
let countLimit: number;
let requests: ListRequest<Filters>[];

/** The server: search by name, filter by status, sort by name, pages. */
async function fetchPage(request: ListRequest<Filters>): Promise<PageAnswer<Row>> {
  requests.push(request);
  if (failNext) {
    failNext = false;
    throw new Error('后端接口连接异常');
  }
  let found = rows.filter((row) => (!request.keyword || row.name.includes(request.keyword)) && (!request.status || row.status === request.status));
  if (request.sort === 'name') found = [...found].sort((a, b) => a.name.localeCompare(b.name) * (request.order === 'asc' ? 1 : -1));
  const capped = found.length > countLimit;
  return { list: found.slice((request.page - 1) * request.page_size, request.page * request.page_size), total: capped ? countLimit : found.length, total_capped: capped };
}

/** The address as the router holds it, and its history steps (what the browser's back and forward do). */
const router = { search: '', navigate: (() => undefined) as NavigateFunction };
function RouterProbe() {
  router.search = useLocation().search;
  router.navigate = useNavigate();
  return null;
}

function renderList(path: string, options: Partial<PagedListOptions<Row, Filters>> = {}) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {children}
        <RouterProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () => usePagedList<Row, Filters>({ queryKey: ['test', 'rows'], pageSize: 2, pageSizes: [2, 10], filters: { status: ['draft', 'published'] }, sortFields: ['name'], fetchPage, ...options }),
    { wrapper },
  );
  return result;
}

const names = (list: { current: { items: Row[] } }) => list.current.items.map((row) => row.name);

beforeEach(() => {
  rows = ROWS;
  failNext = false;
  countLimit = Infinity;
  requests = [];
});

describe('usePagedList: state in the address', () => {
  it('pages, searches and filters through the address; back and forward restore each view', async () => {
    const list = renderList('/rows');
    await waitFor(() => expect(names(list)).toEqual(['展品1', '展品2']));
    expect(requests[0]).toEqual({ page: 1, page_size: 2 });
    expect(list.current.total).toBe(5);

    act(() => list.current.setPage(3));
    await waitFor(() => expect(names(list)).toEqual(['展品5']));
    expect(router.search).toBe('?page=3');
    expect(requests.at(-1)).toEqual({ page: 3, page_size: 2 });

    // a search starts from the first page, trimmed
    act(() => list.current.search(' 展品 '));
    await waitFor(() => expect(router.search).toBe('?keyword=%E5%B1%95%E5%93%81'));
    expect(requests.at(-1)).toEqual({ page: 1, page_size: 2, keyword: '展品' });

    act(() => list.current.setFilter('status', 'draft'));
    await waitFor(() => expect(names(list)).toEqual(['展品1', '展品3']));
    expect(new URLSearchParams(router.search).get('status')).toBe('draft');
    expect(requests.at(-1)).toEqual({ page: 1, page_size: 2, keyword: '展品', status: 'draft' });

    await act(async () => router.navigate(-1));
    await waitFor(() => expect(names(list)).toEqual(['展品1', '展品2']));
    expect(list.current.params.keyword).toBe('展品');
    await act(async () => router.navigate(-1));
    await waitFor(() => expect(names(list)).toEqual(['展品5']));
    expect(router.search).toBe('?page=3');
    expect(list.current.params.keyword).toBe('');
    await act(async () => router.navigate(1));
    await waitFor(() => expect(names(list)).toEqual(['展品1', '展品2']));
    expect(router.search).toBe('?keyword=%E5%B1%95%E5%93%81');
  });

  it('opens the view the address names, as after a reload', async () => {
    const list = renderList('/rows?page=2&keyword=%E5%B1%95%E5%93%81&status=draft&sort=name&order=descend');
    // drafts 5, 3, 1 from the highest name: the second page holds 1
    await waitFor(() => expect(names(list)).toEqual(['展品1']));
    expect(requests).toEqual([{ page: 2, page_size: 2, keyword: '展品', status: 'draft', sort: 'name', order: 'desc' }]);
  });

  it('sorts on the server from the first page, and puts sort and order in the address', async () => {
    const list = renderList('/rows?page=2');
    await waitFor(() => expect(list.current.items).toHaveLength(2));
    act(() => list.current.setSort({ field: 'name', order: 'ascend' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, page_size: 2, sort: 'name', order: 'asc' }));
    expect(router.search).toBe('?sort=name&order=ascend');
    act(() => list.current.setSort({ field: 'name', order: 'descend' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, page_size: 2, sort: 'name', order: 'desc' }));
    expect(router.search).toBe('?sort=name&order=descend');
    act(() => list.current.setSort(null));
    await waitFor(() => expect(router.search).toBe(''));
  });

  it('keeps the page when only the page changes, and starts from the first page with another page size', async () => {
    const list = renderList('/rows?page=2');
    await waitFor(() => expect(names(list)).toEqual(['展品3', '展品4']));
    act(() => list.current.setPage(3, 2));
    await waitFor(() => expect(router.search).toBe('?page=3'));
    act(() => list.current.setPage(3, 10));
    await waitFor(() => expect(names(list)).toEqual(['展品1', '展品2', '展品3', '展品4', '展品5']));
    expect(router.search).toBe('?page_size=10');
  });

  it('goes back to the last page that has rows when its page was emptied', async () => {
    rows = ROWS.slice(0, 4);
    const list = renderList('/rows?page=3');
    await waitFor(() => expect(names(list)).toEqual(['展品3', '展品4']));
    expect(requests.map((request) => request.page)).toEqual([3, 2]);
    expect(router.search).toBe('?page=2');
  });

  it('keeps its state out of the address when told to (a list beside the page’s own)', async () => {
    const list = renderList('/rows?keyword=x', { state: 'local' });
    await waitFor(() => expect(names(list)).toEqual(['展品1', '展品2']));
    act(() => list.current.setPage(2));
    await waitFor(() => expect(names(list)).toEqual(['展品3', '展品4']));
    expect(router.search).toBe('?keyword=x');
    expect(requests.map((request) => request.page)).toEqual([1, 2]);
    // a search and a filter stay in the component too
    act(() => list.current.search('展品5'));
    await waitFor(() => expect(names(list)).toEqual(['展品5']));
    act(() => list.current.setFilter('status', 'draft'));
    await waitFor(() => expect(list.current.params.filters.status).toBe('draft'));
    expect(router.search).toBe('?keyword=x');
  });

  it('hands the screen the whole answer, fields beyond the rows included', async () => {
    const list = renderList('/rows');
    await waitFor(() => expect(list.current.status).toBe('ready'));
    expect(list.current.answer).toMatchObject({ total: 5, list: [expect.objectContaining({ name: '展品1' }), expect.objectContaining({ name: '展品2' })] });
  });
});

describe('usePagedList: what the screen shows', () => {
  it('tells a list counted up to the server’s limit from a full count', async () => {
    countLimit = 4;
    const list = renderList('/rows');
    await waitFor(() => expect(list.current.status).toBe('ready'));
    expect(list.current.total).toBe(4);
    expect(list.current.totalCapped).toBe(true);
    act(() => list.current.search('展品5'));
    await waitFor(() => expect(names(list)).toEqual(['展品5']));
    expect(list.current.total).toBe(1);
    expect(list.current.totalCapped).toBe(false);
  });

  it('tells a narrowed list (a search or a filter) from the whole one, whose emptiness means nothing exists', async () => {
    rows = [];
    const list = renderList('/rows');
    await waitFor(() => expect(list.current.status).toBe('ready'));
    expect(list.current.items).toEqual([]);
    expect(list.current.narrowed).toBe(false);
    act(() => list.current.search('示波器'));
    await waitFor(() => expect(list.current.narrowed).toBe(true));
    act(() => list.current.search(''));
    await waitFor(() => expect(list.current.narrowed).toBe(false));
    act(() => list.current.setFilter('status', 'draft'));
    await waitFor(() => expect(list.current.narrowed).toBe(true));
  });

  it('is loading, then failed without retrying by itself (the api client has retried), and reads again on retry', async () => {
    failNext = true;
    const list = renderList('/rows');
    expect(list.current.status).toBe('loading');
    await waitFor(() => expect(list.current.status).toBe('error'));
    expect(list.current.items).toEqual([]);
    expect(requests).toHaveLength(1);
    act(() => list.current.retry());
    await waitFor(() => expect(names(list)).toEqual(['展品1', '展品2']));
    expect(list.current.status).toBe('ready');
    expect(requests).toHaveLength(2);
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const list = renderList('/rows', { fetchPage: async (request) => (request.page === 2 ? held.then(() => fetchPage(request)) : fetchPage(request)) });
    await waitFor(() => expect(names(list)).toEqual(['展品1', '展品2']));
    act(() => list.current.setPage(2));
    await waitFor(() => expect(list.current.fetching).toBe(true));
    expect(names(list)).toEqual(['展品1', '展品2']);
    expect(list.current.status).toBe('ready');
    release();
    await waitFor(() => expect(names(list)).toEqual(['展品3', '展品4']));
  });
});

describe('usePagedList: selection', () => {
  it('selects rows of the page, names the selected items, and holds none on another page', async () => {
    const list = renderList('/rows');
    await waitFor(() => expect(list.current.items).toHaveLength(2));
    act(() => list.current.setSelectedKeys([1, 2]));
    expect(list.current.selectedKeys).toEqual([1, 2]);
    expect(list.current.selectedItems.map((row) => row.name)).toEqual(['展品1', '展品2']);
    act(() => list.current.clearSelection());
    expect(list.current.selectedKeys).toEqual([]);

    act(() => list.current.setSelectedKeys([1]));
    act(() => list.current.setPage(2));
    await waitFor(() => expect(names(list)).toEqual(['展品3', '展品4']));
    expect(list.current.selectedKeys).toEqual([]);
    expect(list.current.selectedItems).toEqual([]);
  });

  it('drops a selected key whose row left the page', async () => {
    const list = renderList('/rows', { rowKey: (row) => `row-${row.id}` });
    await waitFor(() => expect(list.current.items).toHaveLength(2));
    act(() => list.current.setSelectedKeys(['row-1', 'row-2', 'row-9']));
    expect(list.current.selectedKeys).toEqual(['row-1', 'row-2']);
  });
});
