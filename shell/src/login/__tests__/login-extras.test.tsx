import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import { serverText } from '@fair/shared/test-support/portal-refusal';
import { demoExhibitor } from '@fair/shared/test-support/demo-users';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { loadNamespace } from '@fair/locales/messages';
import ForgotPasswordPage from '../forgot-password-page';
import LoginPage from '../login-page';
import { useCountdown } from '../use-countdown';

let server: TestServer;
const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });
const fieldErrors = (errors: { field: string; message: string }[]) => ({ code: 422, message: serverText('errors.validation'), msg: serverText('errors.validation'), data: { errors } });

const user = demoExhibitor();

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  server = await startApiTestServer();
});

afterAll(() => stopApiTestServer(server));

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  sessionStore.setState({ clientType: 'exhibitor' });
  server.requests.length = 0;
  server.handle((request, response) => {
    if (request.url === '/exhibitors/user/sms-code') return sendJson(response, 200, envelope(null));
    if (request.url === '/exhibitors/user/code-login') {
      const { code } = JSON.parse(request.body) as { code: string };
      if (code !== '246810') return sendJson(response, 422, fieldErrors([{ field: 'code', message: '验证码错误或已过期' }]));
      return sendJson(response, 200, envelope({ token: 'code-token', expires_at: '2025-05-25T00:00:00.000Z' }));
    }
    if (request.url === '/exhibitors/user/info') return sendJson(response, 200, envelope(user));
    if (request.url === '/exhibitors/user/forgot-password') return sendJson(response, 200, envelope(null));
    if (request.url === '/exhibitors/user/reset-password') return sendJson(response, 200, envelope(null));
    sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
  });
});

const bodiesOf = (url: string) => server.requests.filter((request) => request.url === url).map((request) => JSON.parse(request.body) as unknown);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/exhibitor_login" element={<LoginPage />} />
        <Route path="/organizer_login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('login tabs (SPEC §4: password login or verification-code login)', () => {
  it('offers both tabs and the forgotten-password link to exhibitors only', () => {
    renderAt('/login');
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forgot-password');
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('手机号')).toBeInTheDocument();
    expect(screen.queryByLabelText('登录名')).not.toBeInTheDocument();
    expect(screen.getByLabelText('记住登录（60天）')).not.toBeChecked();
  });

  it('keeps organizers on password login', () => {
    renderAt('/organizer_login');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '忘记密码？' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('登录名')).toBeInTheDocument();
  });
});

describe('verification-code login', () => {
  beforeEach(() => {
    renderAt('/exhibitor_login');
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
  });

  it('keeps only digits in the mobile input, at most 15 (SPEC §5)', () => {
    const phone = screen.getByLabelText('手机号');
    fireEvent.change(phone, { target: { value: '+86 138-0013-8000 9999 123' } });
    expect(phone).toHaveValue('861380013800099');
  });

  it('asks for the mobile before sending a code, then checks it', async () => {
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('获取验证码前请先输入手机号码')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(bodiesOf('/exhibitors/user/sms-code')).toEqual([]);
  });

  it('sends the code, says so in the SPEC words, and counts 60 s down before the next one', async () => {
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('status')).toHaveTextContent('短信验证码获取成功，请注意查收');
    expect(bodiesOf('/exhibitors/user/sms-code')).toEqual([{ phone: '13800138000' }]);
    expect(screen.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: '59 秒后重新获取' }, { timeout: 2500 })).toBeDisabled();
  });

  it('requires the code, shows the server refusal under it, and logs in with the right one (remembered)', async () => {
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入短信验证码')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '246810' } });
    fireEvent.click(screen.getByLabelText('记住登录（60天）'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(sessionStore.getState().user?.user_name).toBe('exhibitor@demo.fair'));
    expect(sessionStore.getState().token).toBe('code-token');
    expect(bodiesOf('/exhibitors/user/code-login').at(-1)).toEqual({ phone: '13800138000', code: '246810', remember: true });
  });
});

describe('the countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks once a second and ends at zero', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => jest.advanceTimersByTime(59_000));
    expect(result.current.remaining).toBe(0);
  });
});

describe('forgotten password', () => {
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '重置密码' }));

  it('is reached from the login link', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('link', { name: '忘记密码？' }));
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeInTheDocument();
  });

  it('mails a code to the e-mail entered', async () => {
    renderAt('/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    fill({ 邮箱: ' exhibitor@demo.fair ' });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('status')).toHaveTextContent('验证码已发送');
    expect(bodiesOf('/exhibitors/user/forgot-password')).toEqual([{ email: 'exhibitor@demo.fair' }]);
    expect(screen.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
  });

  it.each([
    ['Fair25!', '密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位'],
    ['Fair 2025', '密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位'],
    ['Fair2025+', '密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位'],
  ])('refuses the password %s (SPEC §5 rule)', async (password, message) => {
    renderAt('/forgot-password');
    fill({ 邮箱: 'exhibitor@demo.fair', 邮箱验证码: '123456', 新密码: password, 确认密码: password });
    submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodiesOf('/exhibitors/user/reset-password')).toEqual([]);
  });

  it('reports a confirmation that differs', async () => {
    renderAt('/forgot-password');
    fill({ 邮箱: 'exhibitor@demo.fair', 邮箱验证码: '123456', 新密码: 'Fair2026!', 确认密码: 'Fair2026?' });
    submit();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('resets with 8 characters of the allowed specials and returns to login with the SPEC text', async () => {
    renderAt('/forgot-password');
    fill({ 邮箱: 'exhibitor@demo.fair', 邮箱验证码: ' 123456 ', 新密码: '~!#$%^&*', 确认密码: '~!#$%^&*' });
    submit();
    expect(await screen.findByRole('heading', { name: '展商中心登录' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('密码重置成功');
    expect(bodiesOf('/exhibitors/user/reset-password')).toEqual([{ email: 'exhibitor@demo.fair', code: '123456', password: '~!#$%^&*', confirm: '~!#$%^&*' }]);
  });
});
