import fs from 'node:fs/promises';
import path from 'node:path';
import type { Fixtures } from './fixtures';

/** Set by the jest global setup: a folder holding the template's fixtures (and, on PGlite, its data dir). */
export const TEMPLATE_ENV = 'FAIR_TEST_TEMPLATE_DIR';
/**
 * Set by the jest global setup on PostgreSQL: the migrated template database; `<name>_seeded` holds the
 * fixtures too. A test file's database is a copy of one (CREATE DATABASE … TEMPLATE copies files).
 */
export const PG_TEMPLATE_ENV = 'FAIR_TEST_PG_TEMPLATE';

export interface Template {
  /** PGlite only: the dumped data dir */
  dump?: Blob;
  fixtures: Fixtures;
}

export async function writeTemplate(dir: string, template: Template): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  if (template.dump) await fs.writeFile(path.join(dir, 'pglite.tar'), Buffer.from(await template.dump.arrayBuffer()));
  await fs.writeFile(path.join(dir, 'fixtures.json'), JSON.stringify(template.fixtures));
}

export async function readFixtures(dir: string): Promise<Fixtures> {
  return JSON.parse(await fs.readFile(path.join(dir, 'fixtures.json'), 'utf8')) as Fixtures;
}

/** The PGlite template: its data dir and fixtures. */
export async function readPgliteTemplate(dir: string): Promise<Required<Template>> {
  const [tar, fixtures] = await Promise.all([fs.readFile(path.join(dir, 'pglite.tar')), readFixtures(dir)]);
  return { dump: new Blob([tar]), fixtures };
}
