import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { messageReceipts, messages } from '../../../db/schema/content';
import { translate, type MessageKey } from '../../../lib/i18n/translate';
import { type PrincipalName, PRINCIPAL_NAMES, type TestApp, buildTestApp } from '../../../test/build-test-app';
import { exhibitorFootprint } from '../../../test/exhibitor-footprint';
import { insertContentWorld } from '../../content/__tests__/content-world';
import { MATRIX, type MatrixContext, type MatrixEntry } from './matrix-expectations';

/** The answers of the access layer itself: only these count as "refused". */
const DENIAL_KEYS: MessageKey[] = [
  'errors.unauthorized',
  'errors.tokenExpired',
  'errors.tokenInvalid',
  'errors.tokenClientType',
  'errors.wrongClientType',
  'errors.missingRole',
  'errors.missingPower',
];
const DENIAL_TEXTS = new Set(DENIAL_KEYS.map((key) => translate('zh-cn', key)));

function isAccessDenial(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 401 && response.statusCode !== 403) return false;
  try {
    return DENIAL_TEXTS.has((response.json() as { message: string }).message);
  } catch {
    return false;
  }
}

/**
 * Other exhibitors first (then A's data must be untouched), then A and its sub-accounts (then B's data
 * must be untouched), then everyone else.
 */
const PHASES: { principals: PrincipalName[]; untouched?: 'A' | 'B' }[] = [
  { principals: ['exhibitorB', 'exhibitorNew'], untouched: 'A' },
  { principals: ['exhibitorA', 'subWithPower', 'subWithoutPower'], untouched: 'B' },
  { principals: ['anonymous', 'organizerAll', 'organizerLimited', 'miniprog', 'expired', 'revoked'] },
];

interface Outcome {
  route: string;
  principal: PrincipalName;
  status: number;
  denied: boolean;
  expectedAllowed: boolean;
}

function fillUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, 'sample').replace(/\*$/, 'sample');
}

async function requestOf(key: string, entry: MatrixEntry, ctx: MatrixContext): Promise<InjectOptions> {
  const [method, url] = key.split(' ') as [InjectOptions['method'], string];
  const part = (await entry.request?.(ctx)) ?? {};
  const isWrite = method !== 'GET' && method !== 'DELETE';
  return { method, url: part.url ?? fillUrl(url), query: part.query, headers: part.headers, payload: part.payload ?? (isWrite ? {} : undefined) };
}

describe('permission matrix: every registered route × every principal', () => {
  let t: TestApp;
  let ctx: MatrixContext;
  const outcomes: Outcome[] = [];
  const serverErrors: string[] = [];
  const foreignSuccesses: string[] = [];
  const footprintChanges: string[] = [];
  let unlisted: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const [messageOfA, messageOfB] = (
      await t.db
        .insert(messages)
        .values([{ title_zh: 'A 的消息' }, { title_zh: 'B 的消息' }])
        .returning({ id: messages.id })
    ).map((row) => row.id);
    await t.db.insert(messageReceipts).values([
      { message_id: messageOfA, exhibitor_id: t.fixtures.exhibitors.main },
      { message_id: messageOfB, exhibitor_id: t.fixtures.exhibitors.rival },
    ]);
    ctx = { db: t.db, fixtures: t.fixtures, messageOfA, messageOfB, content: await insertContentWorld(t.db, t.fixtures) };

    const registered = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    unlisted = registered.filter((key) => !MATRIX[key]);
    const keys = registered.filter((key) => MATRIX[key]);

    for (const phase of PHASES) {
      const guarded = phase.untouched === 'A' ? t.fixtures.exhibitors.main : phase.untouched === 'B' ? t.fixtures.exhibitors.rival : undefined;
      const before = guarded ? await exhibitorFootprint(t.db, guarded) : undefined;

      if (phase.untouched === 'A') {
        for (const [key, entry] of Object.entries(MATRIX)) {
          if (!entry.foreign || !registered.includes(key)) continue;
          const part = await entry.foreign(ctx);
          const [method] = key.split(' ') as [InjectOptions['method']];
          const response = await t.injectAs('exhibitorB', { method, ...part, url: part.url ?? key.split(' ')[1] });
          if (response.statusCode < 400) foreignSuccesses.push(`${key} as exhibitorB on A's data → ${response.statusCode}`);
        }
      }
      for (const principal of phase.principals) {
        for (const key of keys) {
          const entry = MATRIX[key];
          const response = await t.injectAs(principal, await requestOf(key, entry, ctx), { fresh: Boolean(entry.freshSession) });
          const expectedAllowed = entry.allowed === 'everyone' || entry.allowed.includes(principal);
          outcomes.push({ route: key, principal, status: response.statusCode, denied: isAccessDenial(response), expectedAllowed });
          if (response.statusCode >= 500) serverErrors.push(`${key} as ${principal} → ${response.statusCode}`);
        }
      }
      if (guarded && before) {
        const after = await exhibitorFootprint(t.db, guarded);
        for (const table of Object.keys(before)) {
          if (JSON.stringify(before[table]) !== JSON.stringify(after[table])) {
            footprintChanges.push(`${table} of exhibitor ${phase.untouched} changed by ${phase.principals.join(', ')}`);
          }
        }
      }
    }
  }, 300_000);
  afterAll(() => t.close());

  it('has an expectation for every registered route, and none for unregistered ones', () => {
    expect(unlisted).toEqual([]);
    const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('covers every principal of the brief', () => {
    expect(new Set(outcomes.map((o) => o.principal))).toEqual(new Set(PRINCIPAL_NAMES));
    expect(outcomes.length).toBe(Object.keys(MATRIX).length * PRINCIPAL_NAMES.length);
  });

  it('has 0 unexpected successes', () => {
    const unexpected = outcomes.filter((o) => !o.expectedAllowed && !o.denied).map((o) => `${o.route} as ${o.principal} → ${o.status}`);
    expect(unexpected).toEqual([]);
  });

  it('refuses no principal the route allows', () => {
    const refused = outcomes.filter((o) => o.expectedAllowed && o.denied).map((o) => `${o.route} as ${o.principal} → ${o.status}`);
    expect(refused).toEqual([]);
  });

  it('answers no call with a server error', () => {
    expect(serverErrors).toEqual([]);
  });

  it('lets no exhibitor read or write another exhibitor’s data', () => {
    expect(foreignSuccesses).toEqual([]);
    expect(footprintChanges).toEqual([]);
  });

  it('refuses anonymous, expired and revoked callers with 401 and wrong client types with 403', () => {
    for (const o of outcomes.filter((x) => !x.expectedAllowed)) {
      const expectedStatus = ['anonymous', 'expired', 'revoked'].includes(o.principal) ? 401 : 403;
      expect(`${o.route} as ${o.principal} → ${o.status}`).toBe(`${o.route} as ${o.principal} → ${expectedStatus}`);
    }
  });
});
