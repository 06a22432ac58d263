import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { halls } from '../../db/schema/reference';
import { DigestTracker, changedTables } from '../database-digest';
import { openTestDatabase } from '../test-database';

// The permission matrix trusts this tracker to see every change a refused call could make.
describe('DigestTracker', () => {
  let handle: DatabaseHandle;
  let tracker: DigestTracker;

  beforeAll(async () => {
    handle = (await openTestDatabase()).handle;
    tracker = await DigestTracker.install(handle.db);
  });
  afterAll(() => handle?.close());

  it('answers the remembered digest while nothing is written, without hashing again', async () => {
    const first = await tracker.digest();
    expect(await tracker.digest()).toBe(first);
  });

  it('sees an insert, an update and a delete, each in the table it touched', async () => {
    const before = await tracker.digest();
    const [hall] = await handle.db.insert(halls).values({ name_zh: '9号馆', name_en: 'Hall 9' }).returning();
    const inserted = await tracker.digest();
    expect(changedTables(before, inserted)).toEqual(['halls']);

    await handle.db.update(halls).set({ name_en: 'Hall 9A' }).where(eq(halls.id, hall.id));
    const updated = await tracker.digest();
    expect(changedTables(inserted, updated)).toEqual(['halls']);

    await handle.db.delete(halls).where(eq(halls.id, hall.id));
    expect(changedTables(before, await tracker.digest())).toEqual([]);
    expect(changedTables(updated, await tracker.digest())).toEqual(['halls']);
  });

  it('sees a write that was rolled back as no change', async () => {
    const before = await tracker.digest();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(halls).values({ name_zh: '10号馆', name_en: 'Hall 10' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(changedTables(before, await tracker.digest())).toEqual([]);
  });
});
