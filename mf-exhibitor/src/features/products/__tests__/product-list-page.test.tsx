import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@fair/shared/api/api-client';
import { queryClient } from '@fair/shared/api/query-client';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { AppProviders } from '@fair/shared/providers/app-providers';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import ProductListPage from '../pages/product-list-page';
import { type ProductTestServer, productOf, startProductServer } from './product-test-server';

// antd tables and dialogs under jsdom on a shared 2-core machine take seconds per test (as the news list's)
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

let server: ProductTestServer;

beforeAll(async () => {
  registerNamespace('exhibitor', await loadNamespaceWithParts('exhibitor', ['products']));
  server = await startProductServer();
  api.http.defaults.baseURL = server.url;
});

afterAll(async () => {
  api.http.defaults.baseURL = '';
  await server.close();
});

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  server.products = [];
  // each test starts from the server, not from the answers an earlier test left in the page's cache
  queryClient.clear();
});

// confirmations and toasts show in antd's static holders, which outlive each render
afterEach(() => {
  act(() => {
    message.destroy();
    Modal.destroyAll();
  });
});

function renderList() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/product/list']}>
        <Routes>
          <Route path="/product/list" element={<ProductListPage />} />
          <Route path="/product/create" element={<div>新增展品页</div>} />
          <Route path="/product/edit" element={<div>编辑展品页</div>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const lists = () => server.requestsTo('/exhibitors/product/list').map((request) => new URL(request.url, server.url).searchParams);
const search = (text: string) => {
  const box = screen.getByRole('searchbox', { name: '请输入展品名称' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('product list (SPEC §2 /product/list)', () => {
  it('invites an exhibitor without products to create the first one', async () => {
    renderList();
    expect(await screen.findByText('您还没有添加展品')).toBeInTheDocument();
    expect(screen.getByText('创建第一个展品，让观众在线上展会中找到您的产品。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即开始' }));
    expect(await screen.findByText('新增展品页')).toBeInTheDocument();
  });

  it('lists 10 a page with image, names, status, pin marker and times', async () => {
    server.products = [
      productOf(1, { name_zh: '车规级多层陶瓷电容', name_en: 'Automotive-grade MLCC', status: 'published', pinned: true, published_at: '2025-03-05T03:30:00Z' }),
      ...Array.from({ length: 11 }, (_, i) => productOf(100 + i)),
    ];
    renderList();
    const row = rowOf(await screen.findByText('车规级多层陶瓷电容').then((node) => node.textContent!));
    expect(within(row).getByText('Automotive-grade MLCC')).toBeInTheDocument();
    expect(within(row).getByText('已发布')).toBeInTheDocument();
    expect(within(row).getByText('已置顶')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: '车规级多层陶瓷电容' })).toHaveAttribute('src', productOf(1).image);
    // upload and publish time in the SPEC §9 format yyyy-MM-dd HH:mm:ss (local time)
    expect(within(row).getByText(formatDateTime(productOf(1).uploaded_at))).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime('2025-03-05T03:30:00Z'))).toHaveTextContent(/^2025-03-0\d \d\d:30:00$/);
    expect(within(row).getByRole('button', { name: /^撤回发布 / })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^取消置顶 / })).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    expect(lists()[0].get('page_size')).toBe('10');
  });

  // the kit's own "no data found" for a search without result: paged-list.test.tsx
  it('searches by exhibit name from the first page', async () => {
    server.products = [productOf(1, { name_zh: '低功耗蓝牙模组', name_en: 'BLE module' }), productOf(2, { name_zh: '工业级电源模块', name_en: 'Power module' })];
    renderList();
    await screen.findByText('低功耗蓝牙模组');
    search('蓝牙');
    await waitFor(() => expect(screen.queryByText('工业级电源模块')).not.toBeInTheDocument());
    expect(screen.getByText('低功耗蓝牙模组')).toBeInTheDocument();
    expect(lists().at(-1)?.get('keyword')).toBe('蓝牙');
    expect(lists().at(-1)?.get('page')).toBe('1');
  });

  // a cancelled confirmation sends nothing: use-content-actions.test.tsx (the hook) and app-providers.test.tsx (the dialog)
  it('asks "this operation will permanently delete the exhibit data, continue?" under "system prompt" before deleting', async () => {
    server.products = [productOf(1, { name_zh: '待删除展品' }), productOf(2, { name_zh: '保留展品' })];
    renderList();
    fireEvent.click(within(rowOf(await screen.findByText('待删除展品').then((node) => node.textContent!))).getByRole('button', { name: /^删除 / }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('系统提示', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(within(dialog).getByText('此操作将永久删除该展品数据, 是否继续?')).toBeInTheDocument();
    expect(server.requestsTo('/exhibitors/product/delete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(screen.queryByText('待删除展品')).not.toBeInTheDocument());
    expect(new URL(server.requestsTo('/exhibitors/product/delete')[0].url, server.url).searchParams.get('id')).toBe('1');
    expect(screen.getByText('保留展品')).toBeInTheDocument();
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
  });

  it('publishes a draft and pins it to the top', async () => {
    server.products = [productOf(1, { name_zh: '草稿展品' })];
    renderList();
    fireEvent.click(within(rowOf(await screen.findByText('草稿展品').then((node) => node.textContent!))).getByRole('button', { name: /^发布 / }));
    await waitFor(() => expect(within(rowOf('草稿展品')).getByText('已发布')).toBeInTheDocument());
    fireEvent.click(within(rowOf('草稿展品')).getByRole('button', { name: /^置顶 / }));
    await waitFor(() => expect(within(rowOf('草稿展品')).getByText('已置顶')).toBeInTheDocument());
    expect(server.requestsTo('/exhibitors/product/state').map((request) => JSON.parse(request.body))).toEqual([
      { id: 1, action: 'publish' },
      { id: 1, action: 'pin' },
    ]);
  });

  it('opens the edit form of a product', async () => {
    server.products = [productOf(5, { name_zh: '可编辑展品' })];
    renderList();
    fireEvent.click(within(rowOf(await screen.findByText('可编辑展品').then((node) => node.textContent!))).getByRole('button', { name: /^编辑 / }));
    expect(await screen.findByText('编辑展品页')).toBeInTheDocument();
  });
});
