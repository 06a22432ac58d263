import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { OperationLogItem } from '@fair/shared/contracts/operation-log';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { routeNotFound } from '@fair/shared/test-support/portal-refusal';
import { type ConsolePage, renderConsolePage, selectOption, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import OperationLogPage from '../pages/operation-log-page';

// antd tables under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(150_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['operation-log']) },
});

const actor = { actor_kind: 'admin_user' as const, actor_id: 1, actor_name: 'organizer' };
const ENTRIES: OperationLogItem[] = [
  { ...actor, id: 3, action: 'grant', entity: 'admin-user', entity_id: '11', entity_name: 'log-staff', changes: { authorities: [['展馆管理'], ['展馆管理', '下载管理']] }, names: {}, created_at: '2025-03-20T02:00:00.000Z' },
  { ...actor, id: 2, action: 'update', entity: 'authority', entity_id: '3', entity_name: '下载专员', changes: { route_keys: [['download.list'], ['organizer.dashboard', 'download.list']] }, names: {}, created_at: '2025-03-19T02:00:00.000Z' },
  { ...actor, id: 1, action: 'create', entity: 'hall', entity_id: '7', entity_name: '日志馆', changes: { name_zh: [null, '日志馆'] }, names: {}, created_at: '2025-03-18T02:00:00.000Z' },
];
/** What the issue saw as raw data: ids, states, types, stored times and a reorder. */
const WORDED: OperationLogItem[] = [
  {
    ...actor,
    id: 9,
    action: 'update',
    entity: 'exhibitor',
    entity_id: '62',
    entity_name: '上海演示电子有限公司',
    changes: { hall_id: [null, 3], exhibitor_types: [['FIE'], ['FIE', 'International']], sent_at: [null, '2026-11-26T21:07:40.419Z'] },
    names: { 'hall:3': '3号馆' },
    created_at: '2026-11-26T21:07:41.000Z',
  },
  { ...actor, id: 8, action: 'reject', entity: 'exhibitor-account', entity_id: '40', entity_name: '日志申请公司', changes: { approval_status: ['pending', 'rejected'] }, names: {}, created_at: '2026-11-26T21:07:00.000Z' },
  { ...actor, id: 7, action: 'sort', entity: 'miniprog-badge', entity_id: null, entity_name: null, changes: { order: [[3, 4, 5], [3, 5, 4]] }, names: { 'miniprog-badge:3': '展位图', 'miniprog-badge:4': '同期活动', 'miniprog-badge:5': '展商名录' }, created_at: '2026-11-26T21:06:00.000Z' },
];
let answered = ENTRIES;

beforeEach(() => {
  answered = ENTRIES;
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/admin/operation-log/options') return sendJson(response, 200, envelope(0, 'success', { actions: ['create', 'grant', 'update'], entities: ['admin-user', 'authority', 'hall'] }));
    if (url.pathname === '/admin/operation-log/list') {
      const want = (name: string) => url.searchParams.get(name);
      const found = answered.filter((entry) => (!want('action') || entry.action === want('action')) && (!want('entity') || entry.entity === want('entity')) && (!want('entity_id') || entry.entity_id === want('entity_id')));
      return sendJson(response, 200, envelope(0, 'success', { list: found, total: found.length, page: 1, page_size: 20 }));
    }
    sendJson(response, 404, routeNotFound());
  });
});

const renderAt = (path: string): ConsolePage => renderConsolePage(<OperationLogPage />, { path });

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));
const lastList = () => new URL(server.requests.filter((request) => request.url.startsWith('/admin/operation-log/list')).at(-1)!.url, server.url).searchParams;

describe('operation log (/organizer/operation-log)', () => {
  it('shows who did what to which record, with the changed fields before → after in people’s words', async () => {
    renderAt('/organizer/operation-log');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [grant, update, create] = rows().map((row) => within(row));
    expect(grant.getByText('授权')).toBeInTheDocument();
    expect(grant.getByText('主办方员工')).toBeInTheDocument();
    // grants read as the authorities' names
    expect(rows()[0].querySelector('[data-field="authorities"]')).toHaveTextContent('权限：展馆管理 → 展馆管理、下载管理');
    // role keys read as the menus they open
    expect(rows()[1].querySelector('[data-field="route_keys"]')).toHaveTextContent('可访问的菜单：下载管理 → 首页、下载管理');
    expect(update.getByText('修改')).toBeInTheDocument();
    expect(rows()[2].querySelector('[data-field="name_zh"]')).toHaveTextContent('中文名称：— → 日志馆');
    expect(create.getByText('展馆号')).toBeInTheDocument();
  });

  it('reads values as the screens show them: hall and record names, state and type labels, local times', async () => {
    answered = WORDED;
    renderAt('/organizer/operation-log');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [booth, reject, sort] = rows();
    // the record is called by its name, never by its number
    expect(within(booth).getByRole('button', { name: '只看 展商信息 上海演示电子有限公司 的记录' })).toHaveTextContent('上海演示电子有限公司');
    expect(booth).not.toHaveTextContent('#62');
    expect(booth.querySelector('[data-field="hall_id"]')).toHaveTextContent('展馆号：— → 3号馆');
    expect(booth.querySelector('[data-field="exhibitor_types"]')).toHaveTextContent('展商类型：FIE → FIE、International');
    // stored times read as local times, yyyy-MM-dd HH:mm:ss like every list
    const local = formatDateTime('2026-11-26T21:07:40.419Z');
    expect(local).toMatch(/^2026-11-2\d \d{2}:07:40$/);
    expect(booth.querySelector('[data-field="sent_at"]')).toHaveTextContent(`发送时间：— → ${local}`);
    expect(reject.querySelector('[data-field="approval_status"]')).toHaveTextContent('审核状态：待审核 → 已拒绝');
    expect(within(reject).getByText('日志申请公司')).toBeInTheDocument();
    expect(sort.querySelector('[data-field="order"]')).toHaveTextContent('显示顺序：展位图、同期活动、展商名录 → 展位图、展商名录、同期活动');
  });

  it('filters by action and by one record; the filters stand in the address and reach the server', async () => {
    const page = renderAt('/organizer/operation-log');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '操作' }));
    fireEvent.click(await selectOption('修改'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(page.address().get('action')).toBe('update');
    await waitFor(() => expect(lastList().get('action')).toBe('update'));

    fireEvent.click(screen.getByRole('button', { name: '只看 权限 下载专员 的记录' }));
    await waitFor(() => expect(page.address().get('entity_id')).toBe('3'));
    expect(page.address().get('entity')).toBe('authority');
    await waitFor(() => expect(lastList().get('entity_id')).toBe('3'));
  });

  it('opens at the filters and days the address holds; a malformed day is ignored', async () => {
    renderAt('/organizer/operation-log?keyword=organ&entity=hall&date_from=2025-03-01&date_to=2025-03-31&action=');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(Object.fromEntries(lastList())).toEqual({ page: '1', page_size: '20', keyword: 'organ', entity: 'hall', date_from: '2025-03-01', date_to: '2025-03-31' });
    expect(screen.getByDisplayValue('2025-03-01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2025-03-31')).toBeInTheDocument();
  });

  it('ignores days that are not yyyy-MM-dd in the address', async () => {
    renderAt('/organizer/operation-log?date_from=yesterday');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastList().has('date_from')).toBe(false);
  });
});
