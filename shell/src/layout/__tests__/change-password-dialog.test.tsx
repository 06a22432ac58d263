import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UserInfo } from '@fair/shared/contracts/auth';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { AppProviders } from '@fair/shared/providers/app-providers';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import { serverText } from '@fair/shared/test-support/portal-refusal';
import { demoExhibitor } from '@fair/shared/test-support/demo-users';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { loadNamespace } from '@fair/locales/messages';
import { AvatarPanel } from '../avatar-panel';

// antd forms under jsdom on the shared 2-core machine: generous limits, not speed targets
configure({ asyncUtilTimeout: 10_000 });

let server: TestServer;

const exhibitorUser = demoExhibitor();

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  await i18n.changeLanguage('zh-cn');
  server = await startApiTestServer();
});

afterAll(() => stopApiTestServer(server));

beforeEach(() => {
  resetSessionStore();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  server.handle((request, response) => {
    const body = JSON.parse(request.body || '{}') as { current_password?: string };
    if (request.url !== '/exhibitors/user/change-password') return sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
    if (body.current_password !== 'Fair2025!') {
      return sendJson(response, 422, { code: 422, message: serverText('errors.validation'), msg: serverText('errors.validation'), data: { errors: [{ field: 'current_password', message: '当前密码不正确' }] } });
    }
    sendJson(response, 200, { code: 0, message: '操作成功', msg: '操作成功', data: null });
  });
});

async function openDialog(user: UserInfo = exhibitorUser) {
  render(
    <AppProviders>
      <AvatarPanel user={user} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: '账号' }));
  fireEvent.click(await screen.findByRole('button', { name: /修改密码/ }));
  return screen.findByRole('dialog');
}

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('change password from the avatar panel (SPEC §5)', () => {
  it('requires the current password, applies the password rule and the confirmation', async () => {
    await openDialog();
    fill({ 新密码: 'Fair25!', 确认密码: 'Fair2026!' });
    ok();
    expect(await screen.findByText('请输入当前密码')).toBeInTheDocument();
    expect(screen.getByText('密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server refusal of a wrong current password under that field', async () => {
    await openDialog();
    fill({ 当前密码: 'Wrong2025!', 新密码: 'Fair2026!', 确认密码: 'Fair2026!' });
    ok();
    expect(await screen.findByText('当前密码不正确')).toBeInTheDocument();
    expect(screen.queryByText('密码重置成功')).not.toBeInTheDocument();
  });

  it('changes it and says "password reset successful"', async () => {
    await openDialog();
    fill({ 当前密码: 'Fair2025!', 新密码: 'a1~!#$%^', 确认密码: 'a1~!#$%^' });
    ok();
    // the providers' notifier shows it as an antd message
    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    expect(JSON.parse(server.requests[0].body)).toEqual({ current_password: 'Fair2025!', password: 'a1~!#$%^', confirm: 'a1~!#$%^' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is offered to exhibitors only', async () => {
    render(
      <AppProviders>
        <AvatarPanel user={{ ...exhibitorUser, user_name: 'organizer', clientType: 'organizer' }} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '账号' }));
    expect(await screen.findByRole('button', { name: /退出登录|登出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /修改密码/ })).not.toBeInTheDocument();
  });
});
