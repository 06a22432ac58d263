import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@fair/shared/api/api-error';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import type { PublicLoginPage } from '@fair/shared/contracts/login-page';
import { loadNamespace } from '@fair/locales/messages';
import LoginPage, { loginFailureKey, loginFailureText } from '../login-page';

function renderLogin(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

let server: TestServer;
/** what GET /api/page/login answers: nothing set by the organizer unless a test says so */
let loginPage: PublicLoginPage | null;
beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  server = await startApiTestServer();
  server.handle((request, response) =>
    request.url === '/api/page/login' && loginPage ? sendJson(response, 200, envelope(0, 'success', loginPage)) : sendJson(response, 404, envelope(404, 'not found')),
  );
});
afterAll(() => stopApiTestServer(server));

beforeEach(async () => {
  loginPage = null;
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  sessionStore.setState({ clientType: 'exhibitor' });
});

describe('login screens (SPEC §2 "Login and errors")', () => {
  it('shows the SPEC texts: title, login name, password, forgotten-credentials hint, remember 60 days, copyright, fair dates and venue', () => {
    renderLogin('/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('展商中心登录');
    expect(screen.getByLabelText('登录名')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    expect(screen.getByText('忘记登录名或密码？请联系主办方工作人员。')).toBeInTheDocument();
    expect(screen.getByLabelText('记住登录（60天）')).not.toBeChecked();
    expect(screen.getByText('© 2025 上海国际电子展 版权所有')).toBeInTheDocument();
    expect(screen.getByText('2025年3月26日–28日')).toBeInTheDocument();
    expect(screen.getByText('上海 · 国际展览中心')).toBeInTheDocument();
    expect(screen.getByText('已有本服务商旗下其他产品的账号？可直接使用该账号登录。')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh-cn');
  });

  it.each([
    ['/exhibitor_login', '展商中心登录'],
    ['/organizer_login', '主办方管理中心登录'],
    ['/miniprog_login', '小程序管理后台登录'],
    ['/miniprog_loginn', '小程序管理后台登录'],
  ])('titles %s for its client type', (path, title) => {
    renderLogin(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('shows the headline, hint, copyright, footer links and banners the organizer set, in the reader\'s language', async () => {
    loginPage = {
      title_zh: '2025 春季电子展',
      title_en: 'Spring Electronics Fair 2025',
      hint_zh: '忘记密码请致电 021-12345678',
      hint_en: '',
      copyright_zh: '© 2025 主办方',
      copyright_en: '© 2025 The organizer',
      footer_links: [{ label_zh: '隐私政策', label_en: 'Privacy', url: 'https://fair.example/privacy' }],
      banners: [{ image: '/api/files/2025/03/0123456789abcdef0123456789abcdef.png', title_zh: '欢迎参展', title_en: 'Welcome' }],
    };
    const { unmount } = renderLogin('/organizer_login');
    expect(await screen.findByText('2025 春季电子展')).toBeInTheDocument();
    expect(screen.getByText('忘记密码请致电 021-12345678')).toBeInTheDocument();
    expect(screen.getByText('© 2025 主办方')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '页脚链接' })).getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', 'https://fair.example/privacy');
    expect(screen.getByRole('img', { name: '欢迎参展' })).toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('en-us');
    renderLogin('/exhibitor_login');
    expect(await screen.findByText('Spring Electronics Fair 2025')).toBeInTheDocument();
    // no English hint set: the built-in one
    expect(screen.getByText("Forgot your login name or password? Please contact the organizer's staff.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
  });

  it('speaks English when the locale is en-us', async () => {
    await i18n.changeLanguage('en-us');
    renderLogin('/organizer_login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Organizer Console Login');
    expect(screen.getByLabelText('Remember login (60 days)')).toBeInTheDocument();
    expect(screen.getByText('26–28 March 2025')).toBeInTheDocument();
  });

  it('asks for the login name and password before sending anything', async () => {
    renderLogin('/login');
    fireEvent.change(screen.getByLabelText('登录名'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入登录名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('登录名')).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('loginFailureKey (SPEC §8: the server message is not shown)', () => {
  it('explains refusals, throttling and an unreachable server differently', () => {
    expect(loginFailureKey(new ApiError('response', 'wrong password', { code: 401, status: 401 }))).toBe('shell:login.failed');
    expect(loginFailureKey(new ApiError('response', 'slow down', { code: 429, status: 429 }))).toBe('shell:login.throttled');
    expect(loginFailureKey(new ApiError('network', 'Network Error'))).toBe('shell:login.unreachable');
    expect(loginFailureKey(new ApiError('timeout', 'timeout'))).toBe('shell:login.unreachable');
  });

  it('shows the reason of a refusal after a correct password (approval pending or rejected), nothing else', () => {
    const t = (key: string) => `t(${key})`;
    const pending = new ApiError('response', '账号正在等待主办方审核，审核通过后即可登录', { code: 403, status: 403 });
    expect(loginFailureText(pending, t)).toBe('账号正在等待主办方审核，审核通过后即可登录');
    expect(loginFailureText(new ApiError('response', 'Wrong account or password', { code: 401, status: 401 }), t)).toBe('t(shell:login.failed)');
  });
});
