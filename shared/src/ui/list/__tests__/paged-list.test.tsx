import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { createQueryClient } from '../../../api/query-client';
import { i18n } from '../../../i18n/i18n';
import type { ListRequest } from '../list-params';
import { ListToolbar } from '../list-toolbar';
import { PagedListTable } from '../paged-list-table';
import { usePagedList, type PageAnswer } from '../use-paged-list';

// antd tables under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

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

function RowList() {
  const list = usePagedList<Row, Filters>({ queryKey: ['test', 'rows'], pageSize: 2, filters: { status: ['draft', 'published'] }, sortFields: ['name'], fetchPage });
  return (
    <>
      <ListToolbar
        list={list}
        searchPlaceholder="按名称搜索"
        bulkActions={<button onClick={list.clearSelection}>批量删除</button>}
      />
      <PagedListTable list={list} selectable columns={[{ title: '名称', dataIndex: 'name', key: 'name', sorter: true }]} empty={<span>还没有展品</span>} />
    </>
  );
}

/** The address as the router holds it, and its history steps (what the browser's back and forward do). */
const router = { search: '', navigate: (() => undefined) as NavigateFunction };
function RouterProbe() {
  router.search = useLocation().search;
  router.navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/rows" element={<RowList />} />
        </Routes>
        <RouterProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shown = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.textContent);
const search = (text: string) => {
  fireEvent.change(screen.getByRole('searchbox', { name: '按名称搜索' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
};

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  rows = ROWS;
  failNext = false;
  countLimit = Infinity;
  requests = [];
});

// What the toolbar and the table show of a paged list and which of their controls drive it; the list's
// logic (requests, address, history, selection) is checked on the hook itself in use-paged-list.test.tsx.
describe('paged list: toolbar and table', () => {
  it('shows the total, takes a page from the pager and a search from the box; the box follows the address back and forward', async () => {
    renderAt('/rows');
    await waitFor(() => expect(shown()).toEqual(['展品1', '展品2']));
    expect(screen.getByText('共 5 条')).toBeInTheDocument();

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(shown()).toEqual(['展品5']));
    expect(router.search).toBe('?page=3');

    search(' 展品 ');
    await waitFor(() => expect(router.search).toBe('?keyword=%E5%B1%95%E5%93%81'));
    expect(requests.at(-1)).toEqual({ page: 1, page_size: 2, keyword: '展品' });

    await act(async () => router.navigate(-1));
    await waitFor(() => expect(shown()).toEqual(['展品5']));
    expect(screen.getByRole('searchbox', { name: '按名称搜索' })).toHaveValue('');
    await act(async () => router.navigate(1));
    await waitFor(() => expect(shown()).toEqual(['展品1', '展品2']));
    expect(screen.getByRole('searchbox', { name: '按名称搜索' })).toHaveValue('展品');
  });

  it('opens with the address’s search in the box, and sorts on the server from a sortable column header', async () => {
    renderAt('/rows?page=2&keyword=%E5%B1%95%E5%93%81');
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: '按名称搜索' })).toHaveValue('展品');
    fireEvent.click(screen.getByText('名称'));
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, page_size: 2, keyword: '展品', sort: 'name', order: 'asc' }));
    expect(router.search).toBe('?keyword=%E5%B1%95%E5%93%81&sort=name&order=ascend');
    fireEvent.click(screen.getByText('名称'));
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, page_size: 2, keyword: '展品', sort: 'name', order: 'desc' }));
    expect(router.search).toBe('?keyword=%E5%B1%95%E5%93%81&sort=name&order=descend');
  });
});

describe('paged list: states', () => {
  it('says "more than" the total when the server stopped counting, and pages up to it', async () => {
    countLimit = 4;
    renderAt('/rows');
    await waitFor(() => expect(shown()).toEqual(['展品1', '展品2']));
    expect(screen.getByText('共 4+ 条')).toBeInTheDocument();
    expect(screen.getByTitle('2')).toBeInTheDocument();
    expect(screen.queryByTitle('3')).not.toBeInTheDocument();
  });

  it('shows the screen’s empty state when nothing exists, and SPEC §8 没有找到相关数据 for a search without result', async () => {
    rows = [];
    renderAt('/rows');
    expect(await screen.findByText('还没有展品')).toBeInTheDocument();
    expect(screen.queryByText('没有找到相关数据')).not.toBeInTheDocument();
    search('示波器');
    expect(await screen.findByText('没有找到相关数据')).toBeInTheDocument();
    expect(screen.queryByText('还没有展品')).not.toBeInTheDocument();
  });

  it('offers a retry instead of claiming there is nothing when a page cannot be loaded', async () => {
    failNext = true;
    renderAt('/rows');
    expect(await screen.findByText('加载失败，请重试')).toBeInTheDocument();
    expect(screen.queryByText('还没有展品')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(shown()).toEqual(['展品1', '展品2']));
  });
});

describe('paged list: selection', () => {
  it('selects rows with their checkboxes for the bulk actions, and hides the bulk actions on another page', async () => {
    renderAt('/rows');
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(screen.queryByTestId('list-bulk-actions')).not.toBeInTheDocument();
    const checkboxes = () => within(document.querySelector('tbody') as HTMLElement).getAllByRole('checkbox');
    fireEvent.click(checkboxes()[0]);
    fireEvent.click(checkboxes()[1]);
    const bulk = await screen.findByTestId('list-bulk-actions');
    expect(within(bulk).getByText('已选 2 项')).toBeInTheDocument();

    fireEvent.click(within(bulk).getByRole('button', { name: '批量删除' }));
    await waitFor(() => expect(screen.queryByTestId('list-bulk-actions')).not.toBeInTheDocument());

    fireEvent.click(checkboxes()[0]);
    expect(await screen.findByText('已选 1 项')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(shown()).toEqual(['展品3', '展品4']));
    expect(screen.queryByTestId('list-bulk-actions')).not.toBeInTheDocument();
  });
});
