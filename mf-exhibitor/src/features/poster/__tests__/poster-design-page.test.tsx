import type { ServerResponse } from 'node:http';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { bindNotifier } from '@fair/shared/feedback/notifier';
import { createRecordingNotifier } from '@fair/shared/feedback/recording-notifier';
import { i18n } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { POSTER_DEFAULT_COLORS, POSTER_FIELDS } from '@fair/shared/validation/poster';
import type { PosterInfo } from '../api/poster-api';
import PosterDesignPage from '../pages/poster-design-page';
import { resetExhibitorPage, startExhibitorPageServer, stopExhibitorPageServer } from '../../../test-support/exhibitor-page-server';

const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });

/** The PNG signature and a header: what the page receives is bytes it only shows and saves. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(88_000, 7)]);

const INFO: PosterInfo = {
  template: {
    image: '/api/files/2025/02/0123456789abcdef0123456789abcdef.png',
    image_en: '',
    title_zh: '诚邀莅临',
    title_en: 'Welcome',
    colors: { ...POSTER_DEFAULT_COLORS },
    fields: [...POSTER_FIELDS],
  },
  company: {
    name_zh_cn: '上海演示电子有限公司',
    name_en: 'Shanghai Demo Electronics Co., Ltd.',
    logo: '/api/files/2025/02/00000000000000000000000000000001.png',
    qr_code: '/api/files/2025/02/00000000000000000000000000000002.png',
    country_info: '中国',
    hall: '1.1号馆',
    booth: 'A10',
  },
};

let server: TestServer;
let info: PosterInfo;
let profileSaved: boolean;
let unbind: () => void;
let location = '';
const created: Blob[] = [];
const saved: { href: string; download: string }[] = [];

const generateRequests = () =>
  server.requests.filter((request) => new URL(request.url, server.url).pathname === '/exhibitors/poster/generate').map((request) => new URL(request.url, server.url).searchParams.get('locale'));

function sendPng(response: ServerResponse, fileName: string) {
  response.writeHead(200, {
    'Content-Type': 'image/png',
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Access-Control-Expose-Headers': 'Authorization, Content-Disposition',
  });
  response.end(PNG);
}

beforeAll(async () => {
  server = await startExhibitorPageServer('poster');
  // jsdom has no object URLs; the page only hands the blob's URL to <img> and to the download link
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return `blob:poster-${created.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterAll(() => stopExhibitorPageServer(server));

beforeEach(async () => {
  await resetExhibitorPage(server);
  info = INFO;
  profileSaved = true;
  created.length = 0;
  saved.length = 0;
  unbind = bindNotifier(createRecordingNotifier());
  server.handle((request, response) => {
    const url = new URL(request.url, server.url);
    if (url.pathname === '/exhibitors/global/poster') return sendJson(response, 200, envelope(info));
    if (url.pathname === '/exhibitors/poster/generate') {
      if (!profileSaved) return sendJson(response, 409, { code: 409, message: '必须先填展商信息并保存后才能生成海报', msg: '必须先填展商信息并保存后才能生成海报', data: null });
      const english = url.searchParams.get('locale') === 'en-us';
      return sendPng(response, english ? 'Shanghai Demo Electronics Co., Ltd. poster.png' : '上海演示电子有限公司-企业海报.png');
    }
    return sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
  });
});
afterEach(() => unbind());

function LocationProbe() {
  location = useLocation().pathname;
  return null;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/poster/poster-design']}>
      <PosterDesignPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('enterprise poster page (SPEC §1 poster, §5 poster guidance)', () => {
  it('shows a loading state, then the server-drawn PNG with its format and the image guidance', async () => {
    renderPage();
    expect(screen.getByTestId('poster-loading')).toHaveTextContent('海报生成中…');
    expect(screen.getByTestId('poster-download')).toBeDisabled();
    const preview = await screen.findByTestId('poster-preview');
    expect(preview).toHaveAttribute('src', 'blob:poster-1');
    expect(preview).toHaveAttribute('alt', '企业海报预览');
    expect(created[0].size).toBe(PNG.length);
    expect(generateRequests()).toEqual(['zh-cn']);
    expect(screen.getByTestId('poster-file-info')).toHaveTextContent('PNG 图片 · 400×600 · 86 KB');
    expect(screen.getByTestId('poster-guidance')).toHaveTextContent('海报尺寸 400x600，72 dpi，小于 150 KB');
    expect(await screen.findByTestId('poster-contents')).toHaveTextContent('1.1号馆 A10');
    expect(screen.getByTestId('poster-contents')).toHaveTextContent('主办方海报模板');
  });

  it('downloads the PNG under a file name with the company name', async () => {
    renderPage();
    await screen.findByTestId('poster-preview');
    fireEvent.click(screen.getByTestId('poster-download'));
    expect(saved).toEqual([{ href: 'blob:poster-1', download: '上海演示电子有限公司-企业海报.png' }]);
  });

  it('draws the poster in the chosen language and draws it again on request (after profile changes)', async () => {
    renderPage();
    await screen.findByTestId('poster-preview');
    fireEvent.click(screen.getByText('English'));
    await waitFor(() => expect(generateRequests()).toEqual(['zh-cn', 'en-us']));
    await waitFor(() => expect(screen.getByTestId('poster-preview')).toHaveAttribute('src', 'blob:poster-2'));
    fireEvent.click(screen.getByTestId('poster-download'));
    expect(saved.at(-1)?.download).toBe('Shanghai Demo Electronics Co., Ltd. poster.png');

    // antd's button leaves its loading state one effect after the page does (under NODE_ENV=test rc-util runs
    // layout effects as plain effects) and ignores a click until then
    await waitFor(() => expect(screen.getByTestId('poster-regenerate')).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('poster-regenerate'));
    await waitFor(() => expect(generateRequests()).toEqual(['zh-cn', 'en-us', 'en-us']));
    await waitFor(() => expect(screen.getByTestId('poster-preview')).toHaveAttribute('src', 'blob:poster-3'));
  });

  it('starts in the interface language', async () => {
    await i18n.changeLanguage('en-us');
    localeStore.setState({ locale: 'en-us' });
    renderPage();
    await screen.findByTestId('poster-preview');
    expect(generateRequests()).toEqual(['en-us']);
    expect(screen.getByTestId('poster-guidance')).toHaveTextContent('Poster 400x600, 72 dpi, under 150 KB');
  });

  it('warns when the logo or QR code is missing, and leads to the profile', async () => {
    info = { ...INFO, company: { ...INFO.company, qr_code: null } };
    renderPage();
    expect(await screen.findByText('展商信息中缺少二维码，海报上该位置将留空')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '完善展商信息' }));
    expect(location).toBe('/user/edit');
  });

  it('shows the server’s reason when the profile is not saved yet, with the way to the profile form', async () => {
    profileSaved = false;
    renderPage();
    expect(await screen.findByTestId('poster-error')).toHaveTextContent('必须先填展商信息并保存后才能生成海报');
    expect(screen.queryByTestId('poster-preview')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '填写展商信息' }));
    expect(location).toBe('/user/edit');
  });
});
