import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { AppProviders } from '@fair/shared/providers/app-providers';
import { resetReferenceStore } from '@fair/shared/reference/reference-store';
import { sessionStore } from '@fair/shared/session/session-store';
import { demoExhibitor, demoSubAccount } from '@fair/shared/test-support/demo-users';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import type { ProfileView } from '../api/profile-api';
import { categoryPaths } from '../components/category-paths';
import ProfileInfoPage from '../pages/profile-info-page';
import { CATEGORY_TREE } from './category-tree';
import { resetExhibitorPage, startExhibitorPageServer, stopExhibitorPageServer } from '../../../test-support/exhibitor-page-server';

// antd under jsdom is slow on the shared 2-core machine: generous limits, not speed targets
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const PROFILE: ProfileView = {
  id: 1,
  logo: '/api/files/2025/logo.png',
  name_zh_cn: '上海演示电子有限公司',
  name_en: 'Shanghai Demo Electronics Co., Ltd.',
  country: 'CA',
  country_info: '加拿大',
  hall_id: 1,
  hall: '1号馆',
  booth: '1A01',
  booth_area: 54,
  categories: [111, 2],
  application_areas: [5],
  intro_zh: '专注电子元器件。',
  intro_en: 'Electronic components.',
  website: 'https://demo.example',
  qr_code: '/api/files/2025/qr.png',
  email: 'info@demo.example',
  phone: { iso2: 'ca', number: '2045550100' },
  join_year: 2015,
  exhibitor_types: ['Local'],
  is_edit: true,
};

const envelope = (data: unknown, code = 0, message = '操作成功') => ({ code, message, msg: message, data });

let server: TestServer;
let infoFails: boolean;

beforeAll(async () => {
  server = await startExhibitorPageServer('profile');
  server.handle((request, response) => {
    const path = new URL(request.url, server.url).pathname;
    if (path === '/exhibitors/exhibitors/info') {
      return infoFails ? sendJson(response, 500, envelope(null, 500, '服务器错误')) : sendJson(response, 200, envelope(PROFILE));
    }
    if (path === '/api/product-category/list') return sendJson(response, 200, envelope(CATEGORY_TREE));
    if (path === '/api/application-areas/list') return sendJson(response, 200, envelope([{ id: 5, name: '汽车电子', name_zh: '汽车电子', name_en: 'Automotive', sort: 1 }]));
    sendJson(response, 200, envelope([]));
  });
});
afterAll(() => stopExhibitorPageServer(server));

beforeEach(async () => {
  await resetExhibitorPage(server);
  resetReferenceStore();
  sessionStore.getState().setUser(demoExhibitor());
  infoFails = false;
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderInfoPage() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/user/info']}>
        <Routes>
          <Route path="/user/info" element={<ProfileInfoPage />} />
          <Route path="/user/edit" element={<p>edit page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

const button = (text: string) => screen.queryByText(text)?.closest('button') ?? null;

describe('/user/info (SPEC §3 exhibitor fields)', () => {
  it('shows every field, names in the interface language, and opens the edit form', async () => {
    renderInfoPage();
    expect(await screen.findByText('上海演示电子有限公司', { selector: 'td *, td' })).toBeInTheDocument();
    expect(screen.getByText('Shanghai Demo Electronics Co., Ltd.')).toBeInTheDocument();
    expect(screen.getByText('加拿大')).toBeInTheDocument();
    expect(screen.getByText('+1 2045550100 (加拿大)')).toBeInTheDocument();
    expect(screen.getByText('1号馆')).toBeInTheDocument();
    expect(screen.getByText('1A01')).toBeInTheDocument();
    expect(screen.getByText('54 平方米')).toBeInTheDocument();
    expect(screen.getByText('国内展商')).toBeInTheDocument();
    expect(await screen.findByText('元器件 / 被动元件 / 贴片电容')).toBeInTheDocument();
    expect(screen.getByText('电源')).toBeInTheDocument();
    expect(await screen.findByText('汽车电子')).toBeInTheDocument();
    expect(screen.getByText('专注电子元器件。')).toBeInTheDocument();
    expect(screen.getByText('Electronic components.')).toBeInTheDocument();
    expect(screen.getByText('https://demo.example')).toHaveAttribute('href', 'https://demo.example');
    expect(screen.getByText('info@demo.example')).toBeInTheDocument();
    expect(screen.getByText('2015')).toBeInTheDocument();
    expect(screen.getByAltText('公司Logo')).toHaveAttribute('src', '/api/files/2025/logo.png');
    expect(screen.getByAltText('二维码')).toHaveAttribute('src', '/api/files/2025/qr.png');

    fireEvent.click(button('编 辑')!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/edit'));
  });

  it('names the country in English for en-us', async () => {
    localeStore.setState({ locale: 'en-us' });
    await i18n.changeLanguage('en-us');
    renderInfoPage();
    expect(await screen.findByText('Canada')).toBeInTheDocument();
    expect(screen.getByText('54 m²')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with retry that loads again', async () => {
    infoFails = true;
    renderInfoPage();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(await screen.findByText('展商信息加载失败')).toBeInTheDocument();
    infoFails = false;
    fireEvent.click(button('重 试')!);
    expect(await screen.findByText('54 平方米')).toBeInTheDocument();
  });

  it('offers no edit to a sub-account without the profile power (SPEC §6)', async () => {
    sessionStore.getState().setUser(demoSubAccount(['exhibitor.news.edit']));
    renderInfoPage();
    expect(await screen.findByText('54 平方米')).toBeInTheDocument();
    expect(button('编 辑')).toBeNull();
  });
});

describe('categoryPaths', () => {
  it('names every node of the three levels by its path', () => {
    expect(Object.fromEntries(categoryPaths(CATEGORY_TREE))).toEqual({ 1: '元器件', 11: '元器件 / 被动元件', 111: '元器件 / 被动元件 / 贴片电容', 2: '电源' });
  });
});
