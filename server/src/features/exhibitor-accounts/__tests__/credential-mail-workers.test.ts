import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { build } from '../../../app';
import { testConfig } from '../../../config/config';
import { type DatabaseHandle, openDatabase } from '../../../db/client';
import { exhibitorAccounts } from '../../../db/schema/exhibitors';
import { createSession } from '../../../lib/session/session-store';
import { type Fixtures, seedFixtures } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-database';
import { startSmtpSink } from './smtp-sink';

const ACCOUNTS = 12;
const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The databases the app processes share: with TEST_DATABASE_URL one new PostgreSQL database opened by
 * two handles (two processes' pools); on PGlite one embedded database, which only one process can open.
 */
async function sharedDatabase(): Promise<{ handles: DatabaseHandle[]; fixtures: Fixtures; close(): Promise<void> }> {
  if (!serverUrl) {
    const { handle, fixtures } = await openTestDatabase();
    return { handles: [handle], fixtures, close: () => handle.close() };
  }
  const name = `fair_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase({ databaseUrl: url.toString() });
  await first.migrate();
  const fixtures = await seedFixtures(first.db);
  const second = await openDatabase({ databaseUrl: url.toString() });
  return {
    handles: [first, second],
    fixtures,
    async close() {
      await first.close();
      await second.close();
      await admin(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

const until = async (check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('credential e-mails not delivered in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe(`credential e-mails with job workers in ${serverUrl ? 'two server processes on one PostgreSQL database' : 'one process (PGlite)'}`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let apps: FastifyInstance[];
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await sharedDatabase();
    const config = testConfig({
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Fair Portal <noreply@fair.example>' },
      publicUrl: 'https://fair.example',
      jobs: { worker: true, concurrency: 3 },
    });
    apps = [];
    for (const handle of database.handles) {
      const app = await build({ config, database: handle, logger: false });
      await app.ready();
      apps.push(app);
    }
    ({ token } = await createSession(database.handles[0].db, { principalKind: 'admin_user', principalId: database.fixtures.accounts.organizer, clientType: 'organizer', remember: false }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await smtp.close();
  });

  const call = (app: FastifyInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, 'client-type': 'organizer' } });

  it('sends every e-mail exactly once when parallel requests to each process queue the same accounts', async () => {
    const ids: number[] = [];
    for (let index = 0; index < ACCOUNTS; index++) {
      const response = await call(apps[index % apps.length], '/admin/user/exhibitors/add-account', {
        name_zh: `并发展商${index}`,
        name_en: `Parallel ${index}`,
        email: `parallel${index}@workers.example`,
        password: 'Expo~2025_pw',
        exhibitor_types: ['Local'],
        operator_password: DEMO_PASSWORD,
      });
      expect(response.json()).toMatchObject({ code: 0 });
      ids.push(response.json<{ data: { id: number } }>().data.id);
    }
    // each process is asked for overlapping halves at once, twice over
    const halves = [ids.slice(0, 8), ids.slice(4)];
    const answers = await Promise.all([0, 1, 2, 3].map((index) => call(apps[index % apps.length], '/admin/user/exhibitors/send-email', { ids: halves[index % 2] })));
    const queued = answers.map((answer) => answer.json<{ code: number; data: { queued: number } }>());
    expect(queued.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
    expect(queued.reduce((sum, answer) => sum + answer.data.queued, 0)).toBe(ACCOUNTS);

    const db = database.handles[0].db;
    await until(async () => {
      const [{ sent }] = await db.select({ sent: count() }).from(exhibitorAccounts).where(and(inArray(exhibitorAccounts.id, ids), eq(exhibitorAccounts.send_status, 'sent')));
      return sent === ACCOUNTS;
    });
    const received = smtp.received.map((mail) => mail.to[0]).filter((to) => to.endsWith('@workers.example')).sort();
    expect(received).toEqual(ids.map((_, index) => `parallel${index}@workers.example`).sort());
    const rows = await db.select({ status: exhibitorAccounts.send_status }).from(exhibitorAccounts).where(inArray(exhibitorAccounts.id, ids));
    expect(rows.map((row) => row.status)).toEqual(Array(ACCOUNTS).fill('sent'));
  });
});
