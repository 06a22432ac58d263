import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { build } from '../app';
import { testConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import { createSession } from '../lib/session/session-store';
import type { Fixtures } from './fixtures';
import { openTestDatabase } from './test-database';

export interface TwoProcesses {
  handle: DatabaseHandle;
  fixtures: Fixtures;
  /** the process whose caches must hear of the writer's changes */
  reader: FastifyInstance;
  /** a call to the writing process as the staff account it was opened for */
  write(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Two server processes on one database (PostgreSQL: two pools and two LISTEN connections; PGlite: two apps on
 * one instance), for what a staff account's change through one process must do to the other's caches.
 */
export async function openTwoProcesses(staff: 'organizer' | 'miniprog'): Promise<TwoProcesses> {
  const { handle, fixtures } = await openTestDatabase();
  const writer = await build({ config: testConfig(), database: handle, logger: false });
  const reader = await build({ config: testConfig(), database: handle, logger: false });
  await Promise.all([writer.ready(), reader.ready()]);
  const { token } = await createSession(handle.db, { principalKind: 'admin_user', principalId: fixtures.accounts[staff], clientType: staff, remember: false });
  return {
    handle,
    fixtures,
    reader,
    write: (options) => writer.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}`, 'client-type': staff } }),
    async close() {
      await writer.close();
      await reader.close();
      await handle.close();
    },
  };
}
