import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../../db/client';
import { openTestDatabase } from '../../../../test/test-database';

export interface QueueDatabases {
  /** two connections to one database: on PostgreSQL two pools, so two queues really run at once */
  first: DatabaseHandle;
  second: DatabaseHandle;
  /** the PostgreSQL database's address (child processes connect to it); undefined on PGlite */
  url?: string;
  close(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database for queue tests: with TEST_DATABASE_URL a fresh PostgreSQL database opened
 * twice (dropped on close), otherwise one PGlite copy that both "connections" share.
 */
export async function openQueueDatabases(): Promise<QueueDatabases> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { handle } = await openTestDatabase();
    return { first: handle, second: handle, close: () => handle.close() };
  }
  const name = `fair_test_jobs_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase({ databaseUrl: url.toString() });
  await first.migrate();
  const second = await openDatabase({ databaseUrl: url.toString() });
  return {
    first,
    second,
    url: url.toString(),
    async close() {
      await Promise.all([first.close(), second.close()]);
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
