import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { NotificationItem } from '@fair/shared/contracts/notifications';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { confirmDialog, renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import NotificationCreatePage from '../pages/notification-create-page';
import NotificationEditPage from '../pages/notification-edit-page';
import NotificationListPage from '../pages/notification-list-page';

// antd tables and forms under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['notifications']) },
});

const item = (id: number, title_zh: string, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  title_zh,
  title_en: `Notice ${id}`,
  content_zh: '<p>内容</p>',
  content_en: '<p>Content</p>',
  audience: 'types',
  exhibitor_types: ['International'],
  exhibitors: [],
  status: 'published',
  recipient_count: 120,
  published_at: '2025-03-01T02:00:00.000Z',
  created_at: '2025-03-01T02:00:00.000Z',
  updated_at: '2025-03-01T02:00:00.000Z',
  ...extra,
});

let rows: NotificationItem[];

/** The /admin/notification calls over rows in memory; the rules are the server's, tested there. */
beforeEach(() => {
  rows = [item(1, '布展通知'), item(2, '撤展草稿', { status: 'draft', recipient_count: 0, published_at: null, audience: 'all', exhibitor_types: [] })];
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/admin/notification/list') return sendJson(response, 200, envelope(0, 'success', { list: rows, total: rows.length, page: 1, page_size: 20 }));
    if (url.pathname === '/admin/notification/info') {
      const found = rows.find((row) => row.id === Number(url.searchParams.get('id')));
      return found ? sendJson(response, 200, envelope(0, 'success', found)) : sendJson(response, 404, envelope(404, '通知不存在或已删除'));
    }
    if (url.pathname === '/admin/notification/save') {
      const body = JSON.parse(request.body) as NotificationItem;
      return sendJson(response, 200, envelope(0, 'success', item(9, body.title_zh, { ...body, recipient_count: 42 })));
    }
    if (url.pathname === '/admin/notification/withdraw') {
      rows = rows.map((row) => (row.id === 1 ? { ...row, status: 'draft', recipient_count: 0, published_at: null } : row));
      return sendJson(response, 200, envelope(0, 'success', rows[0]));
    }
    if (url.pathname === '/admin/notification/delete') {
      const { ids } = JSON.parse(request.body) as { ids: number[] };
      rows = rows.filter((row) => !ids.includes(row.id));
      return sendJson(response, 200, envelope(0, 'success', { deleted: ids.length, withdrawn_from: 120 }));
    }
    sendJson(response, 404, envelope(404, 'not found'));
  });
});

const shownTitles = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.querySelector('strong')?.textContent);
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const lastBody = (path: string) => JSON.parse(calls(path).at(-1)!.body) as Record<string, unknown>;
const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));

it('deletes the selected notifications after saying that the published one leaves the exhibitors’ message boxes', async () => {
  renderConsolePage(<NotificationListPage />, { path: '/organizer/notification' });
  await waitFor(() => expect(shownTitles()).toEqual(['布展通知', '撤展草稿']));
  // a published notification is viewed and withdrawn, a draft edited
  expect(screen.getByRole('button', { name: '查看 布展通知' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '编辑 布展通知' })).toBeNull();
  expect(screen.getByRole('button', { name: '编辑 撤展草稿' })).toBeInTheDocument();
  for (const box of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(box);
  fireEvent.click(within(screen.getByTestId('list-bulk-actions')).getByRole('button', { name: '删除所选' }));
  ok(await confirmDialog('此操作将永久删除该数据, 是否继续? 其中 1 条已发布的通知也将从展商的消息中心移除（共 120 家展商，无论是否已读）。'));
  expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
  expect(lastBody('/admin/notification/delete')).toEqual({ ids: [1, 2] });
  await waitFor(() => expect(shownTitles()).toEqual([]));
});

it('prompts both titles (SPEC §5) and the exhibitor type, then publishes to the chosen type after a confirmation', async () => {
  renderConsolePage(<NotificationCreatePage />, { path: '/organizer/notification-create' });
  const form = await screen.findByTestId('notification-form');
  fireEvent.click(within(form).getByRole('radio', { name: '按展商类型' }));
  const international = await within(form).findByRole('checkbox', { name: 'International' });
  fireEvent.click(within(form).getByRole('button', { name: /保存并发布/ }));
  for (const prompt of ['请输入中文标题', '请输入英文标题', '请选择展商类型']) expect(await within(form).findByText(prompt)).toBeInTheDocument();
  expect(calls('/admin/notification/save')).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('中文标题'), { target: { value: '境外展商报到' } });
  fireEvent.change(within(form).getByLabelText('英文标题'), { target: { value: 'International check-in' } });
  fireEvent.click(international);
  fireEvent.click(within(form).getByRole('button', { name: /保存并发布/ }));
  ok(await confirmDialog('确定发布吗？通知将立即送达所选类型展商的消息中心。发布后如需修改，需先撤回发布。'));
  expect(await screen.findByText('已发布，送达 42 家展商')).toBeInTheDocument();
  expect(lastBody('/admin/notification/save')).toEqual({
    title_zh: '境外展商报到',
    title_en: 'International check-in',
    content_zh: '',
    content_en: '',
    audience: 'types',
    exhibitor_types: ['International'],
    status: 'published',
  });
});

it('shows a published notification read-only until withdrawn from every box, then as an editable draft', async () => {
  renderConsolePage(<NotificationEditPage />, { path: '/organizer/notification-edit?id=1' });
  const form = await screen.findByTestId('notification-form');
  expect(within(form).getByLabelText('中文标题')).toBeDisabled();
  expect(within(form).queryByRole('button', { name: /保存并发布/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '撤回发布' }));
  ok(await confirmDialog('撤回发布后，该通知将从 120 家展商的消息中心移除（无论是否已读），并变为草稿。确定撤回吗？'));
  await waitFor(() => expect(within(screen.getByTestId('notification-form')).getByLabelText('中文标题')).toBeEnabled());
  expect(screen.getByRole('button', { name: /保存并发布/ })).toBeInTheDocument();
  expect(lastBody('/admin/notification/withdraw')).toEqual({ id: 1 });
});
