import fs from 'node:fs/promises';
import path from 'node:path';
import type { Fixtures } from './fixtures';

/** Set by the jest global setup: a folder holding the migrated, seeded PGlite template. */
export const TEMPLATE_ENV = 'FAIR_TEST_TEMPLATE_DIR';

export interface Template {
  dump: Blob;
  fixtures: Fixtures;
}

export async function writeTemplate(dir: string, template: Template): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'pglite.tar'), Buffer.from(await template.dump.arrayBuffer()));
  await fs.writeFile(path.join(dir, 'fixtures.json'), JSON.stringify(template.fixtures));
}

export async function readTemplate(dir: string): Promise<Template> {
  const [tar, fixtures] = await Promise.all([fs.readFile(path.join(dir, 'pglite.tar')), fs.readFile(path.join(dir, 'fixtures.json'), 'utf8')]);
  return { dump: new Blob([tar]), fixtures: JSON.parse(fixtures) as Fixtures };
}
