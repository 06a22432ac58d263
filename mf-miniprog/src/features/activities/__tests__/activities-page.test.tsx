import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import { renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { activity, featuredItem, serveMiniprog, type MiniprogData } from '../../../test-support/miniprog-test-server';
import ActivitiesPage from '../pages/activities-page';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'miniprog' },
  namespaces: { miniprog: () => loadNamespace('miniprog') },
});
let data: MiniprogData;

beforeEach(() => {
  data = {
    home: [],
    featured: [featuredItem(1, '开幕式', { kind: 'activity', ref_id: 1, status: 'published' })],
    candidates: [],
    activities: [activity(1, '开幕式', { status: 'published' }), activity(2, '新品首发秀', { status: 'published', hidden: true })],
    popups: [],
    terms: [],
  };
  serveMiniprog(server, data);
});

const renderPage = (): ConsolePage => renderConsolePage(<ActivitiesPage />, { path: '/activity/activity-manage' });

// role queries over a whole antd table take seconds on a loaded machine: rows are found by their key
const row = (id: number) => document.querySelector<HTMLElement>(`tbody tr[data-row-key="${id}"]`)!;
const lastBody = (path: string) => JSON.parse(server.requests.filter((request) => request.url.startsWith(path)).at(-1)!.body) as Record<string, unknown>;

describe('concurrent activities (/activity/activity-manage)', () => {
  it('lists the fair’s activities with time in Shanghai time and place; an edit keeps the published state, showing is a list action', async () => {
    renderPage();
    await waitFor(() => expect(row(2)).toBeTruthy());
    const opening = row(1);
    expect(within(opening).getByText('2025-03-26 09:30')).toBeInTheDocument();
    expect(within(opening).getByText('5.1馆论坛区')).toBeInTheDocument();
    expect(within(opening).getByText('展示中')).toBeInTheDocument();
    expect(within(row(2)).getByText('已隐藏')).toBeInTheDocument();

    fireEvent.click(within(opening).getByRole('button', { name: '编辑 开幕式' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('中文标题'), { target: { value: '开幕式暨高峰论坛' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(lastBody('/admin/miniprog/activity/save')).toMatchObject({ id: 1, title_zh: '开幕式暨高峰论坛', starts_at: '2025-03-26T01:30:00.000Z', status: 'published', hidden: false });

    fireEvent.click(screen.getByRole('button', { name: '显示 新品首发秀' }));
    await waitFor(() => expect(within(row(2)).getByText('展示中')).toBeInTheDocument());
    expect(lastBody('/admin/miniprog/activity/visibility')).toEqual({ id: 2, hidden: false });
  });

  it('shows the featured activities in the second tab, kept in the address', async () => {
    const page = renderPage();
    await waitFor(() => expect(row(1)).toBeTruthy());
    fireEvent.click(screen.getByRole('tab', { name: '首页推荐' }));
    await waitFor(() => expect(page.address().toString()).toBe('tab=featured'));
    expect(await screen.findByRole('button', { name: /添加推荐活动/ })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((request) => request.url.startsWith('/admin/miniprog/featured/list?kind=activity'))).toBe(true));
  });
});
