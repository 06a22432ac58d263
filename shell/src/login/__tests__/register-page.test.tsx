import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import { serverText } from '@fair/shared/test-support/portal-refusal';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { loadNamespace } from '@fair/locales/messages';
import RegisterPage from '../register-page';
import SetPasswordPage from '../set-password-page';

let server: TestServer;
const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });
const refusal = (code: number, message: string, data: unknown = null) => ({ code, message, msg: message, data });

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
    const url = new URL(request.url ?? '/', 'http://test');
    if (url.pathname === '/exhibitors/user/register-code') return sendJson(response, 200, envelope(null));
    if (url.pathname === '/exhibitors/user/register') {
      const { code } = JSON.parse(request.body) as { code: string };
      if (code !== '135790') return sendJson(response, 422, refusal(422, serverText('errors.validation'), { errors: [{ field: 'code', message: '验证码错误或已过期' }] }));
      return sendJson(response, 200, envelope({ id: 41 }));
    }
    if (url.pathname === '/exhibitors/user/set-password' && request.method === 'GET') {
      if (url.searchParams.get('token') === 'spent') return sendJson(response, 410, refusal(410, '该设置密码链接已使用过，请直接登录或联系主办方工作人员重新发送'));
      return sendJson(response, 200, envelope({ email: 'linked@example.com', expires_at: '2025-03-01T00:00:00.000Z' }));
    }
    if (url.pathname === '/exhibitors/user/set-password') return sendJson(response, 200, envelope(null));
    sendJson(response, 404, refusal(404, 'not found'));
  });
});

const bodiesOf = (path: string) => server.requests.filter((request) => request.url === path).map((request) => JSON.parse(request.body) as unknown);

function LoginProbe() {
  const { state } = useLocation();
  return <p>login {(state as { notice?: string } | null)?.notice}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/set-password" element={<SetPasswordPage />} />
        <Route path="/exhibitor_login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/register (SPEC §2/§5)', () => {
  it('keeps only digits of the mobile, at most 15, and asks for it and the privacy terms first', async () => {
    renderAt('/register');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    // the first check downloads the registration schemas
    expect(await screen.findByText('请输入手机号码', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('请阅读并勾选隐私条款')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);

    fill('手机号', '+86 138-0013-8000-12345');
    expect(screen.getByLabelText('手机号')).toHaveValue('861380013800012');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    // SPEC §8 'SMS verification code obtained successfully, please check your messages'
    expect(await screen.findByRole('status')).toHaveTextContent('短信验证码获取成功，请注意查收');
    expect(bodiesOf('/exhibitors/user/register-code')).toEqual([{ channel: 'phone', phone: '861380013800012' }]);
  });

  it('registers by e-mail: the code goes to the address, the form is sent once valid and the login says it waits', async () => {
    renderAt('/register');
    fireEvent.click(screen.getByRole('tab', { name: '邮箱注册' }));
    fill('邮箱', ' Applicant@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('status')).toHaveTextContent('验证码已发送至邮箱，请查收');
    expect(bodiesOf('/exhibitors/user/register-code')).toEqual([{ channel: 'email', email: 'Applicant@Example.com' }]);

    fill('邮箱验证码', '000000');
    fill('公司中文名称', ' 新申请电子 ');
    fill('密码', 'Apply~2025');
    fill('确认密码', 'Apply~2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();

    fill('确认密码', 'Apply~2025');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();

    fill('邮箱验证码', '135790');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('login shell:register.submitted')).toBeInTheDocument();
    expect(bodiesOf('/exhibitors/user/register').at(-1)).toEqual({
      channel: 'email',
      email: 'Applicant@Example.com',
      code: '135790',
      company_zh: '新申请电子',
      company_en: '',
      password: 'Apply~2025',
      confirm_password: 'Apply~2025',
      agree: true,
    });
  });
});

describe('/set-password (the credential e-mail’s one-time link)', () => {
  it('names the account, checks the §5 rule and sets the password, then goes to the exhibitor login', async () => {
    renderAt('/set-password?token=fresh');
    expect(await screen.findByText('为账号 linked@example.com 设置登录密码，此链接只能使用一次。')).toBeInTheDocument();
    fill('新密码', 'short');
    fireEvent.click(screen.getByRole('button', { name: '设置密码' }));
    expect(await screen.findByText('密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位')).toBeInTheDocument();
    fill('新密码', 'Linked~2025');
    // an edited field loses its message until the next submit
    expect(screen.queryByText('密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位')).not.toBeInTheDocument();
    fill('确认密码', 'Linked~2025');
    fireEvent.click(screen.getByRole('button', { name: '设置密码' }));
    expect(await screen.findByText('login shell:setPassword.done')).toBeInTheDocument();
    expect(bodiesOf('/exhibitors/user/set-password')).toEqual([{ token: 'fresh', password: 'Linked~2025', confirm: 'Linked~2025' }]);
  });

  it('a used link shows the reason and no form', async () => {
    renderAt('/set-password?token=spent');
    expect(await screen.findByRole('alert')).toHaveTextContent('该设置密码链接已使用过，请直接登录或联系主办方工作人员重新发送');
    await waitFor(() => expect(screen.queryByLabelText('新密码')).not.toBeInTheDocument());
  });
});
