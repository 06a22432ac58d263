import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { build } from '../../app';
import { SERVER_ROOT, testConfig } from '../../config/config';
import { jobs } from '../../db/schema/jobs';
import { outboxMessages } from '../../db/schema/messaging';
import { JobQueue } from '../../lib/jobs/job-queue';
import { type QueueDatabases, openQueueDatabases } from '../../lib/jobs/__tests__/support/queue-databases';
import { OUTBOX_SEND, registerOutboxJobs } from '../../lib/outbox/outbox-jobs';

/** An SMS gateway that takes requests and never answers: a send in flight for as long as the test likes. */
async function silentGateway() {
  let received!: () => void;
  const arrived = new Promise<void>((resolve) => (received = resolve));
  const server = http.createServer(() => received());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url: `http://127.0.0.1:${port}/sms`, arrived, close };
}

describe('job queue of a server process on shutdown', () => {
  let dbs: QueueDatabases;
  beforeAll(async () => {
    dbs = await openQueueDatabases();
  });
  afterAll(() => dbs?.close());
  const rowOf = async (id: number) => (await dbs.first.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('app.close() hands back a job still running after the grace time', async () => {
    const app = await build({ config: testConfig(), database: dbs.first, logger: false });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let aborted = false;
    app.jobs.register('test.endless', {
      payload: z.object({}),
      handle: (_payload, context) =>
        new Promise(() => {
          context.signal.addEventListener('abort', () => (aborted = true));
          started();
        }),
    });
    await app.ready();
    const { row } = await app.jobs.enqueue('test.endless', {});
    await running;
    expect(await rowOf(row.id)).toMatchObject({ status: 'running', attempts: 1, locked_by: app.jobs.workerId });

    await app.close();
    expect(aborted).toBe(true);
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null, locked_until: null, last_error: null });
  });

  if (process.env.TEST_DATABASE_URL) {
    it('SIGTERM to a server process (src/main.ts) hands back the SMS job it was sending (PostgreSQL)', async () => {
      const gateway = await silentGateway();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'jobs-sigterm-'));
      let server: ChildProcess | undefined;
      try {
        // this process only enqueues: the server process is the one worker
        const web = new JobQueue({ db: dbs.first.db });
        registerOutboxJobs(web, { mail: { send: async () => undefined }, sms: { send: async () => undefined } });
        const { row } = await web.enqueue(OUTBOX_SEND, { message: { channel: 'sms', phone: '13800138000', text: 'Your login code is 123456' } });

        server = spawn(path.join(SERVER_ROOT, '../node_modules/.bin/tsx'), ['src/main.ts'], {
          cwd: SERVER_ROOT,
          stdio: 'ignore',
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            DATABASE_URL: dbs.url,
            DATA_DIR: dataDir,
            HOST: '127.0.0.1',
            PORT: '0',
            LOG_LEVEL: 'silent',
            SMS_WEBHOOK_URL: gateway.url,
            JOBS_CONCURRENCY: '1',
          },
        });
        const exited = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));
        await gateway.arrived;
        const running = await rowOf(row.id);
        expect(running).toMatchObject({ status: 'running', attempts: 1 });
        const [outbox] = await dbs.first.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '13800138000'));
        expect(outbox).toMatchObject({ body: 'Your login code is 123456', sent_at: null });

        server.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null, locked_until: null });
      } finally {
        if (server?.exitCode === null) server.kill('SIGKILL');
        await gateway.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});
