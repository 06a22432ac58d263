import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import type { AdminUserItem, AdminUserKind } from '@fair/shared/contracts/admin-users';
import { OPERATOR_PASSWORD, type StaffCall, serveStaff } from '@fair/shared/test-support/admin-user-test-server';
import type { Refusal } from '@fair/shared/test-support/portal-refusal';
import { renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { demoExhibitor } from '@fair/shared/test-support/demo-users';
import AccountsPage from '../pages/accounts-page';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'miniprog', user: demoExhibitor({ id: 9, user_name: 'miniprog', clientType: 'miniprog', permission: [], exhibitor: undefined }) },
  namespaces: { 'admin-users': () => loadNamespace('admin-users') },
});
let accounts: Record<AdminUserKind, AdminUserItem[]>;
/** what the portal refuses next, per call: the rules are the server's (tested there), the page shows the refusal */
let refusals: Partial<Record<StaffCall, Refusal>>;

const account = (id: number, user_name: string): AdminUserItem => ({ id, user_name, nick_name: user_name, banned: false, authorities: [], last_login_at: null, created_at: '2025-01-02T02:00:00.000Z' });

beforeEach(() => {
  // the signed-in mini-programme admin is account 9
  accounts = { web: [account(1, 'organizer')], miniprog: [account(9, 'miniprog'), account(10, 'booth-desk')] };
  refusals = {};
  serveStaff(server, accounts, refusals);
});

const shownAccounts = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[0]?.textContent);

const renderPage = (): ConsolePage => renderConsolePage(<AccountsPage />, { path: '/account/account-manage' });

describe('mini-programme admin users (/account/account-manage)', () => {
  it('lists only mini-programme admins, without roles; the own account cannot be disabled or deleted', async () => {
    renderPage();
    await waitFor(() => expect(shownAccounts()).toEqual(['miniprog', 'booth-desk']));
    expect(screen.queryByRole('columnheader', { name: '角色' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '禁用 miniprog' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '禁用 booth-desk' })).toBeInTheDocument();
    const asked = server.requests.map((request) => request.url);
    expect(asked).toContainEqual(expect.stringMatching(/^\/admin\/user\/miniprog\/get-admin-list/));
    expect(asked.filter((url) => url.startsWith('/admin/user/get-admin-list'))).toEqual([]);
  });

  it('creates a mini-programme admin through the /admin/user/miniprog calls with the operator’s password', async () => {
    renderPage();
    await waitFor(() => expect(shownAccounts()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /新增账号/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByLabelText('角色')).not.toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('账号'), { target: { value: 'gate-2' } });
    fireEvent.change(within(drawer).getByLabelText('密码'), { target: { value: 'Staff~2025_ok' } });
    fireEvent.change(within(drawer).getByLabelText('操作人密码'), { target: { value: OPERATOR_PASSWORD } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const add = server.requests.find((request) => request.url.startsWith('/admin/user/miniprog/add/admin-user'));
    expect(JSON.parse(add!.body)).toMatchObject({ user_name: 'gate-2', operator_password: OPERATOR_PASSWORD });
    await waitFor(() => expect(shownAccounts()).toContain('gate-2'));
  });

  it('disables another mini-programme admin only with the operator’s own password again', async () => {
    renderPage();
    await waitFor(() => expect(shownAccounts()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '禁用 booth-desk' }));
    const dialog = await screen.findByRole('dialog');
    const ok = () => within(dialog).getByRole('button', { name: /确\s?定/ });
    fireEvent.click(ok());
    expect(await within(dialog).findByText('请输入操作人密码')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('操作人密码'), { target: { value: 'Wrong~2025_pw' } });
    refusals['ban/admin-user'] = { status: 422, field: 'operator_password', key: 'adminUsers.operatorPasswordWrong' };
    fireEvent.click(ok());
    expect(await within(dialog).findByText('操作人密码错误')).toBeInTheDocument();
    expect(accounts.miniprog[1].banned).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('操作人密码'), { target: { value: OPERATOR_PASSWORD } });
    fireEvent.click(ok());
    await waitFor(() => expect(accounts.miniprog[1].banned).toBe(true));
    const bans = server.requests.filter((request) => request.url.startsWith('/admin/user/miniprog/ban/admin-user'));
    expect(JSON.parse(bans.at(-1)!.body)).toEqual({ id: 10, banned: true, operator_password: OPERATOR_PASSWORD });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
