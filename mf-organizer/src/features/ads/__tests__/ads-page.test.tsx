import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { AdItem } from '@fair/shared/contracts/ads';
import { confirmDialog, renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import AdsPage from '../pages/ads-page';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['ads']) },
});
const IMAGE = '/api/files/2025/03/0123456789abcdef0123456789abcdef.png';
const ad = (id: number, values: Partial<AdItem> = {}): AdItem => ({
  id,
  image: IMAGE,
  page: 'home',
  position: 'top',
  open_mode: 'link',
  target_url: `https://sponsor${id}.example/`,
  enabled: true,
  sort: id,
  click_count: 0,
  updated_at: '2025-03-01T00:00:00.000Z',
  ...values,
});
let rows: AdItem[];

/** The /admin/ad calls over rows in memory: the rules are the server's (tested there). */
beforeEach(() => {
  rows = [ad(1, { page: 'dashboard', position: 'side', open_mode: 'download', target_url: 'https://fair.example/manual.pdf', click_count: 42 }), ad(2, { enabled: false })];
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const body = request.body && !url.pathname.endsWith('/upload') ? (JSON.parse(request.body) as Partial<AdItem>) : {};
    if (url.pathname === '/admin/ad/list') {
      return sendJson(response, 200, envelope(0, 'success', { list: rows, total: rows.length, page: 1, page_size: 20 }));
    }
    if (url.pathname === '/admin/ad/save') {
      const saved = ad(body.id ?? 9, body);
      rows = [...rows.filter((row) => row.id !== saved.id), saved];
      return sendJson(response, 200, envelope(0, 'success', saved));
    }
    if (url.pathname === '/admin/ad/enable') {
      rows = rows.map((row) => (row.id === body.id ? { ...row, enabled: Boolean(body.enabled) } : row));
      return sendJson(response, 200, envelope(0, 'success', rows.find((row) => row.id === body.id)));
    }
    if (url.pathname === '/admin/ad/enable-batch') {
      const { ids, enabled } = body as { ids: number[]; enabled: boolean };
      rows = rows.map((row) => (ids.includes(row.id) ? { ...row, enabled } : row));
      return sendJson(response, 200, envelope(0, 'success', { changed: ids.length }));
    }
    if (url.pathname === '/admin/ad/delete') {
      rows = rows.filter((row) => row.id !== Number(url.searchParams.get('id')));
      return sendJson(response, 200, envelope(0, 'success', null));
    }
    if (url.pathname === '/admin/attachment/upload') return sendJson(response, 200, envelope(0, 'success', { url: IMAGE, name: 'ad.png', size: 64, mime: 'image/png' }));
    sendJson(response, 404, envelope(404, 'not found'));
  });
});

const row = (id: number) => document.querySelector<HTMLElement>(`tbody tr[data-row-key="${id}"]`);
const bodies = (path: string) => server.requests.filter((request) => request.url.startsWith(path)).map((request) => JSON.parse(request.body) as unknown);

describe('ads (/organizer/advertising)', () => {
  it('lists the ads with page, place, open mode, address, order and clicks, switches one on in its row and the selected ones off', async () => {
    renderConsolePage(<AdsPage />, { path: '/organizer/advertising' });
    await waitFor(() => expect(row(1)).toHaveTextContent(/工作台\s*侧边\s*文件下载\s*https:\/\/fair\.example\/manual\.pdf\s*1\s*42/));
    const second = within(row(2)!).getByRole('switch', { name: '启用 广告 2' });
    expect(second).not.toBeChecked();
    fireEvent.click(second);
    await waitFor(() => expect(within(row(2)!).getByRole('switch', { name: '启用 广告 2' })).toBeChecked());
    expect(bodies('/admin/ad/enable')).toEqual([{ id: 2, enabled: true }]);

    fireEvent.click(within(row(1)!).getByRole('checkbox'));
    fireEvent.click(within(row(2)!).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('list-bulk-actions')).getByRole('button', { name: '停用所选' }));
    await waitFor(() => expect(within(row(1)!).getByRole('switch', { name: '启用 广告 1' })).not.toBeChecked());
    expect(bodies('/admin/ad/enable-batch')).toEqual([{ ids: [1, 2], enabled: false }]);
  });

  it('creates an ad under the SPEC §5 rules: image required, address with http:// or https://', async () => {
    renderConsolePage(<AdsPage />, { path: '/organizer/advertising' });
    await waitFor(() => expect(row(1)).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /新增广告/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('跳转或下载地址'), { target: { value: 'www.example.com' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('请上传广告图片')).toBeInTheDocument();
    expect(await within(drawer).findByText('链接须包含 http:// 或 https://')).toBeInTheDocument();
    expect(bodies('/admin/ad/save')).toEqual([]);

    fireEvent.change(drawer.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [new File([new Uint8Array(64)], 'ad.png', { type: 'image/png' })] } });
    await waitFor(() => expect(within(drawer).queryByText('请上传广告图片')).not.toBeInTheDocument());
    fireEvent.change(within(drawer).getByLabelText('跳转或下载地址'), { target: { value: 'https://www.example.com/spring' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    await waitFor(() => expect(row(9)).toHaveTextContent('https://www.example.com/spring'));
    expect(bodies('/admin/ad/save')).toEqual([{ image: IMAGE, page: 'home', position: 'top', open_mode: 'link', target_url: 'https://www.example.com/spring', sort: 1, enabled: true }]);
  });

  it('deletes an ad only after the confirmation', async () => {
    renderConsolePage(<AdsPage />, { path: '/organizer/advertising' });
    await waitFor(() => expect(row(1)).not.toBeNull());
    fireEvent.click(within(row(1)!).getByRole('button', { name: '删除 广告 1' }));
    const dialog = await confirmDialog('此操作将永久删除该数据, 是否继续?');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(row(1)).toBeNull());
    expect(server.requests.filter((request) => request.url.startsWith('/admin/ad/delete')).map((request) => request.url)).toEqual(['/admin/ad/delete?id=1']);
  });
});
