import { like, sql } from 'drizzle-orm';
import { halls } from '../../../db/schema/reference';
import { useTestDatabase } from '../../../test/test-database';
import { countUpTo } from '../count-up-to';

const database = useTestDatabase();

beforeAll(async () => {
  await database.db.insert(halls).values(Array.from({ length: 30 }, (_, index) => ({ name_zh: `计数馆${index + 1}`, name_en: `Count hall ${index + 1}`, sort: index % 7 })));
});

const countHalls = () => database.db.select({ one: sql`1` }).from(halls).where(like(halls.name_zh, '计数馆%')).$dynamic();

describe('countUpTo', () => {
  it('counts exactly up to the limit and says when there are more', async () => {
    expect(await countUpTo(database.db, countHalls(), 30)).toEqual({ total: 30, capped: false });
    expect(await countUpTo(database.db, countHalls(), 31)).toEqual({ total: 30, capped: false });
    expect(await countUpTo(database.db, countHalls(), 29)).toEqual({ total: 29, capped: true });
    expect(await countUpTo(database.db, countHalls(), 5)).toEqual({ total: 5, capped: true });
  });

  it('counts what the filter finds, not the table', async () => {
    const some = database.db.select({ one: sql`1` }).from(halls).where(like(halls.name_en, 'Count hall 1%')).$dynamic();
    expect(await countUpTo(database.db, some, 100)).toEqual({ total: 11, capped: false });
  });
});
