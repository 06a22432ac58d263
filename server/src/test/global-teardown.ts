import { rm } from 'node:fs/promises';
import { TEMPLATE_ENV } from './template';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_ENV];
  if (dir) await rm(dir, { recursive: true, force: true });
}
