import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { confirmDialog, renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { recordSavedDownloads } from '@fair/shared/test-support/saved-downloads';
import ExhibitorRegisterPage from '../pages/exhibitor-register-page';
import type { Refusal } from '@fair/shared/test-support/portal-refusal';
import { serveRegister } from './register-test-server';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['exhibitor-register']) },
});
let rows: RegisterItem[];
/** the next booth call's refusal: the booth rules are the server's (tested there), the page shows the refusal */
let refusals: { booth?: Refusal };
const saved = recordSavedDownloads();

const company = (id: number, values: Partial<RegisterItem>): RegisterItem => ({
  id,
  name_zh_cn: `展商${id}`,
  name_en: `Exhibitor ${id}`,
  logo: null,
  country: 'CN',
  country_info: '中国',
  hall_id: null,
  hall: null,
  booth: null,
  booth_area: null,
  exhibitor_types: ['Local'],
  is_edit: true,
  website: null,
  email: null,
  join_year: null,
  categories_count: 0,
  completion: 50,
  updated_at: '2025-03-01T02:00:00.000Z',
  reminder_status: null,
  reminded_at: null,
  ...values,
});

beforeEach(() => {
  rows = [
    company(1, { name_zh_cn: '上海演示电子', name_en: 'Shanghai Demo', hall_id: 1, hall: '1号馆', booth: '1A01', booth_area: 36, completion: 100, exhibitor_types: ['FIE', 'International'] }),
    company(2, { name_zh_cn: '新锐半导体', name_en: 'Rising Semi', country: 'DE', country_info: '德国', completion: 21, is_edit: false }),
  ];
  refusals = {};
  serveRegister(server, rows, refusals);
});

const renderAt = (path: string): ConsolePage => renderConsolePage(<ExhibitorRegisterPage />, { path });

const tableRows = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const rowOf = (name: string) => tableRows().find((row) => row.textContent?.includes(name))!;
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const lastQuery = (path: string) => new URL(calls(path).at(-1)!.url, server.url).searchParams;

/** Opens an antd select by its accessible name and picks the option with that text. */
async function choose(container: HTMLElement, name: string, option: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name }));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices.at(-1)!);
}

describe('exhibitor register (/message/exhibitor-info-manage)', () => {
  it('lists every company with country, type, hall, booth, booth area, profile state and completion', async () => {
    renderAt('/message/exhibitor-info-manage');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    const first = rowOf('上海演示电子');
    for (const text of ['Shanghai Demo', '中国', 'FIE', 'International', '1号馆', '1A01', '36 平方米', '已保存', '100%']) expect(first).toHaveTextContent(text);
    const second = rowOf('新锐半导体');
    for (const text of ['德国', '未分配', '未保存', '21%']) expect(second).toHaveTextContent(text);
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('takes its filters from the address and puts a chosen filter back into it, from the first page', async () => {
    const page = renderAt('/message/exhibitor-info-manage?hall=none&completion_below=50&country=DE&is_edit=0&page=2');
    await waitFor(() => expect(calls('/admin/exhibitor-info/list')).toHaveLength(1));
    const asked = lastQuery('/admin/exhibitor-info/list');
    expect(Object.fromEntries(asked)).toEqual({ page: '2', page_size: '20', hall: 'none', completion_below: '50', country: 'DE', is_edit: '0' });

    await choose(document.body, '展商信息', '未保存');
    await waitFor(() => expect(page.address().get('is_edit')).toBe('0'));
    expect(page.address().get('page')).toBeNull();
    await waitFor(() => expect(tableRows().map((row) => row.textContent)).toEqual([expect.stringContaining('新锐半导体')]));
  });

  it('applies "completion below N %" on Enter, not on every key', async () => {
    const page = renderAt('/message/exhibitor-info-manage');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    const box = screen.getByRole('spinbutton', { name: '完善度低于' });
    fireEvent.change(box, { target: { value: '5' } });
    fireEvent.change(box, { target: { value: '50' } });
    expect(page.address().get('completion_below')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(page.address().get('completion_below')).toBe('50'));
    await waitFor(() => expect(tableRows().map((row) => row.textContent)).toEqual([expect.stringContaining('新锐半导体')]));
  });

  it('sets hall, booth number and booth area in the drawer and shows them in the list', async () => {
    renderAt('/message/exhibitor-info-manage');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '设置展位 新锐半导体' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByTestId('booth-company')).toHaveTextContent('新锐半导体 · Rising Semi');
    await choose(drawer, '展馆号', '2号馆');
    fireEvent.change(within(drawer).getByLabelText('展位号'), { target: { value: ' 2B-08 ' } });
    fireEvent.change(within(drawer).getByRole('spinbutton', { name: '展位面积（平方米）' }), { target: { value: '18.5' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/exhibitor-info/booth').at(-1)!.body)).toEqual({ id: 2, hall_id: 2, booth: '2B-08', booth_area: 18.5 });
    await waitFor(() => expect(rowOf('新锐半导体')).toHaveTextContent('2号馆2B-0818.5 平方米'));
  });

  it('shows the server’s refusal of a booth another company holds beside the booth number, and keeps the drawer open', async () => {
    renderAt('/message/exhibitor-info-manage');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '设置展位 新锐半导体' }));
    const drawer = await screen.findByRole('dialog');
    await choose(drawer, '展馆号', '1号馆');
    fireEvent.change(within(drawer).getByLabelText('展位号'), { target: { value: '1a01' } });
    refusals.booth = { status: 422, field: 'booth', key: 'exhibitorRegister.boothTaken', params: { holder: '上海演示电子' } };
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('该展位已分配给上海演示电子，一个展位只能属于一个展商')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('展位号').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(screen.queryByText('保存成功')).toBeNull();
    expect(rowOf('新锐半导体')).not.toHaveTextContent('1a01');
  });

  it('clears what the organizer empties: the save sends null', async () => {
    renderAt('/message/exhibitor-info-manage');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '设置展位 上海演示电子' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('展位号')).toHaveValue('1A01');
    fireEvent.change(within(drawer).getByLabelText('展位号'), { target: { value: '' } });
    fireEvent.change(within(drawer).getByRole('spinbutton', { name: '展位面积（平方米）' }), { target: { value: '' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    await waitFor(() => expect(calls('/admin/exhibitor-info/booth')).toHaveLength(1));
    expect(JSON.parse(calls('/admin/exhibitor-info/booth')[0].body)).toEqual({ id: 1, hall_id: 1, booth: null, booth_area: null });
  });

  it('exports the filtered, sorted set (not the page) with the wait message while it runs', async () => {
    renderAt('/message/exhibitor-info-manage?exhibitor_type=International&sort=completion&order=descend&page_size=50&keyword=上海');
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /导出展商信息/ }));
    expect(await screen.findByTestId('download-progress')).toHaveTextContent('正在导出展商信息，请稍候');
    await waitFor(() => expect(saved).toEqual(['展商信息.xlsx']));
    expect(Object.fromEntries(lastQuery('/admin/exhibitor-info/export'))).toEqual({ keyword: '上海', exhibitor_type: 'International', sort: 'completion', order: 'desc' });
  });

  it('lists one hall from the address (to find its booths) and exports that hall only', async () => {
    renderAt('/message/exhibitor-info-manage?hall=1&sort=booth&order=ascend');
    await waitFor(() => expect(tableRows().map((row) => row.textContent)).toEqual([expect.stringContaining('上海演示电子')]));
    expect(lastQuery('/admin/exhibitor-info/list').get('hall')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: /导出展商信息/ }));
    await waitFor(() => expect(saved).toEqual(['展商信息.xlsx']));
    expect(Object.fromEntries(lastQuery('/admin/exhibitor-info/export'))).toEqual({ hall: '1', sort: 'booth', order: 'asc' });
  });

  it('sends the selected companies a profile reminder after asking, and shows its status', async () => {
    renderAt('/message/exhibitor-info-manage');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.click(within(rowOf('新锐半导体')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('list-bulk-actions')).getByRole('button', { name: '发送完善提醒' }));
    fireEvent.click(within(await confirmDialog('确认向所选 1 家展商发送资料完善提醒邮件吗？24 小时内已提醒的展商不会重复发送。')).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('已安排发送 1 封提醒邮件')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/exhibitor-info/reminder/send')[0].body)).toEqual({ ids: [2] });
    await waitFor(() => expect(within(rowOf('新锐半导体')).getByTestId('reminder-status')).toHaveTextContent('提醒：发送中'));
  });

  it('sends every company below the threshold of the address a reminder from the reminder drawer', async () => {
    renderAt('/message/exhibitor-info-manage?completion_below=60');
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '完善提醒' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('spinbutton', { name: '完善度低于' })).toHaveValue('60');
    fireEvent.click(within(drawer).getByRole('button', { name: '立即发送给低于该完善度的展商' }));
    fireEvent.click(within(await confirmDialog('确认向完善度低于 60% 的展商发送资料完善提醒邮件吗？24 小时内已提醒的展商不会重复发送。')).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('已安排发送 1 封提醒邮件')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/exhibitor-info/reminder/send')[0].body)).toEqual({ below: 60 });
  });
});
