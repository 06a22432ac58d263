import type { Page } from '@fair/shared/contracts/envelope';
import type { ExhibitorAccountItem, MailStatus, OutboxMail, SendEmailPreview } from '@fair/shared/contracts/exhibitor-accounts';
import type { OrganizerStatistics } from '@fair/shared/contracts/organizer-dashboard';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

const ORIGIN = 'https://fair.example';

/** No SMTP configured: the embedded demo as `npm start` runs it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ smtp: undefined, demo: true, publicUrl: ORIGIN, jobs: { worker: false, concurrency: 1 } });
});
afterAll(() => t?.close());

const get = async <T,>(url: string, query: Record<string, string> = {}) => envelope<T>(await t.injectAs('organizerAll', { method: 'GET', url, query })).data;
const post = (url: string, payload: object) => t.injectAs('organizerAll', { method: 'POST', url, payload });

async function addAccount(email: string): Promise<number> {
  const response = await post('/admin/user/exhibitors/add-account', { name_zh: `留存${email}`, name_en: `Kept ${email}`, email, password: 'Expo~2025_pw', exhibitor_types: ['FIE'], operator_password: DEMO_PASSWORD });
  return envelope<{ id: number }>(response).data.id;
}

describe('credential e-mails with no mail server configured', () => {
  it('tells the organizer that e-mails only reach the outbox, and lets it read the outbox in demo mode', async () => {
    expect(await get<MailStatus>('/admin/user/exhibitors/mail-status')).toEqual({ transport: 'outbox', outbox_readable: true });
  });

  it('keeps the e-mail in the outbox with the distinct state “kept”, never 发送成功, and the dashboard does not count it as sent', async () => {
    const before = (await get<OrganizerStatistics>('/admin/statistics/info')).funnel;
    const id = await addAccount('kept@outbox.example');
    expect(envelope(await post('/admin/user/exhibitors/send-email', { ids: [id] })).data).toEqual({ queued: 1 });
    await t.app.jobs.runUntilIdle();

    const [row] = (await get<Page<ExhibitorAccountItem>>('/admin/user/exhibitors', { keyword: 'kept@outbox' })).list;
    expect(row).toMatchObject({ send_status: 'kept', sent_at: null, send_error: null });
    expect((await get<Page<ExhibitorAccountItem>>('/admin/user/exhibitors', { send_status: 'kept' })).list.map((account) => account.id)).toContain(id);
    const after = (await get<OrganizerStatistics>('/admin/statistics/info')).funnel;
    expect(after).toEqual({ ...before, created: before.created + 1 });

    // kept is no delivery: the next send (say, once SMTP is configured) includes it without resend
    const preview = envelope<SendEmailPreview>(await post('/admin/user/exhibitors/send-email/preview', { ids: [id] })).data;
    expect(preview).toMatchObject({ recipients: 1, resent: 0 });
  });

  it('lists the kept e-mails newest first with their set-password link, which works', async () => {
    const outbox = await get<Page<OutboxMail>>('/admin/user/exhibitors/outbox', { page_size: '5' });
    expect(outbox.page_size).toBe(5);
    const mail = outbox.list.find((entry) => entry.recipient === 'kept@outbox.example')!;
    expect(mail).toMatchObject({ subject: '展商中心账号开通 / Your exhibitor centre account', sent_at: null, error: null });
    const link = /https:\/\/fair\.example\/set-password\?token=(\S+)/.exec(mail.body)!;
    const check = await t.app.inject({ method: 'GET', url: '/exhibitors/user/set-password', query: { token: decodeURIComponent(link[1]) } });
    expect(envelope(check).data).toMatchObject({ email: 'kept@outbox.example' });
    const times = outbox.list.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/admin/user/exhibitors/outbox', query: { page_size: '500' } })).statusCode).toBe(422);
  });

  it('is for organizers holding account.exhibitor-account-manage only', async () => {
    for (const [principal, status] of [['organizerLimited', 403], ['exhibitorA', 403], ['miniprog', 403], ['anonymous', 401]] as const) {
      expect((await t.injectAs(principal, { method: 'GET', url: '/admin/user/exhibitors/outbox' })).statusCode).toBe(status);
      expect((await t.injectAs(principal, { method: 'GET', url: '/admin/user/exhibitors/mail-status' })).statusCode).toBe(status);
    }
  });
});

describe('outside demo mode', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await buildTestApp({ smtp: undefined, demo: false, jobs: { worker: false, concurrency: 1 } });
  });
  afterAll(() => live?.close());

  it('still says that e-mails stay in the outbox, but never lists it (its e-mails carry links and codes)', async () => {
    expect(envelope<MailStatus>(await live.injectAs('organizerAll', { method: 'GET', url: '/admin/user/exhibitors/mail-status' })).data).toEqual({ transport: 'outbox', outbox_readable: false });
    expect((await live.injectAs('organizerAll', { method: 'GET', url: '/admin/user/exhibitors/outbox' })).statusCode).toBe(404);
  });
});
