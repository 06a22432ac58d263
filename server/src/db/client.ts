import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config/config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type route code sees; PGlite and node-postgres both implement it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction's callback gets from `Database.transaction`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** applies the committed migrations of server/drizzle */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` gets each payload (own NOTIFYs included), `onGap` runs when
   * notifications may have been missed (the PostgreSQL listener reconnected). Resolves to an unlisten.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data dir as a tarball */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
/** Serialises migrations when several server processes start against one PostgreSQL server. */
const MIGRATION_LOCK_ID = 7_241_310;

/** `template`: an in-memory copy of a dumped data dir (tests load one migrated, seeded template). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true } | { template: Blob };

export interface OpenOptions {
  /** sees each statement before it runs (tools, and tests that stop a process at a given write) */
  logger?: Logger;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl, options);
  let client: PGlite;
  if ('dataDir' in target) {
    await fs.mkdir(target.dataDir, { recursive: true });
    client = new PGlite(path.join(target.dataDir, 'pglite'));
  } else if ('template' in target) {
    client = new PGlite({ loadDataDir: target.template });
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: options.logger });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // PGlite delivers NOTIFY in process: every app on this instance hears the others
    listen: async (channel, onNotify) => client.listen(channel, onNotify),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string, options: OpenOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // an idle client's error surfaces on the next query instead of crashing
  return {
    db: drizzlePg(pool, { schema, logger: options.logger }) as unknown as Database,
    engine: 'postgres',
    async migrate() {
      // the advisory lock belongs to one connection, so the whole migration runs on that connection
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(connection, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        connection.release();
      }
    },
    listen: (channel, onNotify, onGap) => listenOnPostgres(databaseUrl, channel, onNotify, onGap),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * A LISTEN connection of its own (a pooled one would be handed to queries); after a lost connection it
 * connects again every second and reports the gap, since NOTIFYs sent meanwhile are gone.
 */
async function listenOnPostgres(databaseUrl: string, channel: string, onNotify: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    failed.end().catch(() => undefined);
    const attempt = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(onGap, () => {
        retry = setTimeout(attempt, RELISTEN_DELAY_MS);
      });
    };
    retry = setTimeout(attempt, RELISTEN_DELAY_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
