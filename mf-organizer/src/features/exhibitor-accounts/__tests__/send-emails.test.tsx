import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXHIBITOR_ACCOUNT_PATHS, type ExhibitorAccountItem, type MailStatus, type OutboxMail, type SendEmailPreview } from '@fair/shared/contracts/exhibitor-accounts';
import { confirmDialog, renderConsolePage } from '@fair/shared/test-support/console-page';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { routeNotFound } from '@fair/shared/test-support/portal-refusal';
import ExhibitorAccountsPage from '../pages/exhibitor-accounts-page';
import { exhibitorAccountItem } from './account-items';
import { ACCOUNTS_PATH, setUpAccountsPageTests } from './accounts-page-setup';

// antd tables, drawers and dialogs under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(300_000);
configure({ asyncUtilTimeout: 60_000 });

const server = setUpAccountsPageTests();

const account = exhibitorAccountItem;

const none = { unapproved: 0, banned: 0, no_email: 0, sending: 0, sent: 0 };
let accounts: ExhibitorAccountItem[];
let mailStatus: MailStatus;
let preview: SendEmailPreview;
const outbox: OutboxMail[] = [
  {
    id: 9,
    recipient: 'exhibitor-1@mail.test',
    subject: '展商中心账号开通 / Your exhibitor centre account',
    body: '尊敬的 展商1：\n请通过以下链接设置您的登录密码：\nhttp://localhost:8080/set-password?token=abc123\n',
    created_at: '2025-03-02T02:00:00.000Z',
    sent_at: null,
    error: null,
  },
];

beforeEach(() => {
  accounts = [account(1, { send_status: 'kept' }), account(2, { send_status: 'sent', sent_at: '2025-03-01T03:00:00.000Z' }), account(3, { banned: true })];
  mailStatus = { transport: 'smtp', outbox_readable: false };
  preview = { recipients: 1, resent: 0, skipped: none };
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === EXHIBITOR_ACCOUNT_PATHS.list) return sendJson(response, 200, envelope(0, 'success', { list: accounts, total: accounts.length, page: 1, page_size: 20 }));
    if (url.pathname === EXHIBITOR_ACCOUNT_PATHS.mailStatus) return sendJson(response, 200, envelope(0, 'success', mailStatus));
    if (url.pathname === EXHIBITOR_ACCOUNT_PATHS.sendEmailPreview) return sendJson(response, 200, envelope(0, 'success', preview));
    if (url.pathname === EXHIBITOR_ACCOUNT_PATHS.sendEmail) return sendJson(response, 200, envelope(0, 'success', { queued: preview.recipients }));
    if (url.pathname === EXHIBITOR_ACCOUNT_PATHS.outbox) return sendJson(response, 200, envelope(0, 'success', { list: outbox, total: outbox.length, page: 1, page_size: 10 }));
    if (url.pathname === '/admin/user/exhibitors/registrations') return sendJson(response, 200, envelope(0, 'success', { list: [], total: 0, page: 1, page_size: 10, pending_count: 0 }));
    sendJson(response, 404, routeNotFound());
  });
});

const renderPage = () => renderConsolePage(<ExhibitorAccountsPage />, { path: ACCOUNTS_PATH });
const calls = (path: string) => server.requests.filter((request) => new URL(request.url, server.url).pathname === path);
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s?定/ });

describe('credential e-mails (/account/exhibitor-account-manage)', () => {
  it('send-all asks the server first and says how many exhibitors get it and who is skipped, then sends the same body', async () => {
    preview = { recipients: 12, resent: 0, skipped: { ...none, unapproved: 2, banned: 1, sent: 5 } };
    renderPage();
    await waitFor(() => expect(screen.getByText('展商1')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /全部发送邮件/ }));
    const dialog = await confirmDialog(
      '确认向 12 个展商发送账号邮件吗？ 将跳过：待审核或已拒绝 2 个、已禁用 1 个、已发送 5 个（如需重发，请勾选后发送选中邮件）',
    );
    expect(JSON.parse(calls(EXHIBITOR_ACCOUNT_PATHS.sendEmailPreview)[0].body)).toEqual({ all: true });
    expect(calls(EXHIBITOR_ACCOUNT_PATHS.sendEmail)).toHaveLength(0);
    fireEvent.click(okButton(dialog));
    expect(await screen.findByText('已发送指定邮件')).toBeInTheDocument();
    expect(JSON.parse(calls(EXHIBITOR_ACCOUNT_PATHS.sendEmail)[0].body)).toEqual({ all: true });
  });

  it('sends nothing and says so when the preview finds nobody to send to', async () => {
    preview = { recipients: 0, resent: 0, skipped: { ...none, banned: 1, sent: 2 } };
    renderPage();
    await waitFor(() => expect(screen.getByText('展商1')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /全部发送邮件/ }));
    expect(await screen.findByText('没有需要发送邮件的展商。 已禁用 1 个、已发送 2 个（如需重发，请勾选后发送选中邮件）')).toBeInTheDocument();
    expect(calls(EXHIBITOR_ACCOUNT_PATHS.sendEmail)).toHaveLength(0);
  });

  it('a row sent before is sent again on request, with the SPEC confirmation for one exhibitor', async () => {
    preview = { recipients: 1, resent: 1, skipped: none };
    renderPage();
    await waitFor(() => expect(screen.getByText('展商2')).toBeInTheDocument());
    const row = screen.getByText('展商2').closest('tr')!;
    expect(row).toHaveTextContent('发送成功');
    fireEvent.click(within(row).getByRole('button', { name: /发送邮件/ }));
    fireEvent.click(okButton(await confirmDialog('确认向该展商发送邮件吗？')));
    await waitFor(() => expect(calls(EXHIBITOR_ACCOUNT_PATHS.sendEmail)).toHaveLength(1));
    expect(JSON.parse(calls(EXHIBITOR_ACCOUNT_PATHS.sendEmail)[0].body)).toEqual({ ids: [2], resend: true });
  });

  it('with no mail server: a banner, the kept state instead of 发送成功, no “sent” toast, and in demo mode the outbox with its links', async () => {
    mailStatus = { transport: 'outbox', outbox_readable: true };
    renderPage();
    const notice = await screen.findByTestId('mail-transport-notice');
    expect(notice).toHaveTextContent('未配置邮件服务器');
    expect(notice).toHaveTextContent('账号邮件不会发出，只保存在发件箱中');
    const kept = screen.getByText('展商1').closest('tr')!;
    expect(kept).toHaveTextContent('未发出（未配置邮件服务器）');
    expect(kept).not.toHaveTextContent('发送成功');

    fireEvent.click(within(kept).getByRole('button', { name: /发送邮件/ }));
    fireEvent.click(okButton(await confirmDialog('确认向该展商发送邮件吗？')));
    expect(await screen.findByText('邮件已保存到发件箱：未配置邮件服务器，邮件未发出')).toBeInTheDocument();
    expect(screen.queryByText('已发送指定邮件')).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: /查看发件箱/ }));
    const drawer = (await screen.findByText('发件箱（演示模式）')).closest<HTMLElement>('.ant-drawer')!;
    fireEvent.click(await within(drawer).findByText('exhibitor-1@mail.test'));
    const link = await within(drawer).findByRole('link', { name: 'http://localhost:8080/set-password?token=abc123' });
    expect(link).toHaveAttribute('href', 'http://localhost:8080/set-password?token=abc123');
    expect(within(drawer).getByText('仅保存，未发出')).toBeInTheDocument();
  });

  it('shows no banner while a mail server is configured', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByText('展商1')).toBeInTheDocument());
    await waitFor(() => expect(calls(EXHIBITOR_ACCOUNT_PATHS.mailStatus)).toHaveLength(1));
    expect(screen.queryByTestId('mail-transport-notice')).toBeNull();
  });
});
