import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import { renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { featuredItem, homeItem, serveMiniprog, type MiniprogData } from '../../../test-support/miniprog-test-server';
import DashboardPage from '../pages/dashboard-page';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'miniprog' },
  namespaces: { miniprog: () => loadNamespace('miniprog') },
});
let data: MiniprogData;

beforeEach(() => {
  data = {
    home: [homeItem(1, '春季开幕', { status: 'published' }), homeItem(2, '观众登记'), homeItem(3, '展馆导航', { block: 'quick_entry', status: 'published' })],
    featured: [featuredItem(1, '华为', { status: 'published' })],
    candidates: [],
    activities: [],
    popups: [],
    terms: [],
  };
  serveMiniprog(server, data);
});

const renderAt = (path: string): ConsolePage => renderConsolePage(<DashboardPage />, { path });

// only the open tab is rendered (destroyOnHidden), so the page holds one table
const rowNames = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[2]?.firstElementChild?.firstElementChild?.textContent);
const preview = () => screen.getByTestId('home-preview');
// the carousel adds cloned slides and hides all but the current one: the banners are read from its own slides
const previewBanners = () => Array.from(preview().querySelectorAll('[data-testid="preview-banners"] .slick-slide:not(.slick-cloned) img')).map((image) => image.getAttribute('alt'));
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));

describe('home management (/miniprog/dashboard)', () => {
  it('previews the home as the public API serves it, and a banner published in the list appears there', async () => {
    renderAt('/miniprog/dashboard');
    await waitFor(() => expect(rowNames()).toEqual(['春季开幕', '观众登记']));
    await waitFor(() => expect(previewBanners()).toEqual(['春季开幕']));
    expect(within(preview()).getByText('展馆导航')).toBeInTheDocument();
    expect(within(within(preview()).getByTestId('preview-exhibitors')).getByText('华为')).toBeInTheDocument();
    // the public answer may sit in the browser cache for a minute: the preview asks for a fresh one
    expect(calls('/api/miniprog/v1/home')[0].headers['cache-control']).toBe('no-cache');

    const rows = document.querySelectorAll('tbody tr.ant-table-row');
    expect(within(rows[0] as HTMLElement).getByText('展示中')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('草稿')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '发布 观众登记' }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/miniprog/home/state')[0].body)).toEqual({ id: 2, action: 'publish' });
    await waitFor(() => expect(previewBanners()).toEqual(['春季开幕', '观众登记']));
  });

  it('reorders the carousel by moving a row, then saves the whole order once', async () => {
    renderAt('/miniprog/dashboard');
    await waitFor(() => expect(rowNames()).toEqual(['春季开幕', '观众登记']));
    fireEvent.click(screen.getByRole('button', { name: '下移 春季开幕' }));
    expect(rowNames()).toEqual(['观众登记', '春季开幕']);
    expect(screen.getByText('顺序已调整，保存后生效')).toBeInTheDocument();
    expect(calls('/admin/miniprog/home/sort')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /保存顺序/ }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/miniprog/home/sort')[0].body)).toEqual({ block: 'banner', ids: [2, 1] });
    await waitFor(() => expect(screen.queryByText('顺序已调整，保存后生效')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['观众登记', '春季开幕']);
  });

  it('asks for the SPEC §5 banner fields before saving a new banner', async () => {
    renderAt('/miniprog/dashboard');
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /新增轮播图/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('此项为必填项')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入中文标题')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入英文标题')).toBeInTheDocument();
    expect(calls('/admin/miniprog/home/save')).toHaveLength(0);
  });

  it('opens the block the address names: the quick entries, or a featured list', async () => {
    renderAt('/miniprog/dashboard?block=quick_entry');
    await waitFor(() => expect(rowNames()).toEqual(['展馆导航']));
    expect(screen.getByRole('tab', { name: '快捷入口', selected: true })).toBeInTheDocument();
  });

  it('orders the blocks themselves: the whole order is saved once, and the tabs and the preview follow it', async () => {
    renderAt('/miniprog/dashboard?block=order');
    const blockNames = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[1]?.textContent);
    await waitFor(() => expect(blockNames()).toEqual(['轮播图', '快捷入口', '推荐展商', '推荐展品', '推荐活动']));
    fireEvent.click(screen.getByRole('button', { name: '上移 推荐展商' }));
    fireEvent.click(screen.getByRole('button', { name: '上移 推荐展商' }));
    expect(blockNames()).toEqual(['推荐展商', '轮播图', '快捷入口', '推荐展品', '推荐活动']);
    expect(calls('/admin/miniprog/home/blocks/sort')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /保存顺序/ }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/miniprog/home/blocks/sort')[0].body)).toEqual({ ids: [3, 1, 2, 4, 5] });
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['推荐展商', '轮播图', '快捷入口', '推荐展品', '推荐活动', '板块顺序']));
    // the preview draws the public home's blocks in its order: the featured exhibitors now above the banners
    await waitFor(() => expect(Array.from(preview().querySelectorAll('[data-testid^="preview-"]')).map((node) => node.getAttribute('data-testid'))).toEqual(['preview-exhibitors', 'preview-banners', 'preview-quick-entries']));
  });

  it('asks before a tab switch throws an unsaved order away (请确认修改已保存！): cancel stays, confirm switches', async () => {
    renderAt('/miniprog/dashboard');
    await waitFor(() => expect(rowNames()).toEqual(['春季开幕', '观众登记']));
    fireEvent.click(screen.getByRole('button', { name: '下移 春季开幕' }));
    fireEvent.click(screen.getByRole('tab', { name: '快捷入口' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('请确认修改已保存！')).toBeInTheDocument();
    fireEvent.click(within(ask).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('请确认修改已保存！')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: '轮播图', selected: true })).toBeInTheDocument();
    expect(rowNames()).toEqual(['观众登记', '春季开幕']);

    fireEvent.click(screen.getByRole('tab', { name: '快捷入口' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rowNames()).toEqual(['展馆导航']));
    expect(screen.getByRole('tab', { name: '快捷入口', selected: true })).toBeInTheDocument();
    expect(calls('/admin/miniprog/home/sort')).toHaveLength(0);

    // nothing unsaved: the switch happens without asking
    fireEvent.click(screen.getByRole('tab', { name: '轮播图' }));
    await waitFor(() => expect(rowNames()).toEqual(['春季开幕', '观众登记']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
