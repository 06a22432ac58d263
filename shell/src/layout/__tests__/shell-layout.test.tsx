import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { readCookie, writeCookie } from '@fair/shared/session/cookies';
import { startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import { demoExhibitor } from '@fair/shared/test-support/demo-users';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { loadNamespace } from '@fair/locales/messages';
import { compositionStore } from '../../composition/composition-store';
import ShellLayout from '../shell-layout';
import { resetVisitedViews } from '../visited-views-store';

const routes: RouteDef[] = [
  { path: '/exhibitor/dashboard', titleKey: 'exhibitor:route.dashboard', icon: 'HomeOutlined', module: './app' },
  { path: '/user/info', titleKey: 'exhibitor:route.userInfo', icon: 'IdcardOutlined', module: './app' },
  { path: '/user/edit', titleKey: 'exhibitor:route.userEdit', parent: '/user/info', hidden: true, module: './app' },
  { path: '/product/list', titleKey: 'exhibitor:route.productList', icon: 'AppstoreOutlined', module: './app' },
];

const exhibitor = demoExhibitor();

let currentPath = '';
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

function renderLayout(path: string) {
  const route = routes.find((entry) => entry.path === path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <ShellLayout route={route} />
    </MemoryRouter>,
  );
}

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

let server: TestServer;

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  registerNamespace('exhibitor', await loadNamespace('exhibitor'));
  // The header's bell and the locale switch call the API: a real local server answers them.
  server = await startApiTestServer();
  server.handle((_request, response) => sendJson(response, 200, { code: 0, message: '', msg: '', data: { count: 0, list: [] } }));
});

// feedback shows in antd's static holders, which outlive each rendered layout: clear them between tests
afterEach(() => {
  act(() => {
    message.destroy();
    Modal.destroyAll();
  });
});

afterAll(() => stopApiTestServer(server));

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  resetVisitedViews();
  document.cookie = 'sidebarStatus=; max-age=0; path=/';
  setWidth(1440);
  sessionStore.setState({ clientType: 'exhibitor', token: 'token', user: exhibitor, device: 'desktop' });
  compositionStore.setState({
    registry: { remotes: [], variants: [], externalLinks: {} },
    routes: { exhibitor: { status: 'ready', routes } },
  });
});

describe('shell layout (SPEC §2 "Layout")', () => {
  it('titles the page with the translated route title and the management-centre suffix', () => {
    renderLayout('/product/list');
    expect(document.title).toBe('展品数据 - 管理中心');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('展品数据');
  });

  it('shows a back arrow only where the route has a parent, and it goes to the parent', async () => {
    const { unmount } = renderLayout('/user/info');
    expect(screen.queryByTestId('back-arrow')).not.toBeInTheDocument();
    unmount();
    renderLayout('/user/edit');
    fireEvent.click(screen.getByTestId('back-arrow'));
    await waitFor(() => expect(currentPath).toBe('/user/info'));
  });

  it('lists the visible menu entries, not the hidden ones', () => {
    renderLayout('/exhibitor/dashboard');
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('展商信息');
    expect(menu).toHaveTextContent('展品数据');
    expect(menu).not.toHaveTextContent('编辑展商信息');
  });

  it('remembers the sidebar choice in the sidebarStatus cookie (1 closed, 0 open)', () => {
    renderLayout('/exhibitor/dashboard');
    const toggle = screen.getByRole('button', { name: '展开/收起菜单' });
    fireEvent.click(toggle);
    expect(readCookie('sidebarStatus')).toBe('1');
    expect(document.querySelector('.ant-layout-sider-collapsed')).not.toBeNull();
    fireEvent.click(toggle);
    expect(readCookie('sidebarStatus')).toBe('0');
    expect(document.querySelector('.ant-layout-sider-collapsed')).toBeNull();
  });

  it('starts with the sidebar closed when the cookie says 1', () => {
    writeCookie('sidebarStatus', '1');
    renderLayout('/exhibitor/dashboard');
    expect(document.querySelector('.ant-layout-sider-collapsed')).not.toBeNull();
  });

  it('switches to mobile mode under 1024 px and back only from 1027 px (3 px tolerance)', () => {
    const { container } = renderLayout('/exhibitor/dashboard');
    const layout = () => container.querySelector('.fair-layout') as HTMLElement;
    expect(layout().dataset.device).toBe('desktop');
    setWidth(1024);
    expect(layout().dataset.device).toBe('desktop');
    setWidth(1023);
    expect(layout().dataset.device).toBe('mobile');
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    setWidth(1026);
    expect(layout().dataset.device).toBe('mobile');
    setWidth(1027);
    expect(layout().dataset.device).toBe('desktop');
  });

  it('opens the sidebar as a drawer in mobile mode', async () => {
    setWidth(1000);
    renderLayout('/exhibitor/dashboard');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '展开/收起菜单' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('展商信息');
  });

  it('locks the exhibitor language toggle for 1 s after each press', () => {
    jest.useFakeTimers();
    try {
      renderLayout('/exhibitor/dashboard');
      const toggle = screen.getByRole('button', { name: '切换语言' });
      fireEvent.click(toggle);
      expect(toggle).toBeDisabled();
      act(() => jest.advanceTimersByTime(999));
      expect(toggle).toBeDisabled();
      act(() => jest.advanceTimersByTime(1));
      expect(toggle).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives organizers no language toggle and no notification bell', () => {
    sessionStore.setState({ clientType: 'organizer', user: { ...exhibitor, clientType: 'organizer', exhibitor: undefined, permission: ['all'] } });
    compositionStore.setState({ routes: { organizer: { status: 'ready', routes: [] } } });
    renderLayout('/organizer/dashboard');
    expect(screen.queryByRole('button', { name: '切换语言' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通知' })).not.toBeInTheDocument();
  });

  it('ends the footer with the organizer\'s footer links and copyright line from page edit', async () => {
    const page = { title_zh: '', title_en: '', hint_zh: '', hint_en: '', copyright_zh: '© 2025 主办方', copyright_en: '', banners: [], footer_links: [{ label_zh: '参展指南', label_en: 'Guide', url: 'https://fair.example/guide' }] };
    server.handle((request, response) => sendJson(response, 200, { code: 0, message: '', msg: '', data: request.url === '/api/page/login' ? page : { count: 0, list: [] } }));
    try {
      renderLayout('/exhibitor/dashboard');
      expect(await screen.findByRole('link', { name: '参展指南' })).toHaveAttribute('href', 'https://fair.example/guide');
      expect(screen.getByText('© 2025 主办方')).toBeInTheDocument();
    } finally {
      server.handle((_request, response) => sendJson(response, 200, { code: 0, message: '', msg: '', data: { count: 0, list: [] } }));
    }
  });
});
