import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { type Fixtures, seedFixtures } from './fixtures';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV, readFixtures, readPgliteTemplate } from './template';

export interface TestDatabase {
  handle: DatabaseHandle;
  fixtures: Fixtures;
}

/**
 * A migrated, seeded database of its own for one test file: a copy of the run's template (see
 * global-setup.ts) — a PGlite data dir, or, when TEST_DATABASE_URL is set, a PostgreSQL database
 * created on that server from the template database and dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templateDir = process.env[TEMPLATE_ENV];
  const pgTemplate = process.env[PG_TEMPLATE_ENV];
  if (serverUrl && templateDir && pgTemplate) {
    const handle = await openPostgresCopy(serverUrl, `${pgTemplate}${SEEDED_SUFFIX}`);
    return { handle, fixtures: await readFixtures(templateDir) };
  }
  if (serverUrl) {
    const handle = await openPostgresCopy(serverUrl);
    await handle.migrate();
    return { handle, fixtures: await seedFixtures(handle.db) };
  }
  if (templateDir) {
    const template = await readPgliteTemplate(templateDir);
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
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const pgTemplate = process.env[PG_TEMPLATE_ENV];
  const handle = await openPostgresCopy(serverUrl, pgTemplate);
  if (!pgTemplate) await handle.migrate();
  return handle;
}

const SEEDED_SUFFIX = '_seeded';

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the server, empty or a copy of `template`. A test database never outlives its run,
 * so it commits without waiting for the disk: the same answers, a fraction of the waiting.
 */
async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  });
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

async function openPostgresCopy(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const name = `fair_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * The run's PostgreSQL templates (global setup): a migrated database and a seeded copy of it, named in
 * PG_TEMPLATE_ENV for the test files. Resolves to the seeded one's fixtures.
 */
export async function createPostgresTemplates(serverUrl: string): Promise<Fixtures> {
  const name = `fair_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  process.env[PG_TEMPLATE_ENV] = name;
  await createDatabase(serverUrl, name);
  const migrated = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await migrated.migrate();
  } finally {
    await migrated.close();
  }
  await createDatabase(serverUrl, `${name}${SEEDED_SUFFIX}`, name);
  const seeded = await openDatabase({ databaseUrl: databaseUrl(serverUrl, `${name}${SEEDED_SUFFIX}`) });
  try {
    return await seedFixtures(seeded.db);
  } finally {
    await seeded.close();
  }
}

export async function dropPostgresTemplates(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = process.env[PG_TEMPLATE_ENV];
  if (!serverUrl || !name) return;
  await dropDatabase(serverUrl, `${name}${SEEDED_SUFFIX}`);
  await dropDatabase(serverUrl, name);
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
