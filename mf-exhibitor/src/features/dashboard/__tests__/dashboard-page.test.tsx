import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ExhibitorStatistics } from '@fair/shared/contracts/content';
import { i18n } from '@fair/shared/i18n/i18n';
import { localeStore, resetLocaleStore } from '@fair/shared/i18n/locale-store';
import { sessionStore } from '@fair/shared/session/session-store';
import { demoSubAccount } from '@fair/shared/test-support/demo-users';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import type { DashboardProfile } from '../api/dashboard-api';
import DashboardPage from '../pages/dashboard-page';
import { resetExhibitorPage, startExhibitorPageServer, stopExhibitorPageServer } from '../../../test-support/exhibitor-page-server';

// antd under jsdom on the shared 2-core machine: generous limits, not speed targets
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });

/** The demo exhibitor with its English introduction and website still missing. */
const PROFILE: DashboardProfile & Record<string, unknown> = {
  id: 1,
  logo: '/api/files/logo.png',
  name_zh_cn: '上海演示电子有限公司',
  name_en: 'Shanghai Demo Electronics Co., Ltd.',
  country: 'CN',
  country_info: '中国',
  hall_id: 1,
  hall: '1号馆',
  booth: 'A10',
  booth_area: 36,
  categories: [3],
  application_areas: [11],
  intro_zh: '工业传感器与嵌入式控制模块。',
  intro_en: '',
  website: null,
  qr_code: '/api/files/qr.png',
  email: 'exhibitor@demo.fair',
  join_year: 2019,
  exhibitor_types: ['Local'],
  is_edit: true,
};

/** 5 exhibits (3 published), 1 news item still a draft, no booth activity. */
const STATISTICS: ExhibitorStatistics = {
  products: { total: 5, published: 3 },
  news: { total: 1, published: 0 },
  activities: { total: 0, published: 0 },
};

const LINKS = {
  '/external/badge-application': { 'zh-cn': 'https://www.fair.example/zh-cn/exhibitors/badge-application', 'en-us': 'https://www.fair.example/en-us/exhibitors/badge-application' },
  '/external/vip-invitation': { 'zh-cn': 'https://www.fair.example/zh-cn/exhibitors/vip-invitation', 'en-us': 'https://www.fair.example/en-us/exhibitors/vip-invitation' },
};

let server: TestServer;
let profile: typeof PROFILE;
let profileFailures: number;
let statistics: ExhibitorStatistics;
let links: Record<string, Record<string, string>>;
let opened: unknown[][];
const realOpen = window.open;

beforeAll(async () => {
  server = await startExhibitorPageServer('dashboard');
});

afterAll(async () => {
  window.open = realOpen;
  await stopExhibitorPageServer(server);
});

beforeEach(async () => {
  resetLocaleStore();
  await resetExhibitorPage(server);
  profile = { ...PROFILE };
  profileFailures = 0;
  statistics = STATISTICS;
  links = LINKS;
  opened = [];
  // jsdom opens no windows: record what the page asks the browser to open
  window.open = ((...args: unknown[]) => {
    opened.push(args);
    return null;
  }) as typeof window.open;
  server.handle((request, response) => {
    const { pathname } = new URL(request.url, server.url);
    if (pathname === '/exhibitors/exhibitors/info') {
      if (profileFailures > 0) {
        profileFailures -= 1;
        return sendJson(response, 500, { code: 500, message: 'busy', msg: 'busy', data: null });
      }
      const english = request.headers['language-set'] === 'en-us';
      return sendJson(response, 200, envelope({ ...profile, hall: english ? 'Hall 1' : profile.hall, country_info: english ? 'China' : profile.country_info }));
    }
    if (pathname === '/exhibitors/statistics/info') return sendJson(response, 200, envelope(statistics));
    if (pathname === '/mf/registry.json') return sendJson(response, 200, envelope({ remotes: [], variants: [], externalLinks: links }));
    sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
  });
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderDashboard() {
  return render(
    <MemoryRouter initialEntries={['/exhibitor/dashboard']}>
      <Routes>
        <Route path="/exhibitor/dashboard" element={<DashboardPage />} />
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function switchTo(locale: 'en-us' | 'zh-cn') {
  await act(async () => {
    localeStore.setState({ locale });
    await i18n.changeLanguage(locale);
  });
}

describe('exhibitor dashboard (SPEC §2)', () => {
  it('shows the three statistics, country and booth, and keeps the intro text', async () => {
    renderDashboard();
    expect(await screen.findByText('在这里维护您的展商信息、展品、新闻与展台活动。')).toBeInTheDocument();
    expect(await screen.findByText('欢迎您，上海演示电子有限公司')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('dashboard-stat-products')).getByText('5')).toBeInTheDocument());
    expect(within(screen.getByTestId('dashboard-stat-products')).getByText('展品数据')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-stat-products')).getByText('已发布 3 条')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-stat-news')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-stat-activities')).getByText('0')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-country')).toHaveTextContent('中国');
    expect(screen.getByTestId('dashboard-booth')).toHaveTextContent('1号馆 A10');
  });

  it('says the profile could not be read instead of claiming no booth, and reads it again on retry', async () => {
    profileFailures = 1;
    renderDashboard();
    expect(await screen.findByText('加载失败，请重试')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-booth')).not.toBeInTheDocument();
    expect(screen.queryByText('待主办方分配')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(screen.getByTestId('dashboard-booth')).toHaveTextContent('1号馆 A10'));
    expect(screen.queryByText('加载失败，请重试')).not.toBeInTheDocument();
  });

  it('tells how complete the profile is and what is missing, each with a way to fix it', async () => {
    renderDashboard();
    const card = await screen.findByTestId('dashboard-completion');
    // 14 items, 10 done: the English introduction, the website, a published news item and activity are missing
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '71');
    expect(within(card).getByText('还有 4 项待完善：')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((item) => item.getAttribute('data-testid'))).toEqual([
      'missing-introEn',
      'missing-website',
      'missing-news',
      'missing-activity',
    ]);
    expect(within(card).getByTestId('english-catalogue-note')).toHaveTextContent('缺少英文名称或英文简介时，英文版在线展会目录不显示贵公司的展品');
    // a draft news item only needs publishing; no activity yet means creating one
    expect(within(screen.getByTestId('missing-news')).getByRole('button', { name: '去发布' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('missing-activity')).getByRole('button', { name: '去创建' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/activity/create');
  });

  it('leads from a missing profile field to the profile form', async () => {
    renderDashboard();
    fireEvent.click(within(await screen.findByTestId('missing-website')).getByRole('button', { name: '去填写' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/edit');
  });

  it('lists what is missing without links a sub-account could not use (SPEC §6)', async () => {
    sessionStore.getState().setUser(demoSubAccount(['exhibitor.news.edit']));
    renderDashboard();
    await screen.findByTestId('missing-introEn');
    expect(within(screen.getByTestId('missing-introEn')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('missing-activity')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('missing-news')).getByRole('button', { name: '去发布' })).toBeInTheDocument();
  });

  it('says 100% when everything is there', async () => {
    profile = { ...PROFILE, intro_en: 'Industrial sensors.', website: 'https://demo.example.com' };
    statistics = { products: { total: 5, published: 3 }, news: { total: 1, published: 1 }, activities: { total: 2, published: 1 } };
    renderDashboard();
    const card = await screen.findByTestId('dashboard-completion');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(card).getByText(/资料已全部完善/)).toBeInTheDocument();
    expect(within(card).queryByTestId('english-catalogue-note')).toBeNull();
    expect(within(card).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('has a tile for every area of SPEC §2, each opening its screen', async () => {
    renderDashboard();
    await screen.findByTestId('dashboard-tile-badgeApplication');
    const names = screen.getAllByRole('button').filter((element) => element.dataset.testid?.startsWith('dashboard-tile-')).map((tile) => tile.getAttribute('aria-label'));
    expect(names).toEqual(['展商信息', '展品数据', '展商新闻', '展台活动', '下载中心', '胸卡申请', 'VIP客户邀请', '企业海报', '定制下载']);
    fireEvent.click(screen.getByTestId('dashboard-tile-customDownload'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/download/download-center?category=materials');
  });

  it('opens the badge application and the VIP invitation in a new window at the address of the language, never showing it', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByTestId('dashboard-tile-badgeApplication'));
    fireEvent.click(screen.getByTestId('dashboard-tile-vipInvitation'));
    expect(opened).toEqual([
      ['https://www.fair.example/zh-cn/exhibitors/badge-application', '_blank', 'noopener,noreferrer'],
      ['https://www.fair.example/zh-cn/exhibitors/vip-invitation', '_blank', 'noopener,noreferrer'],
    ]);
    expect(document.body.innerHTML).not.toContain('fair.example');

    await switchTo('en-us');
    fireEvent.click(await screen.findByRole('button', { name: 'Badge application' }));
    expect(opened.at(-1)).toEqual(['https://www.fair.example/en-us/exhibitors/badge-application', '_blank', 'noopener,noreferrer']);
    expect(document.body.innerHTML).not.toContain('fair.example');
  });

  it('leaves out an external tile without an address (zh-cn is the fallback language)', async () => {
    links = { '/external/badge-application': { 'zh-cn': 'https://www.fair.example/zh-cn/badge' } };
    await switchTo('en-us');
    renderDashboard();
    fireEvent.click(await screen.findByTestId('dashboard-tile-badgeApplication'));
    expect(opened).toEqual([['https://www.fair.example/zh-cn/badge', '_blank', 'noopener,noreferrer']]);
    expect(screen.queryByTestId('dashboard-tile-vipInvitation')).toBeNull();
  });

  it('speaks English: texts, the country named in English, the hall as the server names it', async () => {
    await switchTo('en-us');
    renderDashboard();
    expect(await screen.findByText('Maintain your exhibitor information, exhibits, news and booth activities here.')).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Shanghai Demo Electronics Co., Ltd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dashboard-booth')).toHaveTextContent('Hall 1 A10'));
    expect(screen.getByTestId('dashboard-country')).toHaveTextContent('China');
    expect(within(screen.getByTestId('dashboard-stat-news')).getByText('Exhibitor news')).toBeInTheDocument();
    const card = await screen.findByTestId('dashboard-completion');
    expect(within(card).getByText('Still missing (4):')).toBeInTheDocument();
    expect(within(card).getByText('English introduction')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Custom download' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
