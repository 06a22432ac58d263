import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { HallItem } from '@fair/shared/contracts/halls';
import { confirmDialog, renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import HallsPage from '../pages/halls-page';
import type { Refusal } from '@fair/shared/test-support/portal-refusal';
import { type HallCall, serveHalls } from './hall-test-server';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['halls']) },
});
let rows: HallItem[];
/** what the portal refuses next, per call: the rules are the server's (tested there), the page shows the refusal */
let refusals: Partial<Record<HallCall, Refusal>>;

beforeEach(() => {
  rows = [
    { id: 1, name_zh: '1号馆', name_en: 'Hall 1', sort: 1, exhibitor_count: 2 },
    { id: 2, name_zh: '2号馆', name_en: 'Hall 2', sort: 2, exhibitor_count: 0 },
    { id: 3, name_zh: '3号馆', name_en: 'Hall 3', sort: 3, exhibitor_count: 0 },
  ];
  refusals = {};
  serveHalls(server, rows, refusals);
});

const renderAt = (path: string): ConsolePage => renderConsolePage(<HallsPage />, { path });

const shownNames = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[1]?.textContent);
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const bodyOf = (path: string) => JSON.parse(calls(path).at(-1)!.body) as Record<string, unknown>;

describe('hall numbers (/organizer/exhibition-number)', () => {
  it('lists the halls in the venue order with the exhibitors using each; a search goes into the address', async () => {
    const page = renderAt('/organizer/exhibition-number');
    await waitFor(() => expect(shownNames()).toEqual(['1号馆', '2号馆', '3号馆']));
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: '按中文或英文名称搜索展馆号' }), { target: { value: 'hall 2' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(shownNames()).toEqual(['2号馆']));
    expect(page.address().get('keyword')).toBe('hall 2');
  });

  it('opens at the sort and page the address holds, and offers no moving while sorted by name', async () => {
    renderAt('/organizer/exhibition-number?sort=name_zh&order=descend');
    await waitFor(() => expect(shownNames()).toEqual(['3号馆', '2号馆', '1号馆']));
    expect(new URL(calls('/admin/hall/list')[0].url, server.url).searchParams.get('order')).toBe('desc');
    expect(screen.queryByRole('button', { name: '上移 2号馆' })).not.toBeInTheDocument();
  });

  it('creates a hall in the drawer: both names required (名称不能为空), then saved and listed', async () => {
    renderAt('/organizer/exhibition-number');
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /新增展馆号/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    await waitFor(() => expect(within(drawer).getAllByText('名称不能为空')).toHaveLength(2));
    expect(calls('/admin/hall/save')).toHaveLength(0);
    fireEvent.change(within(drawer).getByLabelText('中文名称'), { target: { value: '4号馆' } });
    fireEvent.change(within(drawer).getByLabelText('英文名称'), { target: { value: 'Hall 4' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodyOf('/admin/hall/save')).toEqual({ name_zh: '4号馆', name_en: 'Hall 4' });
    await waitFor(() => expect(shownNames()).toEqual(['1号馆', '2号馆', '3号馆', '4号馆']));
  });

  it('renames a hall; a number already taken is shown beside its field and every value is kept', async () => {
    renderAt('/organizer/exhibition-number');
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '编辑 2号馆' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('英文名称')).toHaveValue('Hall 2');
    fireEvent.change(within(drawer).getByLabelText('中文名称'), { target: { value: '1号馆' } });
    refusals.save = { status: 422, field: 'name_zh', key: 'halls.nameTaken' };
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('该展馆号已存在')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('中文名称')).toHaveValue('1号馆');
    fireEvent.change(within(drawer).getByLabelText('中文名称'), { target: { value: '二号馆' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    await waitFor(() => expect(shownNames()).toEqual(['1号馆', '二号馆', '3号馆']));
    expect(bodyOf('/admin/hall/save')).toEqual({ id: 2, name_zh: '二号馆', name_en: 'Hall 2' });
  });

  it('moves a hall down the venue order; the first cannot move up', async () => {
    renderAt('/organizer/exhibition-number');
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    expect(screen.getByRole('button', { name: '上移 1号馆' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移 3号馆' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下移 1号馆' }));
    await waitFor(() => expect(shownNames()).toEqual(['2号馆', '1号馆', '3号馆']));
    expect(bodyOf('/admin/hall/sort')).toEqual({ id: 1, direction: 'down' });
  });

  it('deletes after the SPEC §8 confirmation; a hall in use stays with the server’s reason', async () => {
    renderAt('/organizer/exhibition-number');
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '删除 3号馆' }));
    const confirmation = await confirmDialog('此操作将永久删除该数据, 是否继续?');
    expect(within(confirmation).getAllByText('系统提示').length).toBeGreaterThan(0);
    fireEvent.click(within(confirmation).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(['1号馆', '2号馆']));

    refusals.delete = { status: 409, key: 'halls.inUse', params: { count: 2 } };
    fireEvent.click(screen.getByRole('button', { name: '删除 1号馆' }));
    const dialogs = await screen.findAllByText('此操作将永久删除该数据, 是否继续?');
    fireEvent.click(within(dialogs.at(-1)!.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('有 2 家展商使用该展馆号，请先为其更换展馆后再删除')).toBeInTheDocument();
    expect(shownNames()).toEqual(['1号馆', '2号馆']);
  });
});
