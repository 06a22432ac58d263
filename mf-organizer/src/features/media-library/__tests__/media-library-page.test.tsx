import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { MediaFolder, MediaItem, MediaItemUsages } from '@fair/shared/contracts/media-library';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { confirmDialog, renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import MediaLibraryPage from '../pages/media-library-page';
import { mediaRefusalOf } from '../components/media-upload-button';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['media']) },
});

const STAMP = '2026-11-27T02:00:00.000Z';
const item = (id: number, title: string, folder_id: number | null, extra: Partial<MediaItem> = {}): MediaItem => ({
  id,
  folder_id,
  url: `/api/files/2026/11/${String(id).padStart(32, '0')}.png`,
  file_name: `${title}.png`,
  title,
  alt_text: '',
  description: '',
  mime: 'image/png',
  category: 'image',
  size: 2048,
  width: 640,
  height: 360,
  published: true,
  published_at: STAMP,
  created_at: STAMP,
  updated_at: STAMP,
  ...extra,
});

let folders: MediaFolder[];
let items: MediaItem[];
let usages: MediaItemUsages[];
const calls: { path: string; body: unknown; query: string }[] = [];

beforeEach(() => {
  folders = [{ id: 1, name: '展会现场', item_count: 1, created_at: STAMP, updated_at: STAMP }];
  items = [item(11, '展台全景', 1), item(12, '宣传册', null, { category: 'file', mime: 'application/zip', file_name: '宣传册.zip', width: null, height: null, size: 3 * 1024 * 1024 })];
  usages = [];
  calls.length = 0;
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const body = request.body && request.headers['content-type']?.includes('json') ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    calls.push({ path: url.pathname, body, query: url.search });
    const ok = (data: unknown = null) => sendJson(response, 200, envelope(0, 'success', data));
    switch (url.pathname) {
      case '/admin/media/folder/list':
        return ok(folders);
      case '/admin/media/folder/save': {
        const saved = { id: 2, name: String(body.name), item_count: 0, created_at: STAMP, updated_at: STAMP };
        folders.push(saved);
        return ok(saved);
      }
      case '/admin/media/list': {
        const folder = url.searchParams.get('folder_id');
        const keyword = url.searchParams.get('keyword') ?? '';
        const shown = items.filter((row) => (folder === null || row.folder_id === (folder === '0' ? null : Number(folder))) && row.title.includes(keyword));
        return ok({ list: shown, total: shown.length, page: 1, page_size: 20 });
      }
      case '/admin/media/save': {
        const row = items.find((entry) => entry.id === body.id)!;
        Object.assign(row, body);
        return ok(row);
      }
      case '/admin/media/move':
        for (const row of items) if ((body.ids as number[]).includes(row.id)) row.folder_id = body.folder_id as number | null;
        return ok({ moved: (body.ids as number[]).length });
      case '/admin/media/upload': {
        const uploaded = item(13, '新上传', Number(url.searchParams.get('folder_id')) || null);
        items.unshift(uploaded);
        return ok(uploaded);
      }
      case '/admin/media/usages':
        return ok(usages);
      case '/admin/media/delete':
        items = items.filter((row) => !(body.ids as number[]).includes(row.id));
        return ok({ deleted: 1 });
      default:
        return sendJson(response, 404, envelope(404, 'not found'));
    }
  });
});

const shownTitles = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[2]?.querySelector('strong')?.textContent);

describe('media library (/organizer/media-library)', () => {
  it('lists the files of the chosen folder and edits a file’s title, alt text and description in a drawer', async () => {
    renderConsolePage(<MediaLibraryPage />, { path: '/organizer/media-library' });
    await waitFor(() => expect(shownTitles()).toEqual(['展台全景', '宣传册']));
    expect(screen.getByRole('img', { name: '展台全景' })).toHaveAttribute('src', items[0].url);
    expect(screen.getByText('3.0 MB')).toBeInTheDocument();

    fireEvent.click(await screen.findByText('展会现场'));
    await waitFor(() => expect(shownTitles()).toEqual(['展台全景']));
    expect(calls.some((call) => call.path === '/admin/media/list' && call.query.includes('folder_id=1'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '编辑 展台全景' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('替代文字'), { target: { value: '一号馆展台全景' } });
    fireEvent.change(within(drawer).getByLabelText('描述'), { target: { value: '开幕当天' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    await waitFor(() => expect(calls.find((call) => call.path === '/admin/media/save')?.body).toMatchObject({ id: 11, title: '展台全景', alt_text: '一号馆展台全景', description: '开幕当天', published: true }));
  });

  it('uploads into the folder shown and lists the new file; a picture above 10 MB is refused before sending', async () => {
    renderConsolePage(<MediaLibraryPage />, { path: '/organizer/media-library?folder=1' });
    await waitFor(() => expect(shownTitles()).toEqual(['展台全景']));
    const choose = (file: File) => fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });
    choose(new File(['\x89PNG'], '新上传.png', { type: 'image/png' }));
    await waitFor(() => expect(shownTitles()).toEqual(['新上传', '展台全景']));
    const big = new File(['\x89PNG'], '超大.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('超大.png: 图片大小不能超过10M')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/admin/media/upload')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/admin/media/upload')?.query).toBe('?folder_id=1');
  });

  it('names the places still showing a file before deleting it', async () => {
    usages = [{ id: 11, title: '展台全景', usages: [{ kind: 'news', id: 5, name: '展会快讯' }, { kind: 'product', id: 9, name: '智能传感器' }] }];
    renderConsolePage(<MediaLibraryPage />, { path: '/organizer/media-library' });
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '删除 展台全景' }));
    const dialog = await confirmDialog('以下文件仍在使用中，删除后这些位置将无法显示： 展台全景：新闻“展会快讯”、展品“智能传感器”。 此操作将永久删除该数据, 是否继续?');
    expect(calls.find((call) => call.path === '/admin/media/usages')?.body).toEqual({ ids: [11] });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toEqual(['宣传册']));
  });

  it('moves the selected files into a folder at once', async () => {
    renderConsolePage(<MediaLibraryPage />, { path: '/organizer/media-library' });
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    for (const box of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    const bulk = await screen.findByTestId('list-bulk-actions');
    fireEvent.mouseDown(within(bulk).getByRole('combobox', { name: '移动到文件夹' }));
    fireEvent.click(await screen.findByTitle('展会现场'));
    fireEvent.click(within(bulk).getByRole('button', { name: '移 动' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/admin/media/move')?.body).toEqual({ ids: [11, 12], folder_id: 1 }));
  });

  it('refuses a picture above 10 MB and a file above 200 MB before sending (SPEC §5 media limits)', () => {
    expect(mediaRefusalOf({ name: 'a.png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(mediaRefusalOf({ name: 'a.png', size: 10 * 1024 * 1024 + 1 })).toBe('organizer:media.upload.pictureTooLarge');
    expect(mediaRefusalOf({ name: 'film.mp4', size: 150 * 1024 * 1024 })).toBeNull();
    expect(mediaRefusalOf({ name: 'film.mp4', size: 200 * 1024 * 1024 + 1 })).toBe('organizer:media.upload.fileTooLarge');
    expect(mediaRefusalOf({ name: 'tool.exe', size: 10 })).toBe('common:upload.fileTypeNotAllowed');
  });
});
