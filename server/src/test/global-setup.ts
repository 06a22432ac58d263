import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { seedFixtures } from './fixtures';
import { TEMPLATE_ENV, writeTemplate } from './template';

/**
 * A new PGlite costs seconds (initdb); loading a dumped one is much cheaper. So the run migrates and
 * seeds one template, and every test file loads its own copy of it. PostgreSQL runs need no template.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const handle = await openDatabase({ memory: true });
  try {
    await handle.migrate();
    const fixtures = await seedFixtures(handle.db);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fair-server-test-'));
    await writeTemplate(dir, { dump: await handle.dump!(), fixtures });
    process.env[TEMPLATE_ENV] = dir;
  } finally {
    await handle.close();
  }
}
