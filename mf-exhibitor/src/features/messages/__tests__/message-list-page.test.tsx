import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { queryClient } from '@fair/shared/api/query-client';
import { bindNotifier } from '@fair/shared/feedback/notifier';
import { createRecordingNotifier } from '@fair/shared/feedback/recording-notifier';
import { i18n } from '@fair/shared/i18n/i18n';
import { messageStore, resetMessageStore } from '@fair/shared/messages/message-store';
import { sessionStore } from '@fair/shared/session/session-store';
import { demoSubAccount } from '@fair/shared/test-support/demo-users';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import MessageListPage from '../pages/message-list-page';
import { resetExhibitorPage, startExhibitorPageServer, stopExhibitorPageServer } from '../../../test-support/exhibitor-page-server';

jest.setTimeout(30_000);
// the machine is shared: give slow answers time before a wait gives up (as the download centre's test)
configure({ asyncUtilTimeout: 5000 });

const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });

/** 23 messages, newest first; the first three unread. */
const messageOf = (n: number): MessageItem => ({
  id: 100 + n,
  title: `通知 ${n}`,
  content: `<p>内容 ${n}</p>`,
  pub_date: new Date(Date.UTC(2025, 2, 24, 8) - n * 86_400_000).toISOString(),
  is_read: n > 3,
});

let server: TestServer;
let messages: MessageItem[];
/** what the server answers as the unread count (null: the real count) */
let countOverride: number | null;
let deleteFails: boolean;
let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;

const unreadOnServer = () => countOverride ?? messages.filter((message) => !message.is_read).length;
const requestsTo = (pathname: string) => server.requests.filter((request) => new URL(request.url, server.url).pathname === pathname);

beforeAll(async () => {
  server = await startExhibitorPageServer('messages');
});

afterAll(() => stopExhibitorPageServer(server));

beforeEach(async () => {
  await resetExhibitorPage(server);
  resetMessageStore();
  // each test starts from the server, not from the answers an earlier test left in the page's cache
  queryClient.clear();
  messages = Array.from({ length: 23 }, (_, i) => messageOf(i + 1));
  countOverride = null;
  deleteFails = false;
  feedback = createRecordingNotifier();
  unbind = bindNotifier(feedback);
  server.handle((request, response) => {
    const url = new URL(request.url, server.url);
    const id = Number(url.searchParams.get('id') ?? (request.body ? (JSON.parse(request.body) as { id: number }).id : 0));
    switch (url.pathname) {
      case '/exhibitors/message/count':
        return sendJson(response, 200, envelope({ count: unreadOnServer() }));
      case '/exhibitors/message/list': {
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('page_size'));
        return sendJson(response, 200, envelope({ list: messages.slice((page - 1) * size, page * size), total: messages.length, page, page_size: size }));
      }
      case '/exhibitors/message/read':
        messages = messages.map((message) => (message.id === id ? { ...message, is_read: true } : message));
        return sendJson(response, 200, envelope({ count: unreadOnServer() }));
      case '/exhibitors/message/delete':
        if (deleteFails) return sendJson(response, 500, { code: 500, message: '服务器内部错误', msg: '服务器内部错误', data: null });
        messages = messages.filter((message) => message.id !== id);
        return sendJson(response, 200, envelope(null));
      default:
        return sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
    }
  });
});

afterEach(() => unbind());

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/message/list']}>
      <MessageListPage />
    </MemoryRouter>,
  );
}

const rowOf = (title: string) => within(document.querySelector('.ant-table-tbody') as HTMLElement).getByText(title).closest('tr') as HTMLElement;

describe('message list page (SPEC §2 bell list, §4 message states, §9 page size 10)', () => {
  it('shows ten messages a page with publish date and read state, and pages on', async () => {
    renderPage();
    expect(await screen.findByText('通知 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('message-open')).toHaveLength(10);
    const first = requestsTo('/exhibitors/message/list')[0];
    expect(new URL(first.url, server.url).searchParams.get('page_size')).toBe('10');
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(within(rowOf('通知 1')).getByText('2025-03-23 08:00:00'.slice(0, 10), { exact: false })).toBeInTheDocument();
    expect(within(rowOf('通知 1')).getByText('未读')).toBeInTheDocument();
    expect(within(rowOf('通知 4')).getByText('已读')).toBeInTheDocument();
    expect(await screen.findByTestId('message-unread-count')).toHaveTextContent('未读 3 条');

    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('通知 21')).toBeInTheDocument();
    expect(screen.getAllByTestId('message-open')).toHaveLength(3);
    expect(new URL(requestsTo('/exhibitors/message/list').at(-1)!.url, server.url).searchParams.get('page')).toBe('3');
  });

  it('opening a message shows its sanitised content and marks it read: the count falls by one', async () => {
    messages[0] = { ...messages[0], content: '<p>请于 <b>3月28日</b> 撤展</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="https://fair.example/guide">指南</a>' };
    renderPage();
    fireEvent.click(await screen.findByText('通知 1'));
    const drawer = await screen.findByTestId('message-drawer');
    expect(within(drawer).getByText('3月28日').tagName).toBe('B');
    expect(document.querySelector('.ant-drawer-extra button')).toHaveTextContent(/删\s*除/);
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(drawer).getByText('指南')).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { __xss?: number }).__xss).toBeUndefined();

    await waitFor(() => expect(screen.getByTestId('message-unread-count')).toHaveTextContent('未读 2 条'));
    expect(messageStore.getState().unread).toBe(2);
    expect(JSON.parse(requestsTo('/exhibitors/message/read')[0].body)).toEqual({ id: 101 });
    expect(within(rowOf('通知 1')).getByText('已读')).toBeInTheDocument();

    // opening it again asks nothing more and the count stays
    fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement);
    fireEvent.click(within(rowOf('通知 1')).getByRole('button', { name: '查看 通知 1' }));
    await screen.findByTestId('message-drawer');
    expect(requestsTo('/exhibitors/message/read')).toHaveLength(1);
    expect(messageStore.getState().unread).toBe(2);
  });

  it('never shows an unread count below zero', async () => {
    countOverride = 0;
    renderPage();
    fireEvent.click(await screen.findByText('通知 2'));
    await waitFor(() => expect(requestsTo('/exhibitors/message/read')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('message-unread-count')).toHaveTextContent('未读 0 条'));
    expect(messageStore.getState().unread).toBe(0);
  });

  it('deletes after confirmation and only once the server succeeded', async () => {
    renderPage();
    await screen.findByText('通知 2');

    // the server refuses: the row stays, the reason is shown
    deleteFails = true;
    fireEvent.click(within(rowOf('通知 2')).getByRole('button', { name: '删除 通知 2' }));
    await waitFor(() => expect(requestsTo('/exhibitors/message/delete')).toHaveLength(1));
    expect(feedback.confirmations[0]).toEqual({ title: '系统提示', content: '此操作将永久删除该数据, 是否继续?' });
    await waitFor(() => expect(feedback.toasts.some((toast) => toast.level === 'error' && toast.content === '服务器内部错误')).toBe(true));
    await waitFor(() => expect(within(rowOf('通知 2')).getByRole('button', { name: '删除 通知 2' })).not.toHaveClass('ant-btn-loading'));
    expect(messageStore.getState().deletedIds).toEqual({});

    // cancelled: nothing is sent
    feedback.confirmAnswer = false;
    fireEvent.click(within(rowOf('通知 2')).getByRole('button', { name: '删除 通知 2' }));
    await waitFor(() => expect(feedback.confirmations).toHaveLength(2));
    expect(requestsTo('/exhibitors/message/delete')).toHaveLength(1);

    // accepted and the server succeeds: the row goes, the next page's first message moves up
    feedback.confirmAnswer = true;
    deleteFails = false;
    fireEvent.click(within(rowOf('通知 2')).getByRole('button', { name: '删除 通知 2' }));
    await waitFor(() => expect(screen.queryByText('通知 2')).not.toBeInTheDocument());
    expect(new URL(requestsTo('/exhibitors/message/delete').at(-1)!.url, server.url).searchParams.get('id')).toBe('102');
    expect(feedback.toasts.some((toast) => toast.level === 'success' && toast.content === '数据删除成功')).toBe(true);
    expect(await screen.findByText('通知 11')).toBeInTheDocument();
    expect(screen.getByText('共 22 条')).toBeInTheDocument();
    // an unread message deleted lowers the count too
    expect(screen.getByTestId('message-unread-count')).toHaveTextContent('未读 2 条');
  });

  it('offers no delete to a sub-account without the message power (SPEC §6)', async () => {
    sessionStore.getState().setUser(demoSubAccount(['exhibitor.product.edit']));
    renderPage();
    fireEvent.click(await screen.findByText('通知 1'));
    await screen.findByTestId('message-drawer');
    expect(screen.queryAllByRole('button', { name: /^删除 / })).toHaveLength(0);
    expect(document.querySelector('.ant-drawer-extra button')).toBeNull();
    await waitFor(() => expect(requestsTo('/exhibitors/message/read')).toHaveLength(1));
  });

  it('says so when there is no message', async () => {
    messages = [];
    renderPage();
    expect(await screen.findByText('暂无通知')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-us');
    renderPage();
    await screen.findAllByTestId('message-open');
    expect(screen.getByRole('columnheader', { name: 'Published' })).toBeInTheDocument();
    expect(within(rowOf('通知 1')).getByText('Unread')).toBeInTheDocument();
    expect(await screen.findByTestId('message-unread-count')).toHaveTextContent('Unread: 3');
  });
});
