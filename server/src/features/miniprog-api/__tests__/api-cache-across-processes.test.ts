import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MINIPROG_API_PATHS } from '@fair/shared/contracts/miniprog-api';
import { build } from '../../../app';
import { testConfig } from '../../../config/config';
import type { DatabaseHandle } from '../../../db/client';
import { exhibitors } from '../../../db/schema/exhibitors';
import { miniprogPopups } from '../../../db/schema/miniprog';
import { openTestDatabase } from '../../../test/test-database';
import type { Fixtures } from '../../../test/fixtures';
import { type MiniprogWorld, insertMiniprogWorld } from './miniprog-world';

/** Two server processes on one database (PGlite: two apps on one instance; PostgreSQL: two pools and listeners). */
let handle: DatabaseHandle;
let fixtures: Fixtures;
let world: MiniprogWorld;
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  ({ handle, fixtures } = await openTestDatabase());
  world = await insertMiniprogWorld(handle.db, fixtures);
  first = await build({ config: testConfig(), database: handle, logger: false });
  second = await build({ config: testConfig(), database: handle, logger: false });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first?.close();
  await second.close();
  await handle.close();
});

const read = (app: FastifyInstance, url: string, etag?: string) => app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

/** Polls the second process until its answer passes `check` (NOTIFY arrives asynchronously). */
async function eventually(url: string, check: (response: LightMyRequestResponse) => boolean): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const response = await read(second, url);
    if (check(response)) return response;
    if (Date.now() > deadline) throw new Error(`the second process still serves the old ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it("drops the other process's cached answers when one process announces a mini-programme change", async () => {
  const before = await read(second, MINIPROG_API_PATHS.popups);
  expect(before.body).toContain('popup-1.png');
  await handle.db.update(miniprogPopups).set({ enabled: false }).where(eq(miniprogPopups.id, world.popups.live));
  // not announced: the second process keeps its answer and its ETag
  expect((await read(second, MINIPROG_API_PATHS.popups, before.headers.etag as string)).statusCode).toBe(304);
  await first.changes.announce('miniprog', 'all');
  const after = await eventually(MINIPROG_API_PATHS.popups, (response) => !response.body.includes('popup-1.png'));
  expect(after.headers.etag).not.toBe(before.headers.etag);
});

it("drops the other process's exhibitor answers when an exhibitor's public data changes (the catalogue's notice)", async () => {
  const url = MINIPROG_API_PATHS.exhibitor(fixtures.exhibitors.main);
  expect((await read(second, url)).body).toContain('1A01');
  await handle.db.update(exhibitors).set({ booth: '2C03' }).where(eq(exhibitors.id, fixtures.exhibitors.main));
  await first.changes.announce('catalogue', { exhibitorId: fixtures.exhibitors.main });
  await eventually(url, (response) => response.body.includes('2C03'));
  // the home lists the company too
  await eventually(MINIPROG_API_PATHS.home, (response) => response.body.includes('2C03'));
});
