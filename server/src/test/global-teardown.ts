import { rm } from 'node:fs/promises';
import { TEMPLATE_ENV } from './template';
import { dropPostgresTemplates } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await dropPostgresTemplates();
  const dir = process.env[TEMPLATE_ENV];
  if (dir) await rm(dir, { recursive: true, force: true });
}
