import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** applies the committed migrations of server/drizzle */
  migrate(): Promise<void>;
  /** PGlite only: the whole data dir as a tarball */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
/** Serialises migrations when several server processes start against one PostgreSQL server. */
const MIGRATION_LOCK_ID = 7_241_310;

/** `template`: an in-memory copy of a dumped data dir (tests load one migrated, seeded template). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true } | { template: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl);
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
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // an idle client's error surfaces on the next query instead of crashing
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
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
    close: () => pool.end(),
  };
}
