import { asc, like, sql } from 'drizzle-orm';
import { halls } from '../../../db/schema/reference';
import { useTestDatabase } from '../../../test/test-database';
import { SEARCH_TOTAL_LIMIT, searchPage } from '../search-page';

const database = useTestDatabase();
const RARE = 3;

beforeAll(async () => {
  const common = Array.from({ length: SEARCH_TOTAL_LIMIT + 5 }, (_, index) => ({ name_zh: `常见馆${index}`, name_en: `Common ${index}`, sort: index }));
  const rare = Array.from({ length: RARE }, (_, index) => ({ name_zh: `罕见馆${index}`, name_en: `Rare ${index}`, sort: index }));
  await database.db.insert(halls).values([...common, ...rare]);
});

type Hall = { name_zh: string };
const matching = (prefix: string) => like(halls.name_zh, `${prefix}%`);
const matches = (prefix: string) => database.db.select({ one: sql`1` }).from(halls).where(matching(prefix)).$dynamic();
const pageOf = (prefix: string, page: number, size: number) =>
  database.db.select({ name_zh: halls.name_zh }).from(halls).where(matching(prefix)).orderBy(asc(halls.sort), asc(halls.id)).limit(size).offset((page - 1) * size);

/** The calls a search made, in order, with the answers `early` and `all` give. */
function traced(prefix: string, page: number, size: number, early: Hall[]) {
  const calls: string[] = [];
  return {
    calls,
    query: {
      matches: matches(prefix),
      early: async () => (calls.push('early'), early),
      all: async () => (calls.push('all'), pageOf(prefix, page, size)),
      page,
      page_size: size,
    },
  };
}

describe('searchPage', () => {
  it('a common term whose page the first rows fill answers with them, its total capped', async () => {
    const firstRows = await pageOf('常见馆', 1, 10);
    const { calls, query } = traced('常见馆', 1, 10, firstRows);
    expect(await searchPage(database.db, query)).toEqual({ rows: firstRows, total: SEARCH_TOTAL_LIMIT, capped: true });
    expect(calls).toEqual(['early']);
  });

  it('a common term whose page the first rows do not fill reads all its matches', async () => {
    const { calls, query } = traced('常见馆', 2, 10, []);
    const found = await searchPage(database.db, query);
    expect(found.rows.map((row) => row.name_zh)).toEqual(Array.from({ length: 10 }, (_, index) => `常见馆${index + 10}`));
    expect(calls).toEqual(['early', 'all']);
  });

  it('a rare term (the count stops short of its limit) is sorted among all its matches, whatever the walk found', async () => {
    const { calls, query } = traced('罕见馆', 1, 10, [{ name_zh: 'not the answer' }]);
    expect(await searchPage(database.db, query)).toEqual({ rows: await pageOf('罕见馆', 1, 10), total: RARE, capped: false });
    expect(calls).toEqual(['early', 'all']);
  });

  it('a page past a rare term’s matches is empty without reading them', async () => {
    const { calls, query } = traced('罕见馆', 2, RARE, []);
    expect(await searchPage(database.db, query)).toEqual({ rows: [], total: RARE, capped: false });
    expect(calls).toEqual(['early']);
  });

  it('a rare term’s answer does not wait for the walk of the first rows to end', async () => {
    const { query } = traced('罕见馆', 1, 10, []);
    let endWalk = () => {};
    const walk = new Promise<Hall[]>((resolve) => (endWalk = () => resolve([])));
    const found = await searchPage(database.db, { ...query, early: () => walk });
    endWalk();
    expect(found.rows).toHaveLength(RARE);
  });

  it('a failed walk of the first rows does not fail a rare term’s answer', async () => {
    const { query } = traced('罕见馆', 1, 10, []);
    const found = await searchPage(database.db, { ...query, early: () => Promise.reject(new Error('walk failed')) });
    expect(found.rows).toHaveLength(RARE);
  });

  it('without a walk, all the matches are read beside the count', async () => {
    const { calls, query } = traced('罕见馆', 1, 10, []);
    expect(await searchPage(database.db, { ...query, early: undefined })).toEqual({ rows: await pageOf('罕见馆', 1, 10), total: RARE, capped: false });
    expect(calls).toEqual(['all']);
  });
});
