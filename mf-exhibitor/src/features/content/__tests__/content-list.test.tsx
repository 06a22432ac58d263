import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@fair/shared/api/api-client';
import { queryClient } from '@fair/shared/api/query-client';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { AppProviders } from '@fair/shared/providers/app-providers';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import ActivityListPage from '../../activities/pages/activity-list-page';
import NewsListPage from '../../news/pages/news-list-page';
import { type ContentTestServer, itemOf, startContentServer } from './content-test-server';

// antd tables under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

let server: ContentTestServer;

beforeAll(async () => {
  registerNamespace('exhibitor', await loadNamespaceWithParts('exhibitor', ['content']));
  server = await startContentServer();
  api.http.defaults.baseURL = server.url;
});

afterAll(async () => {
  api.http.defaults.baseURL = '';
  await server.close();
});

beforeEach(async () => {
  localeStore.setState({ locale: 'zh-cn' });
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  server.state.items = [];
  // each test starts from the server, not from the answers an earlier test left in the page's cache
  queryClient.clear();
});

// the confirmation and toasts show in antd's static holders, which outlive each render: clear them
afterEach(() => {
  act(() => {
    message.destroy();
    Modal.destroyAll();
  });
  jest.restoreAllMocks();
});

/** With the app's providers, so the delete confirmation is the real antd dialog. */
function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/news/list" element={<NewsListPage />} />
          <Route path="/news/create" element={<div>新建新闻页</div>} />
          <Route path="/news/edit" element={<div>编辑新闻页</div>} />
          <Route path="/activity/list" element={<ActivityListPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const listQueries = (kind: 'news' | 'activity') =>
  server.requestsTo(`/exhibitors/${kind}/list`).map((request) => Object.fromEntries(new URL(request.url, server.url).searchParams));

describe('news list (SPEC §2, §4)', () => {
  beforeEach(() => {
    server.state.items = [
      itemOf('news', { id: 1, title_zh: '置顶的已发布新闻', title_en: 'Pinned news', status: 'published', pinned: true, published_at: '2025-03-05T06:00:00.000Z' }),
      itemOf('news', { id: 2, title_zh: '草稿新闻', title_en: 'Draft news' }),
    ];
  });

  it('shows status, the pinned marker, upload and publish time, and the actions each state allows', async () => {
    renderAt('/news/list');
    const pinned = await screen.findByText('置顶的已发布新闻').then((title) => title.closest('tr') as HTMLElement);
    expect(within(pinned).getByText('Pinned news')).toBeInTheDocument();
    expect(within(pinned).getByText('已置顶')).toBeInTheDocument();
    expect(within(pinned).getByText('已发布')).toBeInTheDocument();
    expect(within(pinned).getByText(formatDateTime('2025-03-01T02:30:00.000Z'))).toBeInTheDocument();
    expect(within(pinned).getByText(formatDateTime('2025-03-05T06:00:00.000Z'))).toBeInTheDocument();
    for (const name of ['编辑', '预览', '撤回发布', '取消置顶', '删除']) expect(within(pinned).getByRole('button', { name: `${name} 置顶的已发布新闻` })).toBeInTheDocument();
    expect(within(pinned).queryByRole('button', { name: '发布 置顶的已发布新闻' })).not.toBeInTheDocument();

    const draft = rowOf('草稿新闻');
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(within(draft).queryByText('已置顶')).not.toBeInTheDocument();
    for (const name of ['发布', '置顶']) expect(within(draft).getByRole('button', { name: `${name} 草稿新闻` })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: '撤回发布 草稿新闻' })).not.toBeInTheDocument();

    expect(listQueries('news')[0]).toEqual({ page: '1', page_size: '10' });
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('publishes a draft and pins it from its row', async () => {
    renderAt('/news/list');
    fireEvent.click(within(await screen.findByText('草稿新闻').then((title) => title.closest('tr') as HTMLElement)).getByRole('button', { name: /^发布 / }));
    await waitFor(() => expect(within(rowOf('草稿新闻')).getByText('已发布')).toBeInTheDocument());
    expect(JSON.parse(server.requestsTo('/exhibitors/news/state')[0].body)).toEqual({ id: 2, action: 'publish' });
    fireEvent.click(within(rowOf('草稿新闻')).getByRole('button', { name: /^置顶 / }));
    await waitFor(() => expect(within(rowOf('草稿新闻')).getByText('已置顶')).toBeInTheDocument());
    expect(JSON.parse(server.requestsTo('/exhibitors/news/state')[1].body)).toEqual({ id: 2, action: 'pin' });
  });

  // a cancelled confirmation sends nothing: use-content-actions.test.tsx (the hook) and app-providers.test.tsx (the dialog)
  it('deletes after the system prompt is confirmed (SPEC §8)', async () => {
    renderAt('/news/list');
    fireEvent.click(within(await screen.findByText('草稿新闻').then((title) => title.closest('tr') as HTMLElement)).getByRole('button', { name: /^删除 / }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('系统提示', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(within(dialog).getByText('此操作将永久删除该数据, 是否继续?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.queryByText('草稿新闻')).not.toBeInTheDocument());
    expect(new URL(server.requestsTo('/exhibitors/news/delete')[0].url, server.url).searchParams.get('id')).toBe('2');
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
  });

  it('searches by title from the first page', async () => {
    renderAt('/news/list?page=1');
    await screen.findByText('草稿新闻');
    fireEvent.change(screen.getByRole('searchbox', { name: '按标题搜索新闻' }), { target: { value: ' 草稿 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(screen.queryByText('置顶的已发布新闻')).not.toBeInTheDocument());
    expect(screen.getByText('草稿新闻')).toBeInTheDocument();
    expect(listQueries('news').at(-1)).toEqual({ page: '1', page_size: '10', keyword: '草稿' });
  });

  it('opens the row’s English catalogue page in a new window for en-us', async () => {
    localeStore.setState({ locale: 'en-us' });
    await i18n.changeLanguage('en-us');
    const preview = { opener: {} as unknown, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(preview as unknown as Window);
    renderAt('/news/list');
    fireEvent.click(within(await screen.findByText('Pinned news').then((title) => title.closest('tr') as HTMLElement)).getByRole('button', { name: 'Preview Pinned news' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(preview.location.href).toBe(`${window.location.origin}/catalogue/en-us/news/1?preview=token-1`));
    expect(preview.opener).toBeNull();
  });
});

describe('empty state', () => {
  it('invites the first activity when there is none', async () => {
    renderAt('/activity/list');
    expect(await screen.findByText('还没有展台活动，添加第一个活动，邀请观众到展台参与')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '新建活动' }).length).toBeGreaterThan(0);
  });
});

describe('activity list', () => {
  it('shows the location in both languages', async () => {
    server.state.items = [itemOf('activity', { id: 3, title_zh: '新品发布会', location_zh: 'N1馆 A01 展台', location_en: 'Hall N1, Booth A01' })];
    renderAt('/activity/list');
    const row = await screen.findByText('新品发布会').then((title) => title.closest('tr') as HTMLElement);
    expect(within(row).getByText('N1馆 A01 展台')).toBeInTheDocument();
    expect(within(row).getByText('Hall N1, Booth A01')).toBeInTheDocument();
  });
});
