import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { loadNamespace } from '@fair/locales/messages';
import { VisitedTabs } from '../visited-tabs';
import { cachedViews, neighbourOf, resetVisitedViews, VISITED_VIEWS_STORAGE_KEY, viewKeyOf, visitedViewsStore } from '../visited-views-store';

const dashboard: RouteDef = { path: '/exhibitor/dashboard', titleKey: 'exhibitor:route.dashboard', fixed: true, module: './app' };
const products: RouteDef = { path: '/product/list', titleKey: 'exhibitor:route.productList', module: './app' };
const productEdit: RouteDef = { path: '/product/edit', titleKey: 'exhibitor:route.productEdit', parent: '/product/list', hidden: true, noCache: true, module: './app' };
const news: RouteDef = { path: '/news/list', titleKey: 'exhibitor:route.newsList', module: './app' };
const ROUTES = [dashboard, products, productEdit, news];

const store = () => visitedViewsStore.getState();
const keys = () => store().views.map((view) => view.key);

beforeAll(async () => {
  registerNamespace('exhibitor', await loadNamespace('exhibitor'));
});
beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  resetVisitedViews();
});

describe('visited views (SPEC §4)', () => {
  it('starts with the fixed views, adds each opened view once, keeps fixed views on close and close others', () => {
    store().open('exhibitor:1', ROUTES);
    expect(keys()).toEqual(['/exhibitor/dashboard']);
    store().addView('/product/list', products);
    store().addView('/news/list', news);
    store().addView('/product/list', products);
    expect(keys()).toEqual(['/exhibitor/dashboard', '/product/list', '/news/list']);

    store().removeView('/exhibitor/dashboard');
    store().removeView('/product/list');
    expect(keys()).toEqual(['/exhibitor/dashboard', '/news/list']);

    store().addView('/product/list', products);
    store().removeOthers('/product/list');
    expect(keys()).toEqual(['/exhibitor/dashboard', '/product/list']);
  });

  it('titles a view without a route no-name', async () => {
    store().open('exhibitor:1', []);
    store().addView('/somewhere', undefined);
    expect(store().views[0]).toMatchObject({ key: '/somewhere', titleKey: null });
    await i18n.changeLanguage('en-us');
    renderTabs('/somewhere', undefined);
    expect(screen.getByRole('tab', { name: 'no-name' })).toBeInTheDocument();
  });

  it('keeps the views across a reload except those flagged no-cache; another login starts afresh', () => {
    store().open('exhibitor:1', ROUTES);
    store().addView('/product/list', products);
    store().addView('/product/edit?id=4', productEdit);
    expect(cachedViews(store().views).map((view) => view.key)).toEqual(['/product/list']);
    expect(JSON.parse(sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY) ?? '{}')).toMatchObject({ owner: 'exhibitor:1', views: [{ key: '/product/list' }] });

    visitedViewsStore.setState({ owner: null, views: [] });
    store().open('exhibitor:1', ROUTES);
    expect(keys()).toEqual(['/exhibitor/dashboard', '/product/list']);
    store().open('exhibitor:2', ROUTES);
    expect(keys()).toEqual(['/exhibitor/dashboard']);
  });

  it('moves to the neighbouring view when the shown one closes', () => {
    const views = ['/a', '/b', '/c'].map((key) => ({ key, address: `${key}?page=2`, titleKey: null, fixed: false, noCache: false }));
    expect(neighbourOf(views, '/b')).toBe('/a?page=2');
    expect(neighbourOf(views, '/a')).toBe('/b?page=2');
    expect(neighbourOf(views.slice(0, 1), '/a')).toBeNull();
  });

  it('keeps one view per page and record: a list search only changes where its view returns to', () => {
    store().addView(viewKeyOf('/organizer/exhibition-number', ''), undefined, '/organizer/exhibition-number');
    store().addView(viewKeyOf('/organizer/exhibition-number', '?keyword=N1&page=2'), undefined, '/organizer/exhibition-number?keyword=N1&page=2');
    store().addView(viewKeyOf('/news/edit', '?id=3'), undefined, '/news/edit?id=3');
    store().addView(viewKeyOf('/news/edit', '?id=4&tab=en'), undefined, '/news/edit?id=4&tab=en');
    expect(store().views.map((view) => [view.key, view.address])).toEqual([
      ['/organizer/exhibition-number', '/organizer/exhibition-number?keyword=N1&page=2'],
      ['/news/edit?id=3', '/news/edit?id=3'],
      ['/news/edit?id=4', '/news/edit?id=4&tab=en'],
    ]);
  });
});

let location = '';
function Probe() {
  location = useLocation().pathname;
  return null;
}

/** The tab bar on a page; the test navigates as the sidebar would. */
function renderTabs(path: string, route: RouteDef | undefined) {
  let go: (to: string) => void = () => undefined;
  function Bar() {
    const navigate = useNavigate();
    go = (to) => act(() => void navigate(to));
    const current = useLocation().pathname;
    return <VisitedTabs owner="exhibitor:1" routes={ROUTES} route={ROUTES.find((entry) => entry.path === current) ?? route} onNavigate={(to) => void navigate(to)} />;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Bar />
      <Probe />
    </MemoryRouter>,
  );
  return (to: string) => go(to);
}

describe('tab bar under the header', () => {
  it('shows the dashboard fixed and a tab per opened page; closing the shown tab opens its neighbour', () => {
    const go = renderTabs('/product/list', products);
    go('/news/list');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['首页', '展品数据', '展商新闻']);
    // the fixed dashboard has no close button
    expect(within(screen.getByRole('tab', { name: '首页' }).parentElement!).queryByRole('button')).toBeNull();

    fireEvent.click(within(screen.getByRole('tab', { name: '展商新闻' }).parentElement!).getByRole('button'));
    expect(location).toBe('/product/list');
    expect(keys()).toEqual(['/exhibitor/dashboard', '/product/list']);
  });

  it('closes the other tabs from a tab’s context menu', async () => {
    const go = renderTabs('/product/list', products);
    go('/news/list');
    fireEvent.contextMenu(screen.getByText('展品数据'));
    fireEvent.click(await screen.findByText('关闭其他'));
    expect(location).toBe('/product/list');
    expect(keys()).toEqual(['/exhibitor/dashboard', '/product/list']);
  });
});
