import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { type Fixtures, seedFixtures } from './fixtures';
import { TEMPLATE_ENV, readTemplate } from './template';

export interface TestDatabase {
  handle: DatabaseHandle;
  fixtures: Fixtures;
}

/**
 * A migrated, seeded database of its own for one test file: a copy of the run's PGlite template
 * (see global-setup.ts), or — when TEST_DATABASE_URL is set — a fresh PostgreSQL database created on
 * that server and dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const handle = await openPostgresTestDatabase(serverUrl);
    return { handle, fixtures: await seedFixtures(handle.db) };
  }
  const templateDir = process.env[TEMPLATE_ENV];
  if (templateDir) {
    const template = await readTemplate(templateDir);
    const handle = await openDatabase({ template: template.dump });
    return { handle, fixtures: template.fixtures };
  }
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  return { handle, fixtures: await seedFixtures(handle.db) };
}

/** One statement's connection to a PostgreSQL server (creating and dropping test databases). */
export async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A migrated database without any rows, for tests of seeding itself. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openPostgresTestDatabase(serverUrl);
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  return handle;
}

async function openPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `fair_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await withClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * A database of its own for a test file that needs no app (store and library tests): opened before the file's
 * first test and closed after its last. Read `db` and `fixtures` inside tests and hooks.
 */
export function useTestDatabase(): { readonly db: Database; readonly fixtures: Fixtures } {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(() => opened?.handle.close());
  const current = () => {
    if (!opened) throw new Error('the test database is open only inside the tests and hooks of its file');
    return opened;
  };
  return {
    get db() {
      return current().handle.db;
    },
    get fixtures() {
      return current().fixtures;
    },
  };
}
