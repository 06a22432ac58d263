import type { FastifyInstance } from 'fastify';
import { build } from '../../app';
import { testConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/client';
import { halls } from '../../db/schema/reference';
import { notifyChange } from '../../lib/changes/change-topics';
import type { CatalogueScope } from '../../lib/catalogue/catalogue-scope';
import { openTestDatabase } from '../../test/test-database';

/** Two server processes on one database (PGlite: two apps on one instance; PostgreSQL: two pools and listeners). */
let handle: DatabaseHandle;
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  ({ handle } = await openTestDatabase());
  first = await build({ config: testConfig(), database: handle, logger: false });
  second = await build({ config: testConfig(), database: handle, logger: false });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await handle?.close();
});

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  // well under the reference lists' own 5 s expiry: only the notice can make it
  const deadline = Date.now() + 3000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('change notification', () => {
  it('gives this process\'s listeners the change before the announcement resolves, and the other process\'s through NOTIFY', async () => {
    const here: CatalogueScope[] = [];
    const there: CatalogueScope[] = [];
    await first.changes.on('catalogue', (scope) => here.push(scope));
    await second.changes.on('catalogue', (scope) => there.push(scope));
    const announcing = first.changes.announce('catalogue', { exhibitorId: 7 });
    expect(here).toEqual([{ exhibitorId: 7 }]);
    await announcing;
    await until(() => there.length > 0, 'the second process hears the change');
    expect(there).toEqual([{ exhibitorId: 7 }]);
  });

  it('reaches another process\'s cached reference lists at once when an organizer changes a hall', async () => {
    const hallNames = async () => (JSON.parse((await second.inject({ method: 'GET', url: '/api/exhibitors/hall/list' })).body) as { data: { name: string }[] }).data.map((hall) => hall.name);
    expect(await hallNames()).not.toContain('通知测试馆');
    await handle.db.insert(halls).values({ name_zh: '通知测试馆', name_en: 'Notice hall', sort: 99 });
    expect(await hallNames()).not.toContain('通知测试馆');
    await first.changes.announce('reference', 'all');
    await until(async () => (await hallNames()).includes('通知测试馆'), 'the second process lists the new hall');
  });

  it('sends nothing for a change whose transaction rolled back', async () => {
    const heard: string[] = [];
    await second.changes.on('miniprog', (value) => heard.push(value));
    await expect(
      handle.db.transaction(async (tx) => {
        await notifyChange(tx as unknown as typeof handle.db, 'miniprog', 'all');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // notices arrive in commit order: one sent after the rollback comes alone
    await notifyChange(handle.db, 'miniprog', 'all');
    await until(() => heard.length > 0, 'the committed notice');
    expect(heard).toEqual(['all']);
  });

  it('keeps telling the other listeners when one of them fails', async () => {
    const heard: string[] = [];
    await first.changes.on('reference', () => {
      throw new Error('a broken listener');
    });
    await first.changes.on('reference', (value) => heard.push(value));
    await first.changes.announce('reference', 'all');
    expect(heard[0]).toBe('all');
  });
});
