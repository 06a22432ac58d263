import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ClientType } from '@fair/shared/access/client-types';
import type { Envelope } from '@fair/shared/contracts/envelope';
import { build } from '../app';
import { testConfig } from '../config/config';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/sessions';
import type { PrincipalKind } from '../db/schema/enums';
import { createSession, revokeSession } from '../lib/session/session-store';
import type { Fixtures } from './fixtures';
import { openTestDatabase } from './test-database';
import { eq } from 'drizzle-orm';

/** The principals of the permission matrix (team brief). */
export const PRINCIPAL_NAMES = [
  'anonymous',
  'exhibitorA',
  'exhibitorB',
  'exhibitorNew',
  'organizerAll',
  'organizerLimited',
  'accountManager',
  'authorityManager',
  'subWithPower',
  'subWithoutPower',
  'miniprog',
  'expired',
  'revoked',
] as const;
export type PrincipalName = (typeof PRINCIPAL_NAMES)[number];

interface PrincipalSpec {
  kind: PrincipalKind;
  clientType: ClientType;
  accountId: (fixtures: Fixtures) => number;
}

const SPECS: Record<Exclude<PrincipalName, 'anonymous'>, PrincipalSpec> = {
  exhibitorA: { kind: 'exhibitor_account', clientType: 'exhibitor', accountId: (f) => f.accounts.exhibitor },
  exhibitorB: { kind: 'exhibitor_account', clientType: 'exhibitor', accountId: (f) => f.accounts.rival },
  exhibitorNew: { kind: 'exhibitor_account', clientType: 'exhibitor', accountId: (f) => f.accounts.newcomer },
  organizerAll: { kind: 'admin_user', clientType: 'organizer', accountId: (f) => f.accounts.organizer },
  organizerLimited: { kind: 'admin_user', clientType: 'organizer', accountId: (f) => f.accounts.editor },
  accountManager: { kind: 'admin_user', clientType: 'organizer', accountId: (f) => f.managers.accountManager.account },
  authorityManager: { kind: 'admin_user', clientType: 'organizer', accountId: (f) => f.managers.authorityManager.account },
  subWithPower: { kind: 'exhibitor_account', clientType: 'exhibitor', accountId: (f) => f.accounts.subWithPower },
  subWithoutPower: { kind: 'exhibitor_account', clientType: 'exhibitor', accountId: (f) => f.accounts.subWithoutPower },
  miniprog: { kind: 'admin_user', clientType: 'miniprog', accountId: (f) => f.accounts.miniprog },
  // an exhibitor A token past its expiry, and one revoked by logout
  expired: { kind: 'exhibitor_account', clientType: 'exhibitor', accountId: (f) => f.accounts.exhibitor },
  revoked: { kind: 'exhibitor_account', clientType: 'exhibitor', accountId: (f) => f.accounts.exhibitor },
};

/** The account a principal acts as; anonymous callers act as nobody, so A's account stands for the data they must not touch. */
export function principalAccount(name: PrincipalName, fixtures: Fixtures): number {
  return SPECS[name === 'anonymous' ? 'exhibitorA' : name].accountId(fixtures);
}

/** Whether a principal is an exhibitor account or a staff account (anonymous callers stand as exhibitor A). */
export function principalKind(name: PrincipalName): PrincipalKind {
  return SPECS[name === 'anonymous' ? 'exhibitorA' : name].kind;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  fixtures: Fixtures;
  /** a token of that principal (created once, straight in the session table) */
  tokenOf(name: Exclude<PrincipalName, 'anonymous'>): Promise<string>;
  /**
   * inject as a principal: adds Authorization and Client-Type headers. `fresh` uses a new session of
   * the principal instead of the shared one (for calls that end it, such as logout).
   */
  injectAs(name: PrincipalName, options: InjectOptions, session?: { fresh: boolean }): Promise<LightMyRequestResponse>;
  /** forget the principal's shared session, so the next call gets a new one (after a call that ended it) */
  renewToken(name: Exclude<PrincipalName, 'anonymous'>): void;
  /** the app's own upload folder (a fresh temporary one unless the overrides name one), removed on close */
  uploadDir: string;
  /**
   * Another server process on the same database (PGlite: a second app on the instance; PostgreSQL: its own
   * pool and listeners), closed with this one: for what must hold across processes (counts, cache notices).
   */
  otherProcess(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** Parsed envelope of an injected answer. */
export function envelope<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

/**
 * The app `make` builds, ready; when it cannot start (a broken route, a mutant under mutation testing) it is
 * closed and `release` frees what was opened for it: a process running many test files would run out of
 * database connections.
 */
async function startedApp(make: () => Promise<FastifyInstance>, release: () => Promise<void>): Promise<FastifyInstance> {
  let app: FastifyInstance | undefined;
  try {
    app = await make();
    await app.ready();
    return app;
  } catch (error) {
    await app?.close().catch(() => undefined);
    await release();
    throw error;
  }
}

/**
 * One app over one freshly migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL) with the
 * demo principals seeded. Build it once per test file in beforeAll and close it in afterAll.
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  // every app stores uploads in a folder of its own, so test files never see each other's files
  const ownUploadDir = overrides.uploadDir ? null : await mkdtemp(path.join(tmpdir(), 'fair-test-uploads-'));
  const uploadDir = overrides.uploadDir ?? (ownUploadDir as string);
  const { handle: database, fixtures } = await openTestDatabase();
  const app = await startedApp(() => build({ config: testConfig({ ...overrides, uploadDir }), database, logger: false }), async () => {
    await database.close();
    if (ownUploadDir) await rm(ownUploadDir, { recursive: true, force: true });
  });
  const tokens = new Map<string, Promise<string>>();

  async function issue(name: Exclude<PrincipalName, 'anonymous'>): Promise<string> {
    const spec = SPECS[name];
    const issued = await createSession(database.db, {
      principalKind: spec.kind,
      principalId: spec.accountId(fixtures),
      clientType: spec.clientType,
      remember: true,
    });
    if (name === 'expired') {
      await database.db.update(sessions).set({ created_at: new Date(Date.now() - 2 * 86_400_000), expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.id, issued.sessionId));
    }
    if (name === 'revoked') await revokeSession(database.db, issued.sessionId);
    return issued.token;
  }

  function tokenOf(name: Exclude<PrincipalName, 'anonymous'>): Promise<string> {
    let token = tokens.get(name);
    if (!token) {
      token = issue(name);
      tokens.set(name, token);
    }
    return token;
  }

  async function injectAs(name: PrincipalName, options: InjectOptions, session?: { fresh: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (name !== 'anonymous') {
      headers.authorization ??= `Bearer ${session?.fresh ? await issue(name) : await tokenOf(name)}`;
      headers['client-type'] ??= SPECS[name].clientType;
    }
    return app.inject({ ...options, headers });
  }

  const others: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    fixtures,
    tokenOf,
    injectAs,
    renewToken: (name) => void tokens.delete(name),
    uploadDir,
    async otherProcess() {
      const other = build({ config: testConfig({ ...overrides, uploadDir }), database, logger: false });
      others.push(await other);
      await (await other).ready();
      return other;
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      await database.close();
      if (ownUploadDir) await rm(ownUploadDir, { recursive: true, force: true });
    },
  };
}
