import { act, render, screen, waitFor } from '@testing-library/react';
import { api } from '@fair/shared/api/api-client';
import type { UserInfo } from '@fair/shared/contracts/auth';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { registerNamespace } from '@fair/shared/i18n/i18n';
import { keepUserInfoCurrent } from '@fair/shared/session/user-info-refresh';
import { resetApiTest, startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import { demoOrganizer } from '@fair/shared/test-support/demo-users';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { loadNamespace } from '@fair/locales/messages';
import { ShellApp } from '../../shell-app';
import { compositionStore } from '../composition-store';

const routes: RouteDef[] = [
  { path: '/organizer/dashboard', titleKey: 'organizer:route.dashboard', icon: 'HomeOutlined', roleKey: 'organizer.dashboard', module: './app' },
  { path: '/organizer/exhibition-number', titleKey: 'organizer:route.exhibitionNumber', icon: 'NumberOutlined', roleKey: 'organizer.exhibition-number', module: './app' },
  { path: '/organizer/authority-manage', titleKey: 'organizer:route.authorityManage', icon: 'SafetyCertificateOutlined', roleKey: 'organizer.authority-manage', module: './app' },
  { path: '/organizer/404', titleKey: 'organizer:route.notFound', hidden: true, module: './app' },
];

/** The rights the server holds for the signed-in account; tests change them as another operator would. */
let serverUser: UserInfo;
let server: TestServer;
let stopRefreshing: () => void;

const userInfoReads = () => server.requests.filter((request) => request.url === '/admin/user/info').length;
const menu = () => screen.getByRole('menu');
/** A call of the open page that the server now refuses for the missing role (SPEC §6). */
const refusedCall = () => api.get('/admin/authorities').catch(() => undefined);

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  registerNamespace('organizer', await loadNamespace('organizer'));
  // the shell loads its layout lazily; loaded here, the first test does not wait for it to compile
  await import('../../layout/shell-layout');
  server = await startApiTestServer();
  stopRefreshing = keepUserInfoCurrent();
});

afterAll(async () => {
  stopRefreshing();
  await stopApiTestServer(server);
});

beforeEach(async () => {
  const permission = ['organizer.dashboard', 'organizer.authority-manage'];
  serverUser = demoOrganizer(permission);
  server.handle((request, response) => {
    if (request.url === '/admin/user/info') return sendJson(response, 200, envelope(0, 'ok', serverUser));
    return sendJson(response, 403, envelope(403, '没有访问此页面的权限'));
  });
  await resetApiTest(server, { clientType: 'organizer', user: demoOrganizer(permission) });
  compositionStore.setState({
    registry: { remotes: [], variants: [], externalLinks: {} },
    routes: { organizer: { status: 'ready', routes } },
  });
  window.history.replaceState(null, '', '/organizer/authority-manage');
});

describe('an open shell follows rights changed on the server', () => {
  it('reads the user info again after a role refusal: the menu loses and gains entries, the guard leaves the lost screen', async () => {
    render(<ShellApp />);
    expect(await screen.findByRole('menu')).toHaveTextContent('权限管理');
    expect(menu()).not.toHaveTextContent('展馆号管理');

    serverUser = { ...serverUser, permission: ['organizer.dashboard', 'organizer.exhibition-number'] };
    await act(refusedCall);

    await waitFor(() => expect(menu()).not.toHaveTextContent('权限管理'));
    expect(menu()).toHaveTextContent('展馆号管理');
    expect(userInfoReads()).toBe(1);
    await waitFor(() => expect(window.location.pathname).toBe('/organizer/404'));
  });

  it('reads it once for a burst of refusals', async () => {
    render(<ShellApp />);
    await screen.findByRole('menu');

    serverUser = { ...serverUser, permission: ['organizer.dashboard'] };
    await act(() => Promise.all([refusedCall(), refusedCall(), refusedCall()]));

    await waitFor(() => expect(menu()).not.toHaveTextContent('权限管理'));
    expect(userInfoReads()).toBe(1);
  });

  it('reads it again when the tab is shown again', async () => {
    render(<ShellApp />);
    await screen.findByRole('menu');

    serverUser = { ...serverUser, permission: ['organizer.dashboard'] };
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });

    await waitFor(() => expect(menu()).not.toHaveTextContent('权限管理'));
    expect(userInfoReads()).toBe(1);
  });
});
