// A PostgreSQL database that lives for one test run, created beside the one TEST_DATABASE_URL names,
// so that repeated or concurrent runs never see each other's tables.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './bundles.mjs';

// pg is a dependency of the server workspace; resolve it from there.
const { Client } = createRequire(path.join(repoRoot, 'server', 'package.json'))('pg');

async function connectForAdmin(baseUrl) {
  const candidates = [baseUrl, Object.assign(new URL(baseUrl), { pathname: '/postgres' }).toString()];
  let lastError;
  for (const connectionString of candidates) {
    const client = new Client({ connectionString });
    try {
      await client.connect();
      return client;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
    }
  }
  throw lastError;
}

/** Creates the database; resolves to { url, drop() }. */
export async function createThrowawayDatabase(baseUrl) {
  const base = new URL(baseUrl);
  const baseName = base.pathname.replace(/^\//, '') || 'test';
  const name = `${baseName}_run_${Date.now().toString(36)}_${process.pid}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = await connectForAdmin(baseUrl);
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
  return {
    name,
    url,
    async drop() {
      const client = await connectForAdmin(baseUrl);
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
