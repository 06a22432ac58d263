import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config';
import type { FileStorage } from '../lib/storage/file-storage';
import type { Database } from '../db/client';
import { isDatabaseEmpty, seedDemoFair } from './seed-demo';
import { demoImageOptions } from './demo-images';
import { seedDemoDownloads } from './demo-downloads';

/**
 * On a first start with an empty database: the embedded database gets the demo fair (so a fresh
 * checkout shows something), a PostgreSQL server only in demo mode; demo accounts only in demo mode.
 * Pictures and files go into `storage`, the one the app serves uploads from.
 */
export async function seedOnFirstStart(db: Database, config: AppConfig, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  if (!config.demo && config.databaseUrl) return;
  if (!(await isDatabaseEmpty(db))) return;
  const result = await seedDemoFair(db, { withAccounts: config.demo, images: demoImageOptions(storage, config) });
  await seedDemoDownloads(db, storage);
  log.info({ exhibitors: result.exhibitors, demoAccounts: Boolean(result.accounts) }, 'empty database: demo fair seeded');
}
