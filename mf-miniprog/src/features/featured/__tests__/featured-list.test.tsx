import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import { renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { featuredItem, serveMiniprog, type MiniprogData } from '../../../test-support/miniprog-test-server';
import InfoPage from '../../info/pages/info-page';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'miniprog' },
  namespaces: { miniprog: () => loadNamespace('miniprog') },
});
let data: MiniprogData;

beforeEach(() => {
  data = {
    home: [],
    featured: [
      featuredItem(1, '小米', { ref_id: 8, status: 'published' }),
      featuredItem(2, '联想', { ref_id: 9, status: 'published', available: false }),
      featuredItem(3, '海尔', { ref_id: 11, status: 'published', starts_at: '2099-03-26T00:00:00+08:00' }),
    ],
    candidates: [
      { ref_id: 7, name_zh: '华为', name_en: 'Huawei', image: null, exhibitor_id: null, exhibitor_name_zh: null, featured: false },
      { ref_id: 8, name_zh: '小米', name_en: 'Xiaomi', image: null, exhibitor_id: null, exhibitor_name_zh: null, featured: true },
    ],
    activities: [],
    popups: [],
    terms: [],
  };
  serveMiniprog(server, data);
});

const renderPage = (): ConsolePage => renderConsolePage(<InfoPage />, { path: '/info/info-manage' });

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-card tbody tr.ant-table-row'));
const rowOf = (name: string) => rows().find((row) => row.children[2]?.firstElementChild?.firstElementChild?.textContent === name)!;
const rowNames = () => rows().map((row) => row.children[2]?.firstElementChild?.firstElementChild?.textContent);
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const lastBody = (path: string) => JSON.parse(calls(path).at(-1)!.body) as unknown;

describe('featured exhibitors (/info/info-manage, shared by the featured screens)', () => {
  it('says why an entry is off the mini-programme: live, source no longer public, not started yet', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toEqual(['小米', '联想', '海尔']));
    expect(within(rowOf('小米')).getByText('展示中')).toBeInTheDocument();
    expect(within(rowOf('联想')).getByText('来源不可用')).toBeInTheDocument();
    expect(within(rowOf('海尔')).getByText('未开始')).toBeInTheDocument();
    expect(calls('/admin/miniprog/featured/list')[0].url).toContain('kind=exhibitor');
  });

  it('searches the candidates inside the dialog, leaving the page’s address to the page’s own list', async () => {
    const page = renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /添加推荐展商/ }));
    const picker = await screen.findByRole('dialog');
    await waitFor(() => expect(within(picker).getByText('华为')).toBeInTheDocument());
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: '小米' } });
    fireEvent.click(within(picker).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(within(picker).queryByText('华为')).not.toBeInTheDocument());
    expect(calls('/admin/miniprog/featured/candidates').at(-1)!.url).toContain('keyword=%E5%B0%8F%E7%B1%B3');
    expect(page.address().get('keyword')).toBeNull();
    expect(rowNames()).toEqual(['小米', '联想', '海尔']);
  });

  it('features an exhibitor picked from the exhibitor data, then publishes it', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /添加推荐展商/ }));
    const picker = await screen.findByRole('dialog');
    await waitFor(() => expect(within(picker).getByText('华为')).toBeInTheDocument());
    expect(within(picker).getByText('已推荐')).toBeInTheDocument();
    expect(within(picker).queryByRole('button', { name: '添加 小米' })).not.toBeInTheDocument();
    fireEvent.click(within(picker).getByRole('button', { name: '添加 华为' }));
    expect(await screen.findByText('已添加到推荐列表，发布后在小程序展示')).toBeInTheDocument();
    expect(lastBody('/admin/miniprog/featured/save')).toEqual({ kind: 'exhibitor', ref_id: 7 });
    await waitFor(() => expect(rowNames()).toEqual(['小米', '联想', '海尔', '华为']));
    await waitFor(() => expect(within(picker).getAllByText('已推荐')).toHaveLength(2));

    expect(within(rowOf('华为')).getByText('草稿')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '发布 华为' }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(lastBody('/admin/miniprog/featured/state')).toEqual({ id: data.featured[3].id, action: 'publish' });
    await waitFor(() => expect(within(rowOf('华为')).getByText('展示中')).toBeInTheDocument());
  });

  it('hides an entry without touching the exhibitor, and removes one after the confirmation', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '隐藏 小米' }));
    await waitFor(() => expect(within(rowOf('小米')).getByText('已隐藏')).toBeInTheDocument());
    expect(lastBody('/admin/miniprog/featured/visibility')).toEqual({ id: 1, hidden: true });
    expect(screen.getByRole('button', { name: '显示 小米' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '取消推荐 联想' }));
    const confirm = await screen.findByText('取消推荐后小程序不再展示该内容，展商资料不受影响。是否继续?');
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
    expect(calls('/admin/miniprog/featured/delete')[0].url).toContain('id=2');
    await waitFor(() => expect(rowNames()).toEqual(['小米', '海尔']));
  });
});
