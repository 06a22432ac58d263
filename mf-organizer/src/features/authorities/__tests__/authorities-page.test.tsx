import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace, loadNamespaceWithParts } from '@fair/locales/messages';
import { roleKeyTree } from '@fair/shared/access/role-key-tree';
import { sessionStore } from '@fair/shared/session/session-store';
import { renderConsolePage, selectOption, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { DEMO_EDITOR_PERMISSION, demoOrganizer } from '@fair/shared/test-support/demo-users';
import { menuKeyTree } from '../components/role-key-labels';
import AuthoritiesPage from '../pages/authorities-page';
import { serveAuthorities, type AuthorityWorld } from './authority-test-server';

// antd tables, trees and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(150_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['authorities']), 'admin-users': () => loadNamespace('admin-users') },
});
let world: AuthorityWorld;

beforeEach(() => {
  const at = '2025-03-01T02:00:00.000Z';
  world = {
    authorities: [
      { id: 1, name: '超级管理员', route_keys: ['all'], holder_count: 1, created_at: at, updated_at: at },
      { id: 2, name: '新闻编辑', route_keys: ['organizer.dashboard', 'news.exhibitor-news-manage'], holder_count: 1, created_at: '2025-03-02T02:00:00.000Z', updated_at: at },
    ],
    accounts: [
      { id: 10, user_name: 'organizer', nick_name: '主办方', banned: false, authorities: [{ id: 1, name: '超级管理员', route_keys: ['all'] }], last_login_at: null, created_at: at },
      { id: 11, user_name: 'editor', nick_name: '新闻编辑员', banned: false, authorities: [{ id: 2, name: '新闻编辑', route_keys: ['organizer.dashboard', 'news.exhibitor-news-manage'] }], last_login_at: null, created_at: at },
    ],
    refusals: {},
  };
  serveAuthorities(server, world);
});

const renderAt = (path: string): ConsolePage => renderConsolePage(<AuthoritiesPage />, { path });

const rowOf = (text: string) => screen.getByText(text, { selector: 'td' }).closest('tr')!;
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const bodyOf = (path: string) => JSON.parse(calls(path).at(-1)!.body) as Record<string, unknown>;
/** The checkbox of a role key's node in the drawer's tree. */
const treeCheckbox = (drawer: HTMLElement, key: string) => drawer.querySelector(`[data-role-key="${key}"]`)!.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

describe('authorities (/organizer/authority-manage)', () => {
  it('picks keys from the same tree the server offers: the menu order, grouped by section, all first', () => {
    expect(menuKeyTree()).toEqual(roleKeyTree());
  });

  it('lists each authority with the menus it opens, its holders and its create date; a search goes into the address', async () => {
    const page = renderAt('/organizer/authority-manage');
    await waitFor(() => expect(screen.getByText('新闻编辑', { selector: 'td' })).toBeInTheDocument());
    const editor = within(rowOf('新闻编辑'));
    expect(editor.getByText('首页')).toBeInTheDocument();
    expect(editor.getByText('展商新闻管理')).toBeInTheDocument();
    expect(editor.getByText('2025-03-02')).toBeInTheDocument();
    expect(within(rowOf('超级管理员')).getByText('全部权限（all）')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: '按权限名称搜索' }), { target: { value: '新闻' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(screen.queryByText('超级管理员', { selector: 'td' })).not.toBeInTheDocument());
    expect(page.address().get('keyword')).toBe('新闻');
  });

  it('creates an authority with two menus from the tree; name and a menu are required (SPEC §5 texts)', async () => {
    renderAt('/organizer/authority-manage');
    await waitFor(() => expect(screen.getByText('新闻编辑', { selector: 'td' })).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /新建权限/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('名称不能为空')).toBeInTheDocument();
    expect(within(drawer).getByText('至少选择一项')).toBeInTheDocument();
    expect(calls('/admin/authority/save')).toHaveLength(0);

    // grouped like the menu: the exhibit screens under one section
    const exhibit = drawer.querySelector('[data-role-key="section:exhibit"]')!.closest('.ant-tree-treenode')!;
    expect(exhibit).toHaveTextContent('展品管理');
    fireEvent.change(within(drawer).getByLabelText('权限名称'), { target: { value: '展馆下载' } });
    fireEvent.click(treeCheckbox(drawer, 'download.list'));
    fireEvent.click(treeCheckbox(drawer, 'organizer.exhibition-number'));
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodyOf('/admin/authority/save')).toEqual({ name: '展馆下载', route_keys: ['organizer.exhibition-number', 'download.list'] });
    await waitFor(() => expect(within(rowOf('展馆下载')).getByText('展馆号管理')).toBeInTheDocument());
  });

  it('edits an authority: all grants every menu and greys out the rest; a name in use stays beside its field', async () => {
    renderAt('/organizer/authority-manage');
    await waitFor(() => expect(screen.getByText('新闻编辑', { selector: 'td' })).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '编辑 新闻编辑' }));
    const drawer = await screen.findByRole('dialog');
    expect(treeCheckbox(drawer, 'news.exhibitor-news-manage')).toHaveClass('ant-tree-checkbox-checked');
    expect(treeCheckbox(drawer, 'download.list')).not.toHaveClass('ant-tree-checkbox-checked');
    fireEvent.click(treeCheckbox(drawer, 'all'));
    await waitFor(() => expect(treeCheckbox(drawer, 'download.list')).toHaveClass('ant-tree-checkbox-disabled'));
    expect(treeCheckbox(drawer, 'download.list')).toHaveClass('ant-tree-checkbox-checked');
    fireEvent.change(within(drawer).getByLabelText('权限名称'), { target: { value: '超级管理员' } });
    world.refusals.save = { status: 422, field: 'name', key: 'authorities.nameTaken' };
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('已存在相同的标签。')).toBeInTheDocument();
    expect(bodyOf('/admin/authority/save')).toEqual({ id: 2, name: '超级管理员', route_keys: ['all'] });
    fireEvent.change(within(drawer).getByLabelText('权限名称'), { target: { value: '总编' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    await waitFor(() => expect(within(rowOf('总编')).getByText('全部权限（all）')).toBeInTheDocument());
  });

  it('grants an account several authorities at once and shows the menus they open together', async () => {
    const page = renderAt('/organizer/authority-manage?tab=accounts');
    await waitFor(() => expect(screen.getByText('editor', { selector: 'td' })).toBeInTheDocument());
    fireEvent.change(screen.getByRole('searchbox', { name: '按账号或昵称搜索账号' }), { target: { value: 'edit' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(screen.queryByText('organizer', { selector: 'td' })).not.toBeInTheDocument());
    expect(page.address().get('tab')).toBe('accounts');

    world.authorities.push({ id: 3, name: '下载管理', route_keys: ['organizer.dashboard', 'download.list'], holder_count: 0, created_at: '2025-03-03T02:00:00.000Z', updated_at: '2025-03-03T02:00:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: '授权 editor' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(drawer).getByRole('combobox'));
    fireEvent.click(await selectOption('下载管理'));
    const effective = within(drawer).getByTestId('effective-menus');
    await waitFor(() => expect(effective).toHaveTextContent('下载管理'));
    expect(effective).toHaveTextContent('首页');
    expect(effective).toHaveTextContent('展商新闻管理');
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    expect(bodyOf('/admin/authority/grant')).toEqual({ admin_user_id: 11, authority_ids: [2, 3] });
    await waitFor(() => expect(within(rowOf('editor')).getByText('下载管理')).toBeInTheDocument());
  });

  it('offers an operator holding authority-manage only what lies within its own keys', async () => {
    sessionStore.getState().setUser(demoOrganizer(['organizer.authority-manage', ...DEMO_EDITOR_PERMISSION], { id: 12 }));
    renderAt('/organizer/authority-manage');
    await waitFor(() => expect(screen.getByText('新闻编辑', { selector: 'td' })).toBeInTheDocument());
    expect(within(rowOf('超级管理员')).getByText('权限高于您')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 超级管理员' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '编辑 新闻编辑' }));
    const drawer = await screen.findByRole('dialog');
    expect(treeCheckbox(drawer, 'all')).toHaveClass('ant-tree-checkbox-disabled');
    expect(treeCheckbox(drawer, 'download.list')).toHaveClass('ant-tree-checkbox-disabled');
    expect(treeCheckbox(drawer, 'organizer.dashboard')).not.toHaveClass('ant-tree-checkbox-disabled');
    expect(treeCheckbox(drawer, 'news.exhibitor-news-manage')).not.toHaveClass('ant-tree-checkbox-disabled');
  });

  it('grants neither the own account nor a stronger one, and keeps the drawer open with the server’s refusal', async () => {
    sessionStore.getState().setUser(demoOrganizer(['organizer.authority-manage', ...DEMO_EDITOR_PERMISSION], { id: 12 }));
    world.accounts.push({ id: 12, user_name: 'deputy', nick_name: '副手', banned: false, authorities: [], last_login_at: null, created_at: '2025-03-01T02:00:00.000Z' });
    renderAt('/organizer/authority-manage?tab=accounts');
    await waitFor(() => expect(screen.getByText('organizer', { selector: 'td' })).toBeInTheDocument());
    expect(within(rowOf('organizer')).getByText('权限高于您')).toBeInTheDocument();
    expect(within(rowOf('deputy')).getByText('本人账号')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '授权 organizer' })).not.toBeInTheDocument();
    world.refusals.grant = { status: 403, key: 'staffPowers.beyondOwn' };
    fireEvent.click(screen.getByRole('button', { name: '授权 editor' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText('新闻编辑')).toBeInTheDocument());
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('只能授予自己拥有的权限，操作失败')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(world.accounts[1].authorities.map((authority) => authority.name)).toEqual(['新闻编辑']);
  });
});
