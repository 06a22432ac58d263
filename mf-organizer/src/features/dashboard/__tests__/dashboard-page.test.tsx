import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import { COMPLETION_BUCKETS, DASHBOARD_DAYS, ORGANIZER_STATISTICS_PATH, type OrganizerStatistics } from '@fair/shared/contracts/organizer-dashboard';
import { i18n } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { serverText } from '@fair/shared/test-support/portal-refusal';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { demoExhibitor } from '@fair/shared/test-support/demo-users';
import DashboardPage from '../pages/dashboard-page';

// jsdom has no canvas to draw on: each chart shows the points it was given, as "x | series | y" lines
jest.mock('@ant-design/plots', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const chart =
    (kind: string) =>
    ({ data, xField, yField, colorField }: { data: Record<string, unknown>[]; xField: string; yField: string; colorField?: string }) =>
      createElement(
        'ul',
        { 'data-chart': kind },
        data.map((point, index) => createElement('li', { key: index }, [point[xField], colorField && colorField !== xField ? point[colorField] : null, point[yField]].filter((part) => part !== null).join(' | '))),
      );
  return { Line: chart('line'), Column: chart('column') };
});

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer', user: demoExhibitor({ id: 1, user_name: 'organizer', nick_name: '主办方管理员', clientType: 'organizer', permission: ['all'], exhibitor: undefined }) },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', []) },
});
let answer: { status: number; data: OrganizerStatistics | null };

const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => new Date(Date.UTC(2031, 2, 27 - (DASHBOARD_DAYS - 1 - index))).toISOString().slice(0, 10));

function statistics(overrides: Partial<OrganizerStatistics> = {}): OrganizerStatistics {
  const daily = days.map((date) => ({ date, products: 0, news: 0, activities: 0 }));
  daily[0] = { date: days[0], products: 0, news: 1, activities: 0 };
  daily[28] = { date: days[28], products: 3, news: 0, activities: 2 };
  daily[29] = { date: days[29], products: 4, news: 2, activities: 0 };
  return {
    exhibitors: { total: 60, saved: 52, by_type: { FIE: 15, Local: 29, International: 16 } },
    accounts: { total: 42, sub_accounts: 2, ever_logged_in: 12 },
    logins: { accounts_last_7_days: 5, accounts_last_30_days: 12 },
    messages: { total: 6, unread: 300 },
    uploads: { files: 10, bytes: 1000 },
    content: { products: { total: 7, published: 4 }, news: { total: 3, published: 1 }, activities: { total: 2, published: 1 } },
    funnel: { created: 40, emailed: 30, logged_in: 12, profile_saved: 10 },
    completion: COMPLETION_BUCKETS.map(({ from, to }, index) => ({ from, to, exhibitors: [8, 0, 5, 20, 25, 2][index] })),
    daily,
    content_by_type: [
      { type: 'FIE', exhibitors: 15, products: 2, news: 1, activities: 0 },
      { type: 'Local', exhibitors: 29, products: 5, news: 0, activities: 2 },
      { type: 'International', exhibitors: 16, products: 0, news: 2, activities: 0 },
    ],
    ...overrides,
  };
}

const emptyFair = (): OrganizerStatistics =>
  statistics({
    exhibitors: { total: 0, saved: 0, by_type: { FIE: 0, Local: 0, International: 0 } },
    funnel: { created: 0, emailed: 0, logged_in: 0, profile_saved: 0 },
    completion: COMPLETION_BUCKETS.map(({ from, to }) => ({ from, to, exhibitors: 0 })),
    daily: days.map((date) => ({ date, products: 0, news: 0, activities: 0 })),
    content_by_type: (['FIE', 'Local', 'International'] as const).map((type) => ({ type, exhibitors: 0, products: 0, news: 0, activities: 0 })),
  });

beforeEach(() => {
  answer = { status: 200, data: statistics() };
  server.handle((request, response) => {
    if (new URL(request.url, 'http://test').pathname !== ORGANIZER_STATISTICS_PATH) return sendJson(response, 404, envelope(404, serverText('errors.routeNotFound')));
    if (answer.status !== 200) return sendJson(response, answer.status, envelope(answer.status, '服务器内部错误'));
    sendJson(response, 200, envelope(0, 'success', answer.data));
  });
});

const renderPage = () => renderConsolePage(<DashboardPage />, { path: '/organizer/dashboard' });

const card = (testId: string) => screen.getByTestId(testId);
const chartPoints = (name: RegExp) => within(screen.getByRole('img', { name })).getAllByRole('listitem').map((item) => item.textContent);
const statisticRequests = () => server.requests.filter((request) => request.url.startsWith(ORGANIZER_STATISTICS_PATH));

describe('organizer dashboard (/organizer/dashboard)', () => {
  it('shows the account funnel with each step as a share of the accounts created', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: '欢迎您，主办方管理员' })).toBeInTheDocument();
    await waitFor(() => expect(within(card('dashboard-funnel-created')).getByText('40')).toBeInTheDocument());
    expect(within(card('dashboard-funnel-created')).getByText('已创建账号')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-emailed')).getByText('已发送账号邮件')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-emailed')).getByText('30')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-emailed')).getByText('占已创建账号 75%')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-logged_in')).getByText('12')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-logged_in')).getByText('占已创建账号 30%')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-profile_saved')).getByText('10')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-profile_saved')).getByText('占已创建账号 25%')).toBeInTheDocument();
  });

  it('charts the items added per day, the completion buckets and the content per exhibitor type', async () => {
    renderPage();
    const daily = await screen.findByRole('img', { name: '图表：最近 30 天每日新增（北京时间）' });
    expect(screen.getByTestId('dashboard-daily-totals')).toHaveTextContent('展品数据 7 · 展商新闻 3 · 展台活动 2');
    const points = within(daily).getAllByRole('listitem').map((item) => item.textContent);
    // every day of the 30 once per kind, oldest first, empty days included
    expect(points).toHaveLength(DASHBOARD_DAYS * 3);
    expect(points.slice(0, 3)).toEqual([`${days[0]} | 展品数据 | 0`, `${days[0]} | 展商新闻 | 1`, `${days[0]} | 展台活动 | 0`]);
    expect(points.slice(-3)).toEqual(['2031-03-27 | 展品数据 | 4', '2031-03-27 | 展商新闻 | 2', '2031-03-27 | 展台活动 | 0']);

    expect(screen.getByTestId('dashboard-completion-total')).toHaveTextContent('共 60 家展商');
    expect(chartPoints(/资料完善度分布/)).toEqual(['0–19% | 8', '20–39% | 0', '40–59% | 5', '60–79% | 20', '80–99% | 25', '100% | 2']);

    expect(chartPoints(/按展商类型/)).toEqual([
      'FIE | 展品数据 | 2',
      'FIE | 展商新闻 | 1',
      'FIE | 展台活动 | 0',
      'Local | 展品数据 | 5',
      'Local | 展商新闻 | 0',
      'Local | 展台活动 | 2',
      'International | 展品数据 | 0',
      'International | 展商新闻 | 2',
      'International | 展台活动 | 0',
    ]);
    const rows = within(screen.getByTestId('dashboard-type-table'))
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['展商类型', '展商数', '展品数据', '展商新闻', '展台活动'],
      ['FIE', '15', '2', '1', '0'],
      ['Local', '29', '5', '0', '2'],
      ['International', '16', '0', '2', '0'],
    ]);
  });

  it('says a fair without exhibitors or content has none, instead of drawing empty charts', async () => {
    answer = { status: 200, data: emptyFair() };
    renderPage();
    expect(await screen.findByText('最近 30 天没有新增展品、新闻或活动')).toBeInTheDocument();
    expect(screen.getByText('还没有展商')).toBeInTheDocument();
    expect(screen.getByText('还没有展品、新闻或活动')).toBeInTheDocument();
    expect(screen.queryAllByRole('img', { name: /^图表：/ })).toHaveLength(0);
    expect(within(card('dashboard-funnel-created')).getByText('0')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-emailed')).getByText('占已创建账号 0%')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be read, and shows them once they can', async () => {
    answer = { status: 500, data: null };
    renderPage();
    const retry = await screen.findByRole('button', { name: /重\s?试/ });
    expect(screen.getByText('加载失败，请重试')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-funnel-created')).not.toBeInTheDocument();
    answer = { status: 200, data: statistics() };
    fireEvent.click(retry);
    await waitFor(() => expect(within(card('dashboard-funnel-created')).getByText('40')).toBeInTheDocument());
    expect(screen.queryByText('加载失败，请重试')).not.toBeInTheDocument();
    expect(statisticRequests()).toHaveLength(2);
  });

  it('reads the figures again on refresh', async () => {
    renderPage();
    await waitFor(() => expect(within(card('dashboard-funnel-created')).getByText('40')).toBeInTheDocument());
    answer = { status: 200, data: statistics({ funnel: { created: 41, emailed: 41, logged_in: 12, profile_saved: 10 } }) };
    fireEvent.click(screen.getByRole('button', { name: '刷新数据' }));
    await waitFor(() => expect(within(card('dashboard-funnel-created')).getByText('41')).toBeInTheDocument());
    expect(within(card('dashboard-funnel-emailed')).getByText('占已创建账号 100%')).toBeInTheDocument();
  });

  it('speaks English for en-us', async () => {
    localeStore.setState({ locale: 'en-us' });
    await i18n.changeLanguage('en-us');
    renderPage();
    await waitFor(() => expect(within(card('dashboard-funnel-created')).getByText('40')).toBeInTheDocument());
    expect(within(card('dashboard-funnel-created')).getByText('Accounts created')).toBeInTheDocument();
    expect(within(card('dashboard-funnel-emailed')).getByText('75% of accounts created')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Chart: Added per day, last 30 days (Beijing time)' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-daily-totals')).toHaveTextContent('Exhibit data 7 · Exhibitor news 3 · Booth activities 2');
    expect(screen.getByTestId('dashboard-completion-total')).toHaveTextContent('Exhibitors: 60');
    expect(screen.getByRole('button', { name: 'Refresh figures' })).toBeInTheDocument();
  });
});
