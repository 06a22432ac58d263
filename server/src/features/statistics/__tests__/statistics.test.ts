import { messageReceipts, messages, uploadedFiles } from '../../../db/schema/content';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import type { Statistics } from '../statistics-queries';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const read = async () => envelope<Statistics>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/statistics/info' })).data;

describe('GET /admin/statistics/info', () => {
  it('counts exhibitors by type and profile state, and the accounts', async () => {
    const stats = await read();
    expect(stats.exhibitors).toEqual({ total: 3, saved: 2, by_type: { FIE: 1, Local: 1, International: 1 } });
    expect(stats.accounts).toMatchObject({ total: 5, sub_accounts: 2 });
  });

  it('follows messages, unread deliveries, uploads and logins as they happen', async () => {
    const before = await read();
    const [message] = await t.db.insert(messages).values({ title_zh: '布展通知', content_zh: '<p>3月25日布展</p>' }).returning({ id: messages.id });
    await t.db.insert(messageReceipts).values([
      { message_id: message.id, exhibitor_id: t.fixtures.exhibitors.main },
      { message_id: message.id, exhibitor_id: t.fixtures.exhibitors.rival, read_at: new Date() },
    ]);
    await t.db.insert(uploadedFiles).values({ owner_kind: 'admin_user', owner_id: t.fixtures.accounts.organizer, storage_key: '2025/03/0123456789abcdef0123456789abcdef.png', mime: 'image/png', size: 2048 });
    const login = await t.injectAs('anonymous', {
      method: 'POST',
      url: '/exhibitors/user/login',
      payload: { user_name: 'rival@demo.fair', password: 'Fair2025!', clientType: 'exhibitor' },
    });
    expect(login.statusCode).toBe(200);
    const after = await read();
    expect(after.messages).toEqual({ total: before.messages.total + 1, unread: before.messages.unread + 1 });
    expect(after.uploads).toEqual({ files: before.uploads.files + 1, bytes: before.uploads.bytes + 2048 });
    expect(after.logins).toEqual({
      accounts_last_7_days: before.logins.accounts_last_7_days + 1,
      accounts_last_30_days: before.logins.accounts_last_30_days + 1,
    });
  });

  it('belongs to organizers with the dashboard role', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/statistics/info' })).statusCode).toBe(200);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/statistics/info' })).statusCode).toBe(403);
    expect((await t.injectAs('miniprog', { method: 'GET', url: '/admin/statistics/info' })).statusCode).toBe(403);
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/admin/statistics/info' })).statusCode).toBe(401);
  });
});
