import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { translate, type MessageKey } from '../../../lib/i18n/translate';
import { type PrincipalName, PRINCIPAL_NAMES, type TestApp, buildTestApp } from '../../../test/build-test-app';
import { DigestTracker, changedTables } from '../../../test/database-digest';
import { ALL_ROLES } from '@fair/shared/access/role-keys';
import { ORGANIZER_KEYS, type OrganizerPrincipal } from './matrix-entry';
import { MATRIX, type MatrixEntry, type Sample } from './matrix-expectations';
import { MatrixWorld } from './matrix-world';

/** The answers of the access layer itself: only these count as "refused". */
const DENIAL_KEYS: MessageKey[] = [
  'errors.unauthorized',
  'errors.tokenExpired',
  'errors.tokenInvalid',
  'errors.tokenClientType',
  'errors.wrongClientType',
  'errors.missingRole',
  'errors.missingPower',
  'errors.profileRequired',
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

/** A real success: 200 with code 0 in an envelope; 200/304 for pages, files and other JSON documents. */
function isSuccess(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 200) return response.statusCode === 304;
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return true;
  try {
    const body = response.json() as { code?: unknown };
    return typeof body.code !== 'number' || body.code === 0;
  } catch {
    return false;
  }
}

/**
 * Foreign probes, as [victim, attacker]: each main account against the other's records, A's sub-account
 * with powers against B's, and B against records A's sub-account made.
 */
const FOREIGN_DIRECTIONS: [PrincipalName, Exclude<PrincipalName, 'anonymous'>][] = [
  ['exhibitorA', 'exhibitorB'],
  ['exhibitorB', 'exhibitorA'],
  ['exhibitorB', 'subWithPower'],
  ['subWithPower', 'exhibitorB'],
];

/** The grant-shaped routes: each must be tried beyond the caller's keys by every allowed organizer short of `all`. */
const GRANT_ROUTES = [
  'POST /admin/user/add/admin-user',
  'POST /admin/user/edit/admin-user',
  'POST /admin/user/ban/admin-user',
  'DELETE /admin/user/del/admin-user',
  'POST /admin/authority/save',
  'DELETE /admin/authority/delete',
  'POST /admin/authority/grant',
];

/** An organizer principal whose powers have bounds: it does not hold `all`. */
function isBoundedOrganizer(principal: PrincipalName): principal is OrganizerPrincipal {
  return principal in ORGANIZER_KEYS && !(ORGANIZER_KEYS[principal as OrganizerPrincipal] as readonly string[]).includes(ALL_ROLES);
}

interface Outcome {
  route: string;
  principal: PrincipalName;
  status: number;
  denied: boolean;
  expectedAllowed: boolean;
  /** for allowed principals: what was wrong with the answer, if anything */
  failure?: string;
}

/** Routes that need a sample: everything but a plain GET without path parameters. */
const needsSample = (key: string) => !key.startsWith('GET ') || /[:*]/.test(key);

async function sampleOf(key: string, entry: MatrixEntry, world: MatrixWorld, principal: PrincipalName): Promise<Sample> {
  return (await entry.request?.(world, principal)) ?? {};
}

function injectOptions(key: string, part: Sample): InjectOptions {
  const [method, url] = key.split(' ') as [InjectOptions['method'], string];
  return { method, url: part.url ?? url, query: part.query, headers: part.headers, payload: part.payload, remoteAddress: part.remoteAddress };
}

/** True when any path segment, query value or body value of the request is one of `values`. */
function refersTo(part: Sample, values: Set<string>): boolean {
  const found = (value: unknown): boolean => {
    if (value === null || value === undefined) return false;
    if (Array.isArray(value)) return value.some(found);
    if (typeof value === 'object' && !Buffer.isBuffer(value)) return Object.values(value).some(found);
    return values.has(String(value));
  };
  return found(String(part.url ?? '').split('/')) || found(part.url) || found(part.query) || found(part.payload);
}

function excerpt(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.body.slice(0, 200)}`;
}

describe('permission matrix: every registered route × every principal', () => {
  let t: TestApp;
  let world: MatrixWorld;
  let root: string;
  const outcomes: Outcome[] = [];
  const missingSamples: string[] = [];
  const serverErrors: string[] = [];
  const refusedChanges: string[] = [];
  const foreignSuccesses: string[] = [];
  const foreignChanges: string[] = [];
  const probed = new Set<string>();
  const escalationFailures: string[] = [];
  /** per grant-shaped route, the principals that tried to reach beyond their keys there */
  const escalated = new Map<string, Set<PrincipalName>>();
  let unlisted: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'permission-matrix-'));
    // the pages and remotes the hosting routes serve: a built shell and one remote
    for (const [file, content] of [
      ['static/shell/dist/index.html', '<!doctype html><div id="root"></div>'],
      ['static/mf-exhibitor/dist/mf-manifest.json', '{"id":"mf_exhibitor"}'],
    ]) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), content);
    }
    const uploadDir = path.join(root, 'uploads');
    t = await buildTestApp({ staticRoot: path.join(root, 'static'), uploadDir });
    world = await MatrixWorld.create(t.db, t.fixtures, uploadDir);
    const digests = await DigestTracker.install(t.db);
    const directory = await t.app.inject({ method: 'GET', url: '/catalogue' });
    world.catalogueStylesheet = /href="(\/catalogue\/assets\/[^"]+\.css)"/.exec(directory.body)?.[1] ?? '';

    const registered = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    unlisted = registered.filter((key) => !MATRIX[key]);

    for (const key of registered.filter((route) => MATRIX[route])) {
      const entry = MATRIX[key];
      if (needsSample(key) && !entry.request) missingSamples.push(`${key}: no sample request — give its MATRIX entry a \`request\` that succeeds for the allowed principals`);
      for (const principal of PRINCIPAL_NAMES) {
        const expectedAllowed = entry.allowed === 'everyone' || entry.allowed.includes(principal);
        const sample = await sampleOf(key, entry, world, principal);
        // a refused call uses the principal's shared session, issued before the digest
        const fresh = expectedAllowed && Boolean(entry.freshSession);
        if (!expectedAllowed && principal !== 'anonymous') await t.tokenOf(principal);
        const before = expectedAllowed ? undefined : await digests.digest();
        const response = await t.injectAs(principal, injectOptions(key, sample), { fresh });
        if (fresh && principal !== 'anonymous') t.renewToken(principal);
        await sample.after?.();
        if (response.statusCode >= 500) serverErrors.push(`${key} as ${principal} → ${excerpt(response)}`);
        const outcome: Outcome = { route: key, principal, status: response.statusCode, denied: isAccessDenial(response), expectedAllowed };
        if (before) {
          const changed = changedTables(before, await digests.digest());
          if (changed.length) refusedChanges.push(`${key} as ${principal} (refused ${response.statusCode}) changed ${changed.join(', ')}`);
        } else {
          const { answer } = entry;
          if (answer ? response.statusCode !== answer.status : !isSuccess(response)) {
            outcome.failure = `${key} as ${principal} → ${excerpt(response)}${answer ? ` (expected ${answer.status}: ${answer.because})` : ''}`;
          }
        }
        outcomes.push(outcome);
      }

      for (const principal of entry.escalations && entry.allowed !== 'everyone' ? entry.allowed.filter(isBoundedOrganizer) : []) {
        for (const attempt of await entry.escalations!(world, principal)) {
          await t.tokenOf(principal);
          const before = await digests.digest();
          const response = await t.injectAs(principal, injectOptions(key, attempt));
          const changed = changedTables(before, await digests.digest());
          escalated.set(key, (escalated.get(key) ?? new Set()).add(principal));
          if (response.statusCode !== 403 || changed.length) {
            escalationFailures.push(`${key} as ${principal} tries to ${attempt.tries} → ${excerpt(response)}${changed.length ? `; changed ${changed.join(', ')}` : ''}`);
          }
        }
      }

      // public routes show everyone's published data by design: nothing is foreign there
      for (const [victim, attacker] of entry.allowed === 'everyone' ? [] : FOREIGN_DIRECTIONS) {
        const mark = world.mark();
        const probe: Sample = entry.foreign ? await entry.foreign(world, victim) : await sampleOf(key, entry, world, victim);
        if (!entry.foreign && !refersTo(probe, world.ownedSince(mark, world.companyOf(victim)))) continue;
        probed.add(key);
        await t.tokenOf(attacker);
        const before = await digests.digest();
        const response = await t.injectAs(attacker, injectOptions(key, probe));
        await probe.after?.();
        const changed = changedTables(before, await digests.digest());
        if (response.statusCode < 400) foreignSuccesses.push(`${key} as ${attacker} on ${victim}'s data → ${excerpt(response)}`);
        if (changed.length) foreignChanges.push(`${key} as ${attacker} on ${victim}'s data changed ${changed.join(', ')}`);
      }
    }
  }, 900_000);
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('has an expectation for every registered route, and none for unregistered ones', () => {
    expect(unlisted).toEqual([]);
    const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('has a sample request for every route that needs one', () => {
    expect(missingSamples).toEqual([]);
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

  it('gives every allowed principal a real success with the route’s sample', () => {
    expect(outcomes.flatMap((o) => (o.failure ? [o.failure] : []))).toEqual([]);
  });

  it('answers no call with a server error', () => {
    expect(serverErrors).toEqual([]);
  });

  it('leaves every table unchanged on a refused call', () => {
    expect(refusedChanges).toEqual([]);
  });

  it('lets no exhibitor or sub-account read or write another exhibitor’s records, in either direction', () => {
    expect(foreignSuccesses).toEqual([]);
    expect(foreignChanges).toEqual([]);
  });

  it('probes every route whose sample points at an owned record', () => {
    const owned = ['product', 'news', 'activity'].flatMap((kind) => ['GET info', 'POST save', 'POST state', 'DELETE delete'].map((call) => call.replace(' ', ` /exhibitors/${kind}/`)));
    const expected = [...owned, 'GET /exhibitors/message/index', 'POST /exhibitors/message/read', 'DELETE /exhibitors/message/delete', 'POST /exhibitors/exhibitors/save', 'GET /exhibitors/catalogue/preview-link'];
    expect(expected.filter((key) => !probed.has(key))).toEqual([]);
  });

  it('refuses every grant beyond the caller’s own keys — to itself, to another account, on a stronger target — and changes nothing', () => {
    expect(escalationFailures).toEqual([]);
    const tried = GRANT_ROUTES.map((route) => [route, [...(escalated.get(route) ?? [])].sort()]);
    expect(tried).toEqual(GRANT_ROUTES.map((route) => [route, route.includes('/authority/') ? ['authorityManager'] : ['accountManager']]));
  });

  it('refuses anonymous, expired and revoked callers with 401 and wrong client types with 403', () => {
    for (const o of outcomes.filter((x) => !x.expectedAllowed)) {
      const expectedStatus = ['anonymous', 'expired', 'revoked'].includes(o.principal) ? 401 : 403;
      expect(`${o.route} as ${o.principal} → ${o.status}`).toBe(`${o.route} as ${o.principal} → ${expectedStatus}`);
    }
  });
});
