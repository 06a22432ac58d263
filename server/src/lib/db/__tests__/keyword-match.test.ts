import { asc, ilike, inArray, or, sql } from 'drizzle-orm';
import { exhibitors } from '../../../db/schema/exhibitors';
import { useTestDatabase } from '../../../test/test-database';
import { keywordMatch } from '../keyword-match';
import { containing } from '../like-pattern';

const database = useTestDatabase();

const NAMES: [string, string][] = [
  ['深圳华芯电子科技有限公司', 'Shenzhen Huaxin Electronics Co., Ltd.'],
  ['上海芯源半导体', 'Shanghai Xinyuan Semiconductor'],
  ['华为技术', 'Huawei Technologies'],
  ['苏州１００％连接器', 'Suzhou 100% Connector_Works'],
  ['东莞电源', 'POWER ic Dongguan'],
  ['全角ＡＢＣ电子', ''],
];
let ids: number[] = [];

beforeAll(async () => {
  ids = (await database.db.insert(exhibitors).values(NAMES.map(([zh, en]) => ({ name_zh_cn: zh, name_en: en }))).returning({ id: exhibitors.id })).map((row) => row.id);
});

const columns = [exhibitors.name_zh_cn, exhibitors.name_en];
const found = async (keyword: string) =>
  (await database.db.select({ name: exhibitors.name_zh_cn }).from(exhibitors).where(sql`${inArray(exhibitors.id, ids)} and ${keywordMatch(exhibitors.search_grams, columns, keyword)}`).orderBy(asc(exhibitors.id))).map(
    (row) => row.name,
  );
const byIlike = async (keyword: string) =>
  (
    await database.db
      .select({ name: exhibitors.name_zh_cn })
      .from(exhibitors)
      .where(sql`${inArray(exhibitors.id, ids)} and ${or(...columns.map((column) => ilike(column, containing(keyword))))}`)
      .orderBy(asc(exhibitors.id))
  ).map((row) => row.name);

describe('keywordMatch', () => {
  it('finds two-character and one-character Chinese terms and English in any case', async () => {
    expect(await found('华芯')).toEqual(['深圳华芯电子科技有限公司']);
    expect(await found('芯')).toEqual(['深圳华芯电子科技有限公司', '上海芯源半导体']);
    expect(await found('power IC')).toEqual(['东莞电源']);
    expect(await found('huaxin elec')).toEqual(['深圳华芯电子科技有限公司']);
    expect(await found('电子')).toEqual(['深圳华芯电子科技有限公司', '全角ＡＢＣ电子']);
  });

  it('needs the characters next to each other, as "contains" does: all pairs present elsewhere is no match', async () => {
    // 华为 and 华芯: "华" and "芯" and "为" are all there, but not "为芯"
    expect(await found('为芯')).toEqual([]);
    expect(await found('子电')).toEqual([]);
  });

  it('takes % and _ literally, and answers every term exactly as a plain ILIKE would', async () => {
    expect(await found('100%')).toEqual(['苏州１００％连接器']);
    expect(await found('r_w')).toEqual(['苏州１００％连接器']);
    expect(await found('%')).toEqual(['苏州１００％连接器']);
    for (const term of ['华', '华芯电子', 'shen', 'SEMI', 'co., ltd', ' 源半 ', 'ＡＢＣ', 'abc', 'Ltd.', "it's", 'a\\b', '😀', 'x'.repeat(200), '电 子', 'connector_works', 'huaxin electronics', '半导体', 'a b c', 'ic d']) {
      expect([term, await found(term)]).toEqual([term, await byIlike(term)]);
    }
  });

  it('asks the index for triples covering a word from three characters on, its pair at two, the character alone at one', async () => {
    const queryGrams = async (term: string) =>
      ((await database.db.execute(sql`select fair_query_grams(${term}) as grams`)) as unknown as { rows: { grams: string[] }[] }).rows[0].grams.toSorted();
    // the pairs of a common word (co, on, nn, ...) are in most names; its triples are not
    expect(await queryGrams('Connector')).toEqual(['con', 'nec', 'tor']);
    expect(await queryGrams('connectors')).toEqual(['con', 'nec', 'ors', 'tor']);
    expect(await queryGrams(' power  IC ')).toEqual(['ic', 'pow', 'wer']);
    expect(await queryGrams('华芯电子')).toEqual(['华芯电', '芯电子']);
    expect(await queryGrams('连接器')).toEqual(['连接器']);
    expect(await queryGrams('华芯')).toEqual(['华芯']);
    expect(await queryGrams('芯')).toEqual(['芯']);
    expect(await queryGrams('电 子')).toEqual(['子', '电']);
  });

  it('is served by the names’ index', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from exhibitors where ${keywordMatch(exhibitors.search_grams, columns, '华芯')}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('exhibitors_search_idx');
  });
});
