import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../app';
import { testConfig } from '../../../config/config';
import type { DatabaseHandle } from '../../../db/client';
import { exhibitors } from '../../../db/schema/exhibitors';
import { openTestDatabase } from '../../../test/test-database';
import type { Fixtures } from '../../../test/fixtures';

/** Two server processes on one database (PGlite: two apps on one instance; PostgreSQL: two pools and listeners). */
let handle: DatabaseHandle;
let fixtures: Fixtures;
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  ({ handle, fixtures } = await openTestDatabase());
  first = await build({ config: testConfig(), database: handle, logger: false });
  second = await build({ config: testConfig(), database: handle, logger: false });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first?.close();
  await second.close();
  await handle.close();
});

const page = (app: FastifyInstance) => app.inject({ method: 'GET', url: `/catalogue/exhibitors/${fixtures.exhibitors.main}` });

it('drops the other process\'s cached page through LISTEN/NOTIFY when one process records a change', async () => {
  expect((await page(second)).body).toContain('演示展商');
  await handle.db.update(exhibitors).set({ intro_zh: '另一进程保存的简介' }).where(eq(exhibitors.id, fixtures.exhibitors.main));
  expect((await page(second)).body).not.toContain('另一进程保存的简介');
  await first.changes.announce('catalogue', { exhibitorId: fixtures.exhibitors.main });
  const deadline = Date.now() + 3000;
  while (!(await page(second)).body.includes('另一进程保存的简介')) {
    if (Date.now() > deadline) throw new Error('the second process still serves the old page');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
