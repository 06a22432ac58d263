import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../client';
import { withClient } from '../../test/test-database';

/**
 * Migration 0012 (one company source): the company row takes the union of its old single type and its
 * main accounts' types, and the accounts' name copies fill blank company names, before those columns go.
 * The database is built from the migration files up to 0011, filled in the old shape, then taken on.
 */
const statementsOf = (file: string) =>
  readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((text) => text.trim())
    .filter(Boolean);
const files = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const target = files.find((name) => name.startsWith('0012_'))!;

let handle: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `fair_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = () => withClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  } else {
    handle = await openDatabase({ memory: true });
  }
  for (const file of files.filter((name) => name < target)) {
    for (const statement of statementsOf(file)) await handle.db.execute(sql.raw(statement));
  }
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
});

const run = (text: string) => handle.db.execute(sql.raw(text));
const rowsOf = async <T>(text: string) => ((await run(text)) as unknown as { rows: T[] }).rows;

it('moves every type and the blank names onto the company, then drops the copies', async () => {
  const companies = await rowsOf<{ id: number }>(`
    insert into exhibitors (name_zh_cn, name_en, exhibitor_type) values
      ('双类型公司', 'Two Types Co', 'FIE'),
      ('', '', 'Local'),
      ('只有公司名', '', 'International'),
      ('子账号公司', 'Sub Co', 'Local')
    returning id`);
  const [twoTypes, blank, ownName, withSub] = companies.map((row) => row.id);
  const account = (exhibitor: number, n: number, nameZh: string, nameEn: string, types: string, child = false) =>
    `(${exhibitor}, 'm${n}@migration.example', 'x', '${nameZh}', '${nameEn}', '${types}', ${child}, 'token-${n}')`;
  await run(`
    insert into exhibitor_accounts (exhibitor_id, email, password_hash, name_zh, name_en, exhibitor_types, is_child_user, sys_api_token) values
      ${account(twoTypes, 1, '账号名', 'Account Name', '{International,FIE}')},
      ${account(blank, 2, '账号补名', 'Filled From Account', '{Local}')},
      ${account(blank, 3, '后来的账号', 'Later Account', '{International}')},
      ${account(ownName, 4, '账号另名', 'English From Account', '{}')},
      ${account(withSub, 5, '主账号', 'Main', '{}')},
      ${account(withSub, 6, '员工', 'Staff', '{FIE}', true)}`);

  for (const statement of statementsOf(target)) await run(statement);

  const after = await rowsOf<{ id: number; name_zh_cn: string; name_en: string; exhibitor_types: string }>(
    `select id, name_zh_cn, name_en, exhibitor_types::text from exhibitors where id in (${companies.map((row) => row.id).join(',')}) order by id`,
  );
  expect(after).toEqual([
    // the company's FIE and its account's International and FIE: each once, in the enum's order
    { id: twoTypes, name_zh_cn: '双类型公司', name_en: 'Two Types Co', exhibitor_types: '{FIE,International}' },
    // blank names come from the oldest main account; the types of all main accounts are joined
    { id: blank, name_zh_cn: '账号补名', name_en: 'Filled From Account', exhibitor_types: '{Local,International}' },
    // the company's own name stays; only its blank English name is filled
    { id: ownName, name_zh_cn: '只有公司名', name_en: 'English From Account', exhibitor_types: '{International}' },
    // a sub-account's types are not the company's
    { id: withSub, name_zh_cn: '子账号公司', name_en: 'Sub Co', exhibitor_types: '{Local}' },
  ]);
  const columns = await rowsOf<{ table_name: string; column_name: string }>(`
    select table_name, column_name from information_schema.columns
    where table_name in ('exhibitors', 'exhibitor_accounts') and column_name in ('exhibitor_type', 'exhibitor_types', 'name_zh', 'name_en')
    order by table_name, column_name`);
  expect(columns).toEqual([{ table_name: 'exhibitors', column_name: 'exhibitor_types' }, { table_name: 'exhibitors', column_name: 'name_en' }]);
  const indexes = await rowsOf<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'exhibitors' and indexname like 'exhibitors_type%'`);
  expect(indexes).toEqual([{ indexname: 'exhibitors_types_idx' }]);
});
