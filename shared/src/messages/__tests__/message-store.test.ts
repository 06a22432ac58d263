/**
 * @jest-environment jsdom
 */
import { api } from '../../api/api-client';
import { bindNotifier } from '../../feedback/notifier';
import { createRecordingNotifier } from '../../feedback/recording-notifier';
import { resetSessionStore, sessionStore } from '../../session/session-store';
import { sendJson, startTestServer, type TestServer } from '../../test-support/http-test-server';
import { deleteMessage, isMessageRead, loadUnreadCount, markMessageRead, messageStore, resetMessageStore } from '../message-store';

const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });

let server: TestServer;
let unread: number;
let deleteFails: boolean;
let unbind: () => void;

beforeAll(async () => {
  server = await startTestServer({ cors: true });
  api.http.defaults.baseURL = server.url;
});
afterAll(async () => {
  api.http.defaults.baseURL = '';
  await server.close();
});

beforeEach(() => {
  resetSessionStore();
  resetMessageStore();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  deleteFails = false;
  unbind = bindNotifier(createRecordingNotifier());
  server.handle((request, response) => {
    const url = new URL(request.url, server.url);
    if (url.pathname === '/exhibitors/message/count') return sendJson(response, 200, envelope({ count: unread }));
    if (url.pathname === '/exhibitors/message/read') return sendJson(response, 200, envelope({ count: unread }));
    if (url.pathname === '/exhibitors/message/delete') {
      if (deleteFails) return sendJson(response, 500, { code: 500, message: '服务器错误', msg: '服务器错误', data: null });
      return sendJson(response, 200, envelope(null));
    }
    sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
  });
});
afterEach(() => unbind());

describe('message store (SPEC §4 message states)', () => {
  it('asks for nothing without a token (SPEC §7)', async () => {
    sessionStore.setState({ token: null });
    await loadUnreadCount();
    await markMessageRead({ id: 1, is_read: false });
    expect(server.requests).toHaveLength(0);
    expect(messageStore.getState().unread).toBeNull();
  });

  it('takes the unread count from the server and never goes below zero', async () => {
    unread = 2;
    await loadUnreadCount();
    expect(messageStore.getState().unread).toBe(2);
    unread = 1;
    await markMessageRead({ id: 7, is_read: false });
    expect(messageStore.getState().unread).toBe(1);
    expect(isMessageRead(messageStore.getState(), { id: 7, is_read: false })).toBe(true);
    // a server that answers a negative count (or a stale one) still leaves zero at worst
    unread = -1;
    await markMessageRead({ id: 8, is_read: false });
    expect(messageStore.getState().unread).toBe(0);
  });

  it('opens an already read message without a call', async () => {
    await markMessageRead({ id: 9, is_read: true });
    messageStore.setState({ readIds: { 10: true } });
    await markMessageRead({ id: 10, is_read: false });
    expect(server.requests).toHaveLength(0);
  });

  it('deletes only after the server succeeded; an unread deletion lowers the count', async () => {
    messageStore.setState({ unread: 1 });
    deleteFails = true;
    await expect(deleteMessage({ id: 3, is_read: false })).rejects.toMatchObject({ status: 500 });
    expect(messageStore.getState()).toMatchObject({ unread: 1, deletedIds: {} });

    deleteFails = false;
    await deleteMessage({ id: 3, is_read: false });
    expect(messageStore.getState()).toMatchObject({ unread: 0, deletedIds: { 3: true } });
    expect(new URL(server.requests.at(-1)!.url, server.url).searchParams.get('id')).toBe('3');
    await deleteMessage({ id: 4, is_read: true });
    expect(messageStore.getState().unread).toBe(0);
  });

  it('forgets everything when the session ends', () => {
    messageStore.setState({ unread: 4, readIds: { 1: true }, deletedIds: { 2: true } });
    sessionStore.getState().clear();
    expect(messageStore.getState()).toEqual({ unread: null, readIds: {}, deletedIds: {} });
  });
});
