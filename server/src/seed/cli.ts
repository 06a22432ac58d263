import { getTableName, isTable, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/config';
import { configuredStorage } from '../lib/storage/configured-storage';
import { type Database, openDatabase } from '../db/client';
import * as schema from '../db/schema';
import { isDatabaseEmpty, seedDemoFair } from './seed-demo';
import { demoImageOptions } from './demo-images';
import { seedDemoDownloads } from './demo-downloads';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-accounts';
import { hasFairScale, seedFairScale, settleAfterFairScale } from './fair-scale';

const USAGE = `npm run seed -w server [-- --reset] [-- --scale fair]
  Loads the demo fair into the configured database (DATABASE_URL, or PGlite in DATA_DIR).
  Demo accounts are created in demo mode only (DEMO=1, the default without DATABASE_URL).
  --reset       empties every table first (all data is lost)
  --scale fair  adds a real fair's size over the demo: 5,000 exhibitors, 100,000 products, 15,000 news,
                15,000 activities, 50 staff, 50,000 operation log rows (the demo is seeded first if missing)`;

/** The arguments this command knows, or null when something else was given. */
function parseArgs(args: string[]): { reset: boolean; scale: boolean } | null {
  const known = { reset: false, scale: false };
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--reset') known.reset = true;
    else if (args[index] === '--scale' && args[index + 1] === 'fair') {
      known.scale = true;
      index += 1;
    } else return null;
  }
  return known;
}

async function emptyAllTables(db: Database): Promise<void> {
  const names = Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const options = parseArgs(args);
  if (args.includes('--help') || !options) {
    console.log(USAGE);
    process.exit(args.includes('--help') ? 0 : 2);
  }
  const config = loadConfig();
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await handle.migrate();
    if (options.reset) await emptyAllTables(handle.db);
    if (options.reset || (await isDatabaseEmpty(handle.db))) await seedDemo(handle.db, config);
    else if (!options.scale) console.log('The database already holds data; nothing seeded. Use --reset to start over.');
    if (options.scale) await seedScale(handle.db);
  } finally {
    await handle.close();
  }
}

async function seedDemo(db: Database, config: ReturnType<typeof loadConfig>): Promise<void> {
  // the storage the server will serve these files from
  const storage = configuredStorage(config);
  const result = await seedDemoFair(db, { withAccounts: config.demo, images: demoImageOptions(storage, config) });
  await seedDemoDownloads(db, storage);
  console.log(`Demo fair seeded: ${result.exhibitors} exhibitors.`);
  if (result.accounts) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${Object.values(DEMO_LOGINS).join(', ')}`);
  } else {
    console.log('No demo accounts (DEMO is off); create the first organizer with `npm run admin:create -w server`.');
  }
}

async function seedScale(db: Database): Promise<void> {
  if (await hasFairScale(db)) {
    console.log('The fair-scale data is loaded already; nothing added. Use --reset to start over.');
    return;
  }
  const started = performance.now();
  const added = await seedFairScale(db);
  await settleAfterFairScale(db);
  console.log(
    `Fair scale added in ${((performance.now() - started) / 1000).toFixed(1)} s: ${added.exhibitors} exhibitors, ${added.products} products, ${added.news} news, ${added.activities} activities, ${added.staff} staff, ${added.logRows} log rows.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
