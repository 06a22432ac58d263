import { getTableName, isTable, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config/config';
import { configuredStorage } from '../../lib/storage/configured-storage';
import { type Database, openDatabase } from '../client';
import * as schema from '../schema';
import { isDatabaseEmpty, seedDemoFair } from './seed-demo';
import { demoImageOptions } from './demo-images';
import { seedDemoDownloads } from './demo-downloads';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-accounts';

const USAGE = `npm run seed -w server [-- --reset]
  Loads the demo fair into the configured database (DATABASE_URL, or PGlite in DATA_DIR).
  Demo accounts are created in demo mode only (DEMO=1, the default without DATABASE_URL).
  --reset  empties every table first (all data is lost)`;

async function emptyAllTables(db: Database): Promise<void> {
  const names = Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.some((arg) => arg !== '--reset')) {
    console.log(USAGE);
    process.exit(args.includes('--help') ? 0 : 2);
  }
  const config = loadConfig();
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await handle.migrate();
    if (args.includes('--reset')) await emptyAllTables(handle.db);
    else if (!(await isDatabaseEmpty(handle.db))) {
      console.log('The database already holds data; nothing seeded. Use --reset to start over.');
      return;
    }
    // the storage the server will serve these files from
    const storage = configuredStorage(config);
    const result = await seedDemoFair(handle.db, { withAccounts: config.demo, images: demoImageOptions(storage, config) });
    await seedDemoDownloads(handle.db, storage);
    console.log(`Demo fair seeded: ${result.exhibitors} exhibitors.`);
    if (result.accounts) {
      console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${Object.values(DEMO_LOGINS).join(', ')}`);
    } else {
      console.log('No demo accounts (DEMO is off); create the first organizer with `npm run admin:create -w server`.');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
