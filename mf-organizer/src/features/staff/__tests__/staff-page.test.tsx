import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace, loadNamespaceWithParts } from '@fair/locales/messages';
import type { AdminUserItem, AdminUserKind } from '@fair/shared/contracts/admin-users';
import { confirmDialog, renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { demoExhibitor } from '@fair/shared/test-support/demo-users';
import StaffPage from '../pages/staff-page';
import { OPERATOR_PASSWORD, type StaffCall, serveStaff } from '@fair/shared/test-support/admin-user-test-server';
import type { Refusal } from '@fair/shared/test-support/portal-refusal';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  // the signed-in operator is account 1 ("organizer")
  session: { clientType: 'organizer', user: demoExhibitor({ id: 1, user_name: 'organizer', clientType: 'organizer', permission: ['all'], exhibitor: undefined }) },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', []), 'admin-users': () => loadNamespace('admin-users') },
});
let accounts: Record<AdminUserKind, AdminUserItem[]>;
/** what the portal refuses next, per call: the rules are the server's (tested there), the page shows the refusal */
let refusals: Partial<Record<StaffCall, Refusal>>;

const account = (id: number, user_name: string, extra: Partial<AdminUserItem> = {}): AdminUserItem => ({
  id,
  user_name,
  nick_name: user_name,
  banned: false,
  authorities: [],
  last_login_at: null,
  created_at: '2025-01-02T02:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  accounts = {
    web: [account(1, 'organizer', { authorities: [{ id: 1, name: '超级管理员', route_keys: ['all'] }] }), account(2, 'editor', { authorities: [{ id: 2, name: '新闻编辑', route_keys: ['organizer.dashboard', 'news.exhibitor-news-manage'] }] }), account(3, 'chief')],
    miniprog: [account(9, 'miniprog')],
  };
  refusals = {};
  serveStaff(server, accounts, refusals);
});

const renderPage = (path = '/organizer/account-manage'): ConsolePage => renderConsolePage(<StaffPage />, { path });

const shownAccounts = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[0]?.textContent);
const lastBody = (path: string) => JSON.parse(server.requests.filter((request) => request.url.startsWith(path)).at(-1)!.body) as Record<string, unknown>;

describe('staff accounts (/organizer/account-manage)', () => {
  it('lists organizer staff with roles; the own account cannot be disabled or deleted; the tab is in the address', async () => {
    const page = renderPage();
    await waitFor(() => expect(shownAccounts()).toEqual(['organizer', 'editor', 'chief']));
    expect(screen.getByText('新闻编辑')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '禁用 organizer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '禁用 editor' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '小程序管理员' }));
    await waitFor(() => expect(shownAccounts()).toEqual(['miniprog']));
    expect(page.address().get('tab')).toBe('miniprog');
    expect(server.requests.some((request) => request.url.startsWith('/admin/user/miniprog/get-admin-list'))).toBe(true);
  });

  it('creates an account only with the SPEC §5 password and the operator’s password; a wrong one shows beside its field', async () => {
    renderPage();
    await waitFor(() => expect(shownAccounts()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /新增账号/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('密码'), { target: { value: 'short' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('请输入登录名')).toBeInTheDocument();
    expect(within(drawer).getByText('密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入操作人密码')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('账号'), { target: { value: 'staff1' } });
    fireEvent.change(within(drawer).getByLabelText('密码'), { target: { value: 'Staff~2025_ok' } });
    fireEvent.change(within(drawer).getByLabelText('操作人密码'), { target: { value: 'wrong-pass' } });
    refusals['add/admin-user'] = { status: 422, field: 'operator_password', key: 'adminUsers.operatorPasswordWrong' };
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('操作人密码错误')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('操作人密码'), { target: { value: OPERATOR_PASSWORD } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(lastBody('/admin/user/add/admin-user')).toMatchObject({ user_name: 'staff1', password: 'Staff~2025_ok', operator_password: OPERATOR_PASSWORD, authority_ids: [] });
    await waitFor(() => expect(shownAccounts()).toContain('staff1'));
  });

  it('an edit asks for the operator’s password only when a new password is typed', async () => {
    renderPage();
    await waitFor(() => expect(shownAccounts()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '编辑 editor' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('新密码（不修改请留空）'), { target: { value: 'Another~Pass_1' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('请输入操作人密码')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('新密码（不修改请留空）'), { target: { value: '' } });
    fireEvent.change(within(drawer).getByLabelText('昵称'), { target: { value: '编辑小王' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(lastBody('/admin/user/edit/admin-user')).toEqual({ id: 2, nick_name: '编辑小王', authority_ids: [2] });
  });

  it('disables after a confirmation, shows the server’s refusal for the last all holder, and deletes with the SPEC §8 confirmation', async () => {
    renderPage();
    await waitFor(() => expect(shownAccounts()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '禁用 editor' }));
    fireEvent.click(within(await confirmDialog('禁用后该账号将立即退出登录且无法再登录，是否继续?')).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(server.requests.map((r) => r.url).join(' ')).toContain('ban/admin-user'));
    // by its label: a role query over the whole antd table outlasts the wait on a loaded two-core machine
    expect(await screen.findByLabelText('启用 editor')).toBeInTheDocument();
    expect(lastBody('/admin/user/ban/admin-user')).toEqual({ id: 2, banned: true });

    refusals['ban/admin-user'] = { status: 409, key: 'adminUsers.lastAll' };
    fireEvent.click(screen.getByRole('button', { name: '禁用 chief' }));
    const dialogs = await screen.findAllByText('禁用后该账号将立即退出登录且无法再登录，是否继续?');
    fireEvent.click(within(dialogs.at(-1)!.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('这是最后一个拥有全部权限的账号，不能禁用、删除或取消其全部权限')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '删除 editor' }));
    fireEvent.click(within(await confirmDialog('此操作将永久删除该数据, 是否继续?')).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
    await waitFor(() => expect(shownAccounts()).toEqual(['organizer', 'chief']));
  });
});
