import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

export interface BenchDatabase {
  label: string;
  handle: DatabaseHandle;
  /** removes everything the run created */
  dispose(): Promise<void>;
}

/** Embedded PGlite on disk in a temporary folder, as `npm start` runs it. */
export async function pgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fair-bench-'));
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  return {
    label: 'PGlite',
    handle,
    async dispose() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server, dropped afterwards; undefined when the server is not reachable. */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase | undefined> {
  const name = `fair_bench_${randomBytes(4).toString('hex')}`;
  try {
    await run(serverUrl, `create database "${name}"`);
  } catch {
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    label: 'PostgreSQL',
    handle,
    async dispose() {
      await handle.close();
      await run(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
