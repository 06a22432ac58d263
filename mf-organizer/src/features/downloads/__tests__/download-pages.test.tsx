import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { AdminDownloadItem } from '@fair/shared/contracts/downloads';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { fairToday } from '@fair/shared/ui/fair-time';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { confirmDialog, renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { hasUnsavedChanges } from '@fair/shared/ui/unsaved-changes';
import DownloadCreatePage from '../pages/download-create-page';
import DownloadEditPage from '../pages/download-edit-page';
import DownloadListPage from '../pages/download-list-page';

// antd tables and forms under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['downloads']) },
});

const item = (id: number, title_zh: string, title_en: string, extra: Partial<AdminDownloadItem> = {}): AdminDownloadItem => ({
  id,
  title_zh,
  title_en,
  category: 'materials',
  file_url: `/api/files/2025/03/${String(id).padStart(32, '0')}.xlsx`,
  file_name: `${title_zh}.xlsx`,
  file_size: 1536,
  file_mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  publish_date: '2025-03-01',
  exhibitor_types: ['Local'],
  status: 'published',
  created_at: '2025-03-01T02:00:00.000Z',
  updated_at: '2025-03-01T02:00:00.000Z',
  ...extra,
});

let rows: AdminDownloadItem[];
const NEW_FILE = '/api/files/2025/03/0123456789abcdef0123456789abcdef.docx';

/** The /admin/download calls over rows in memory; the rules are the server's, tested there. */
beforeEach(() => {
  rows = [item(1, '参展商手册', 'Exhibitor manual', { category: 'manual', exhibitor_types: ['FIE', 'Local'] }), item(2, '展位配置清单', 'Booth order form', { status: 'draft' })];
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/admin/download/list') {
      const keyword = url.searchParams.get('keyword') ?? '';
      const type = url.searchParams.get('exhibitor_type');
      const found = rows.filter((row) => (row.title_zh.includes(keyword) || row.title_en.includes(keyword)) && (!type || row.exhibitor_types.includes(type as never)));
      return sendJson(response, 200, envelope(0, 'success', { list: found, total: found.length, page: 1, page_size: 20 }));
    }
    if (url.pathname === '/admin/download/info') {
      const found = rows.find((row) => row.id === Number(url.searchParams.get('id')));
      return found ? sendJson(response, 200, envelope(0, 'success', found)) : sendJson(response, 404, envelope(404, '该下载文件不存在或已被删除'));
    }
    if (url.pathname === '/admin/download/save') {
      const body = JSON.parse(request.body) as AdminDownloadItem;
      return sendJson(response, 200, envelope(0, 'success', { ...item(body.id ?? 9, body.title_zh, body.title_en), ...body }));
    }
    if (url.pathname === '/admin/download/delete') {
      rows = rows.filter((row) => row.id !== Number(url.searchParams.get('id')));
      return sendJson(response, 200, envelope(0, 'success', null));
    }
    if (url.pathname === '/admin/attachment/upload') {
      const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'file';
      return sendJson(response, 200, envelope(0, 'success', { url: NEW_FILE, name, size: 2048, mime: 'application/msword' }));
    }
    sendJson(response, 404, envelope(404, 'not found'));
  });
});

const shownTitles = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.querySelector('strong')?.textContent);
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const lastBody = (path: string) => JSON.parse(calls(path).at(-1)!.body) as Record<string, unknown>;
const chooseFile = (name: string, size: number) => {
  const file = new File(['PK'], name);
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
};

describe('download list (/download/list)', () => {
  it('lists both titles, file, exhibitor types and status; a search goes into the address', async () => {
    const page = renderConsolePage(<DownloadListPage />, { path: '/download/list' });
    await waitFor(() => expect(shownTitles()).toEqual(['参展商手册', '展位配置清单']));
    const first = document.querySelector<HTMLElement>('tbody tr.ant-table-row')!;
    expect(within(first).getByText('Exhibitor manual')).toBeInTheDocument();
    expect(within(first).getByText('参展商手册.xlsx')).toBeInTheDocument();
    expect(within(first).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(first).getByText('FIE')).toBeInTheDocument();
    expect(within(first).getByText('已发布')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: '按中文或英文标题、文件名搜索' }), { target: { value: 'Booth' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(shownTitles()).toEqual(['展位配置清单']));
    expect(page.address().get('keyword')).toBe('Booth');
  });

  it('deletes a file after the SPEC §8 confirmation', async () => {
    renderConsolePage(<DownloadListPage />, { path: '/download/list' });
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '删除 参展商手册' }));
    const confirmation = await confirmDialog('此操作将永久删除该数据, 是否继续?');
    fireEvent.click(within(confirmation).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toEqual(['展位配置清单']));
    expect(calls('/admin/download/delete')[0].url).toContain('id=1');
  });
});

describe('download form (/download/create, /download/edit)', () => {
  it('prompts every required field with its SPEC §5 text and sends nothing', async () => {
    renderConsolePage(<DownloadCreatePage />, { path: '/download/create' });
    fireEvent.click(await screen.findByRole('button', { name: /保存并发布/ }));
    for (const prompt of ['请输入中文标题', '请输入英文标题', '请上传文件', '请选择展商类型']) expect(await screen.findByText(prompt)).toBeInTheDocument();
    expect(calls('/admin/download/save')).toHaveLength(0);
  });

  it('refuses a file over 20971520 bytes in the widget, then uploads one and saves and publishes it for one exhibitor type from today', async () => {
    renderConsolePage(<DownloadCreatePage />, { path: '/download/create' });
    const form = await screen.findByTestId('download-form');
    chooseFile('大文件.zip', UPLOAD_MAX_BYTES + 1);
    expect(await within(form).findByRole('alert')).toHaveTextContent('上传文件大小不能超过 20M');
    expect(calls('/admin/attachment/upload')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('中文标题'), { target: { value: '布展须知' } });
    fireEvent.change(within(form).getByLabelText('英文标题'), { target: { value: 'Build-up notice' } });
    chooseFile('布展须知.docx', 2048);
    expect(await within(form).findByTestId('uploaded-file')).toHaveTextContent('布展须知.docx');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'International' }));
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: /保存并发布/ }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(lastBody('/admin/download/save')).toEqual({
      title_zh: '布展须知',
      title_en: 'Build-up notice',
      category: 'materials',
      file_url: NEW_FILE,
      exhibitor_types: ['International'],
      publish_date: fairToday(),
      status: 'published',
    });
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('edits a stored file under its name and saves it as a draft', async () => {
    renderConsolePage(<DownloadEditPage />, { path: '/download/edit?id=1' });
    const form = await screen.findByTestId('download-form');
    expect(within(form).getByLabelText('中文标题')).toHaveValue('参展商手册');
    expect(within(form).getByTestId('uploaded-file')).toHaveTextContent('参展商手册.xlsx');
    expect(within(form).getByRole('checkbox', { name: 'FIE' })).toBeChecked();
    fireEvent.change(within(form).getByLabelText('英文标题'), { target: { value: 'Exhibitor manual 2025' } });
    fireEvent.click(within(form).getByRole('button', { name: /保存草稿/ }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(lastBody('/admin/download/save')).toMatchObject({ id: 1, title_en: 'Exhibitor manual 2025', exhibitor_types: ['FIE', 'Local'], publish_date: '2025-03-01', category: 'manual', status: 'draft' });
  });

  it('says a missing file is gone and leads back to the list', async () => {
    renderConsolePage(<DownloadEditPage />, { path: '/download/edit?id=99' });
    expect(await screen.findByText('该下载文件不存在或已被删除', { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回下载管理' })).toBeInTheDocument();
  });
});
