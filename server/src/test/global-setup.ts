import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { seedFixtures } from './fixtures';
import { TEMPLATE_ENV, writeTemplate } from './template';
import { createPostgresTemplates } from './test-database';

/**
 * A new database costs seconds (PGlite's initdb, 28 migrations, the fixtures); a copy of a ready one is
 * much cheaper. So the run migrates and seeds one template — a dumped PGlite, or template databases on
 * PostgreSQL — and every test file gets its own copy of it.
 */
export default async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fair-server-test-'));
  process.env[TEMPLATE_ENV] = dir;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await writeTemplate(dir, { fixtures: await createPostgresTemplates(serverUrl) });
    return;
  }
  const handle = await openDatabase({ memory: true });
  try {
    await handle.migrate();
    const fixtures = await seedFixtures(handle.db);
    await writeTemplate(dir, { dump: await handle.dump!(), fixtures });
  } finally {
    await handle.close();
  }
}
