import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config/config';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDemoFair } from '../src/seed/seed-demo';
import type { BenchDatabase } from './bench-databases';

export interface BenchApp {
  app: FastifyInstance;
  config: AppConfig;
  /** http://127.0.0.1:<port> */
  base: string;
  /** closes the server and removes its upload folder (the database is the caller's) */
  close(): Promise<void>;
}

/** The demo fair seeded into `database` and the whole server listening on a free port, as `npm start` runs it. */
export async function listeningApp(database: BenchDatabase, name: string): Promise<BenchApp> {
  await seedDemoFair(database.handle.db, { withAccounts: true });
  const uploadDir = await mkdtemp(path.join(tmpdir(), `fair-bench-${name}-`));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  const app = await build({ config, database: database.handle, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    config,
    base,
    async close() {
      await app.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The demo organizer's session headers, logged in through the login call. */
export async function organizerHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/admin/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-type': 'organizer' },
    body: JSON.stringify({ user_name: DEMO_LOGINS.organizer, password: DEMO_PASSWORD, clientType: 'organizer' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, 'client-type': 'organizer' };
}
