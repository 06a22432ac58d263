import { desc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { outboxMessages } from '../../../db/schema/messaging';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

// no PUBLIC_URL and no SMTP: the links follow the request's host and the e-mail stays in the outbox
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: undefined, jobs: { worker: false, concurrency: 1 } });
});
afterAll(() => t?.close());

const onOrganizerHost = (url: string, payload: object) =>
  t.injectAs('organizerAll', { method: 'POST', url, payload, headers: { host: 'organizer.localhost:8080', 'language-set': 'en-us' } });

describe('credential e-mail links without PUBLIC_URL', () => {
  it('open the exhibitor centre when the organizer sends them from the organizer host', async () => {
    const email = 'links@host.example';
    const added = await onOrganizerHost('/admin/user/exhibitors/add-account', { name_zh: '链接展商', name_en: 'Link Exhibitor', email, password: 'Expo~2025_pw', exhibitor_types: ['FIE'], operator_password: DEMO_PASSWORD });
    const { id } = envelope<{ id: number }>(added).data;
    expect(envelope(await onOrganizerHost('/admin/user/exhibitors/send-email', { ids: [id] })).data).toEqual({ queued: 1 });
    await t.app.jobs.runUntilIdle();

    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.id)).limit(1);
    expect(mail.body).toContain('http://localhost:8080/exhibitor_login');
    expect(mail.body).toMatch(/http:\/\/localhost:8080\/set-password\?token=\S+/);
    expect(mail.body).not.toContain('organizer.localhost');
  });
});
