import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { messageStore, resetMessageStore } from '@fair/shared/messages/message-store';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { loadNamespace } from '@fair/locales/messages';
import { NotificationBell } from '../notification-bell';

const messages = [
  { id: 11, title: '撤展通知', content: '<p>请于 <b>3月28日</b> 17:00 后撤展</p>', pub_date: '2025-03-24T08:00:00Z', is_read: false },
  { id: 12, title: '布展时间安排', content: '<p>布展时间</p>', pub_date: '2025-03-12T08:00:00Z', is_read: true },
];

let server: TestServer;
let unread: number;

const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  await i18n.changeLanguage('zh-cn');
  server = await startApiTestServer();
});

afterAll(() => stopApiTestServer(server));

/** The bell in the header of a page, with the full list as another route. */
function renderBell() {
  return render(
    <MemoryRouter initialEntries={['/exhibitor/dashboard']}>
      <NotificationBell />
      <Routes>
        <Route path="/exhibitor/dashboard" element={<p>home</p>} />
        <Route path="/message/list" element={<p>full message list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetSessionStore();
  resetMessageStore();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  server.handle((request, response) => {
    const url = new URL(request.url, server.url);
    if (url.pathname === '/exhibitors/message/count') return sendJson(response, 200, envelope({ count: unread }));
    if (url.pathname === '/exhibitors/message/list') return sendJson(response, 200, envelope({ list: messages, total: 2, page: 1, page_size: 10 }));
    if (url.pathname === '/exhibitors/message/read') {
      unread = Math.max(0, unread - 1);
      return sendJson(response, 200, envelope({ count: unread }));
    }
    sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
  });
});

describe('NotificationBell (SPEC §2 header, §4 message states)', () => {
  it('shows the unread count, lists the latest page of 10, and reading one lowers the count', async () => {
    unread = 3;
    renderBell();
    await waitFor(() => expect(document.querySelector('.ant-badge-count')).toHaveTextContent('3'));

    fireEvent.click(screen.getByRole('button', { name: '通知' }));
    expect(await screen.findByText('撤展通知')).toBeInTheDocument();
    const list = server.requests.find((request) => request.url.startsWith('/exhibitors/message/list'));
    expect(new URL(list!.url, server.url).searchParams.get('page_size')).toBe('10');

    fireEvent.click(screen.getByText('撤展通知'));
    // the content is shown as text, never as markup
    expect(await screen.findByText('请于 3月28日 17:00 后撤展')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-badge-count')).toHaveTextContent('2'));
    const read = server.requests.find((request) => request.url === '/exhibitors/message/read');
    expect(JSON.parse(read!.body)).toEqual({ id: 11 });
  });

  it('does not mark an already read message again', async () => {
    unread = 1;
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: '通知' }));
    fireEvent.click(await screen.findByText('布展时间安排'));
    expect(await screen.findByText('布展时间')).toBeInTheDocument();
    expect(server.requests.some((request) => request.url === '/exhibitors/message/read')).toBe(false);
  });

  it('never shows a count below zero and follows the count the list page changes (one shared store)', async () => {
    unread = -2;
    renderBell();
    await waitFor(() => expect(messageStore.getState().unread).toBe(0));
    expect(document.querySelector('.ant-badge-count')).toBeNull();
    act(() => messageStore.setState({ unread: 4 }));
    await waitFor(() => expect(document.querySelector('.ant-badge-count')).toHaveTextContent('4'));
    // a message read or deleted on the list page shows read / disappears in the bell too
    act(() => messageStore.setState({ readIds: { 11: true }, deletedIds: { 12: true } }));
    fireEvent.click(screen.getByRole('button', { name: '通知' }));
    expect(await screen.findByText('撤展通知')).toBeInTheDocument();
    expect(screen.queryByText('布展时间安排')).toBeNull();
    fireEvent.click(screen.getByText('撤展通知'));
    expect(await screen.findByText('请于 3月28日 17:00 后撤展')).toBeInTheDocument();
    expect(server.requests.some((request) => request.url === '/exhibitors/message/read')).toBe(false);
  });

  it('leads to the full message list', async () => {
    unread = 0;
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: '通知' }));
    // the list has arrived (no request left in flight when the server closes)
    expect(await screen.findByText('撤展通知')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看全部' }));
    expect(await screen.findByText('full message list')).toBeInTheDocument();
  });
});
