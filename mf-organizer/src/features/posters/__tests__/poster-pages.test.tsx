import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import type { PosterExhibitorItem, PosterTemplate } from '@fair/shared/contracts/poster';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { recordSavedDownloads } from '@fair/shared/test-support/saved-downloads';
import { hasUnsavedChanges } from '@fair/shared/ui/unsaved-changes';
import PosterDownloadPage from '../pages/poster-download-page';
import PosterEditPage from '../pages/poster-edit-page';

// antd tables and forms under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['posters']) },
});

const company = (id: number, name_zh_cn: string, name_en: string): PosterExhibitorItem => ({ id, name_zh_cn, name_en, logo: null, hall: '1号馆', booth: `A${id}`, exhibitor_types: ['Local'], is_edit: true });
const BACKGROUND = '/api/files/2025/03/0123456789abcdef0123456789abcdef.png';
const saved: PosterTemplate = { image: BACKGROUND, image_en: '', title_zh: '欢迎', title_en: 'Welcome', colors: { heading: '#ffffff', accent: '#0b57d0', card: '#ffffff', band: '#000000' }, fields: ['logo', 'qr_code'] };
let job: JobInfo;
const savedFiles = recordSavedDownloads();

/** The poster calls over data in memory; the rules and the drawing are the server's, tested there. */
beforeEach(() => {
  job = { id: 41, kind: 'posters.batch', status: 'running', done: 1, total: 2, last_error: null, result: null };
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/admin/poster/exhibitors') {
      const rows = [company(1, '上海演示电子有限公司', 'Shanghai Demo'), company(2, '竞品科技股份有限公司', 'Rival Tech')];
      return sendJson(response, 200, envelope(0, 'success', { list: rows, total: 27, page: 1, page_size: 20 }));
    }
    if (url.pathname === '/api/exhibitors/hall/list') return sendJson(response, 200, envelope(0, 'success', [{ id: 3, name: '1号馆' }]));
    if (url.pathname === '/admin/poster/batch') return sendJson(response, 200, envelope(0, 'success', { job_id: 41 }));
    if (url.pathname === '/admin/poster/batch/file') {
      response.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Posters-English-2.zip')}` });
      return response.end(Buffer.from('504b0506000000000000000000000000000000000000', 'hex'));
    }
    if (url.pathname === '/api/jobs/info') return sendJson(response, 200, envelope(0, 'success', job));
    if (url.pathname === '/admin/global/poster' && request.method === 'GET') return sendJson(response, 200, envelope(0, 'success', saved));
    if (url.pathname === '/admin/global/poster') return sendJson(response, 200, envelope(0, 'success', JSON.parse(request.body)));
    if (url.pathname === '/admin/global/poster/preview') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(Buffer.from('89504e470d0a1a0a', 'hex'));
    }
    sendJson(response, 404, envelope(404, 'not found'));
  });
});

const calls = (path: string) => server.requests.filter((request) => new URL(request.url, 'http://test').pathname === path);
const lastBody = (path: string) => JSON.parse(calls(path).filter((request) => request.method === 'POST').at(-1)!.body) as Record<string, unknown>;

describe('poster download (/poster/download)', () => {
  it('zips the chosen rows in the chosen language, follows the job from the address and offers the zip', async () => {
    const page = renderConsolePage(<PosterDownloadPage />, { path: '/poster/download?hall=3' });
    const table = await screen.findByTestId('poster-table');
    await waitFor(() => expect(within(table).getAllByRole('checkbox')).toHaveLength(3));
    expect(calls('/admin/poster/exhibitors')[0].url).toContain('hall=3');
    expect(screen.getByRole('button', { name: /下载全部海报（27）/ })).toBeInTheDocument();

    fireEvent.click(screen.getByText('英文'));
    fireEvent.click(within(table).getAllByRole('checkbox')[2]);
    fireEvent.click(await screen.findByRole('button', { name: /下载所选海报（1）/ }));
    await waitFor(() => expect(page.address().get('batch')).toBe('41'));
    expect(lastBody('/admin/poster/batch')).toEqual({ locale: 'en-us', ids: [2] });
    expect(await screen.findByTestId('job-counts')).toHaveTextContent('1 / 2');

    job = { ...job, status: 'done', done: 2, result: { file_name: 'Posters-English-2.zip', count: 2, rendered: 1, size: 204800 } };
    fireEvent.click(await screen.findByRole('button', { name: /下载 Posters-English-2.zip/ }, { timeout: 5000 }));
    expect(screen.getByTestId('poster-batch-summary')).toHaveTextContent('共 2 张海报，其中 1 张重新生成，压缩包 200 KB');
    await waitFor(() => expect(savedFiles).toEqual(['Posters-English-2.zip']));
    expect(calls('/admin/poster/batch/file')[0].url).toContain('id=41');
  });

  it('zips every company the filters find when no row is chosen', async () => {
    renderConsolePage(<PosterDownloadPage />, { path: '/poster/download?hall=3&exhibitor_type=Local&keyword=电子' });
    fireEvent.click(await screen.findByRole('button', { name: /下载全部海报（27）/ }));
    await waitFor(() => expect(calls('/admin/poster/batch')).toHaveLength(1));
    expect(lastBody('/admin/poster/batch')).toEqual({ locale: 'zh-cn', keyword: '电子', hall: 3, exhibitor_type: 'Local' });
  });
});

describe('poster template (/poster/edit)', () => {
  it('previews the edited template on a company through the server, guards and saves it', async () => {
    renderConsolePage(<PosterEditPage />, { path: '/poster/edit?exhibitor=2' });
    const form = await screen.findByTestId('poster-template-form');
    expect(await screen.findByTestId('poster-preview-image', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lastBody('/admin/global/poster/preview')).toEqual({ template: saved, exhibitor_id: 2, locale: 'zh-cn' });

    fireEvent.change(within(form).getByLabelText('中文标题'), { target: { value: '诚邀莅临' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: '展会日期和地点' }));
    expect(hasUnsavedChanges()).toBe(true);
    await waitFor(() => expect(lastBody('/admin/global/poster/preview')).toMatchObject({ template: { title_zh: '诚邀莅临', fields: ['logo', 'qr_code', 'fair'] } }), { timeout: 5000 });

    fireEvent.click(within(form).getByTestId('poster-template-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(lastBody('/admin/global/poster')).toEqual({ ...saved, title_zh: '诚邀莅临', fields: ['logo', 'qr_code', 'fair'] });
    expect(hasUnsavedChanges()).toBe(false);
  });
});
