import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import { EMPTY_LOGIN_PAGE } from '@fair/shared/contracts/login-page';
import { renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { hasUnsavedChanges } from '@fair/shared/ui/unsaved-changes';
import PageEditPage from '../pages/page-edit-page';

// antd forms under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['page-edit']) },
});
const IMAGE = '/api/files/2025/03/0123456789abcdef0123456789abcdef.png';
const BANNER = { image: IMAGE, title_zh: '2025 上海电子展', title_en: 'Shanghai Electronics Fair 2025', enabled: true };

/** The banner and login-text calls, answering what was saved: the rules are the server's (tested there). */
beforeEach(() => {
  let banners = { list: [BANNER] };
  let texts = EMPTY_LOGIN_PAGE;
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/admin/global/banner') {
      if (request.method === 'POST') banners = JSON.parse(request.body) as typeof banners;
      return sendJson(response, 200, envelope(0, 'success', banners));
    }
    if (url.pathname === '/admin/page/login') {
      if (request.method === 'POST') texts = JSON.parse(request.body) as typeof texts;
      return sendJson(response, 200, envelope(0, 'success', texts));
    }
    sendJson(response, 404, envelope(404, 'not found'));
  });
});

const posted = (path: string) => server.requests.filter((request) => request.url === path && request.method === 'POST').map((request) => JSON.parse(request.body) as unknown);

describe('page edit (/organizer/page-edit)', () => {
  it('edits the banners under the SPEC §5 rules and guidance, disables one and saves them in order', async () => {
    renderConsolePage(<PageEditPage />, { path: '/organizer/page-edit' });
    const banners = await screen.findByRole('form', { name: '轮播图' });
    await waitFor(() => expect(within(banners).getByDisplayValue('2025 上海电子展')).toBeInTheDocument());
    expect(within(banners).getByText('建议尺寸 1260×432 像素，分辨率 72 dpi，大小不超过 150 KB，格式为 jpg 或 png')).toBeInTheDocument();

    fireEvent.click(within(banners).getByRole('button', { name: /添加轮播图/ }));
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(within(banners).getByRole('button', { name: '保存轮播图' }));
    expect(await within(banners).findByText('请上传Banner图片')).toBeInTheDocument();
    expect(within(banners).getByText('请输入Banner中文标题')).toBeInTheDocument();
    expect(within(banners).getByText('请输入Banner英文标题')).toBeInTheDocument();
    expect(posted('/admin/global/banner')).toEqual([]);

    fireEvent.click(within(banners).getByRole('button', { name: '删除第 2 张' }));
    fireEvent.click(within(banners).getByRole('switch', { name: '启用第 1 张' }));
    fireEvent.click(within(banners).getByRole('button', { name: '保存轮播图' }));
    await waitFor(() => expect(posted('/admin/global/banner')).toEqual([{ list: [{ ...BANNER, enabled: false }] }]));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });

  it('saves the login texts and a footer link, whose address needs http:// or https://', async () => {
    renderConsolePage(<PageEditPage />, { path: '/organizer/page-edit' });
    const login = await screen.findByRole('form', { name: '登录页' });
    fireEvent.change(within(login).getByLabelText('中文标题（登录页左侧大标题）'), { target: { value: '2025 上海国际电子展' } });
    fireEvent.click(within(login).getByRole('button', { name: /添加链接/ }));
    const link = within(login).getByRole('group', { name: '第 1 个链接' });
    fireEvent.change(within(link).getByLabelText('中文名称'), { target: { value: '隐私政策' } });
    fireEvent.change(within(link).getByLabelText('英文名称'), { target: { value: 'Privacy' } });
    fireEvent.change(within(link).getByLabelText('链接地址'), { target: { value: 'fair.example/privacy' } });
    fireEvent.click(within(login).getByRole('button', { name: '保存登录页' }));
    expect(await within(link).findByText('链接须包含 http:// 或 https://')).toBeInTheDocument();

    fireEvent.change(within(link).getByLabelText('链接地址'), { target: { value: 'https://fair.example/privacy' } });
    fireEvent.click(within(login).getByRole('button', { name: '保存登录页' }));
    await waitFor(() =>
      expect(posted('/admin/page/login')).toEqual([{ ...EMPTY_LOGIN_PAGE, title_zh: '2025 上海国际电子展', footer_links: [{ label_zh: '隐私政策', label_en: 'Privacy', url: 'https://fair.example/privacy' }] }]),
    );
  });
});
