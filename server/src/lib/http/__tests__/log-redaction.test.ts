import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../app';
import { testConfig } from '../../../config/config';
import type { DatabaseHandle } from '../../../db/client';
import { openTestDatabase } from '../../../test/test-database';
import { redactedUrl, serializeError } from '../log-redaction';

const EMAIL = 'private.person@example.com';
const PASSWORD = 'Secret#Pass2025';

describe('logs hold the error and the route, never request values', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const lines: string[] = [];

  beforeAll(async () => {
    database = (await openTestDatabase()).handle;
    // the captured pino destination: every log line the app writes, as JSON text
    const stream = { write: (line: string) => void lines.push(line) };
    app = await build({ config: testConfig({ logLevel: 'info' }), database, logger: { stream } });
    await app.ready();
    // every login records its attempt first: without the table that query fails with the login name as a parameter
    await database.db.execute(sql`alter table login_throttles rename to login_throttles_gone`);
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  it('a failed query of a login logs the error and the route without the e-mail address or the password', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      headers: { 'content-type': 'application/json' },
      payload: { user_name: EMAIL, password: PASSWORD, clientType: 'exhibitor' },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'unhandled error');
    expect(failure).toMatchObject({ route: '/exhibitors/user/login', err: { type: 'DrizzleQueryError', cause: { code: '42P01' } } });
    expect(JSON.stringify(failure)).toContain('login_throttles');
    expect(log).not.toContain('private.person');
    expect(log).not.toContain('example.com');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('"params"');
  });

  it('request lines keep the path and the names of query parameters, not their values', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/catalogue?q=${encodeURIComponent(EMAIL)}&page=2`, headers: { authorization: `Bearer ${PASSWORD}` } });
    const incoming = lines.map((line) => JSON.parse(line) as { msg?: string; req?: Record<string, unknown> }).find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/catalogue?q&page', route: '/catalogue' });
    expect(lines.join('')).not.toContain('private.person');
    expect(lines.join('')).not.toContain(PASSWORD);
  });
});

describe('serializeError', () => {
  it('drops a Drizzle failure message\'s parameters and any property beyond the naming fields', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "accounts_email_key"'), {
      severity: 'ERROR',
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      constraint: 'accounts_email_key',
      table: 'accounts',
      params: [EMAIL],
    });
    class DrizzleQueryError extends Error {
      query = 'insert into "accounts" ("email") values ($1)';
      params = [EMAIL, PASSWORD];
    }
    const error = new DrizzleQueryError(`Failed query: insert into "accounts" ("email") values ($1)\nparams: ${EMAIL},${PASSWORD}`, { cause });
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "accounts" ("email") values ($1)',
      cause: { type: 'Error', code: '23505', severity: 'ERROR', constraint: 'accounts_email_key', table: 'accounts', message: 'duplicate key value violates unique constraint "accounts_email_key"' },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: [^\n]*\$1\)\n\s+at /);
    expect(JSON.stringify(logged)).not.toContain('example.com');
    expect(JSON.stringify(logged)).not.toContain(PASSWORD);
  });

  it('hides values a database message quotes, keeps the names it quotes', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "private"'), { severity: 'ERROR', code: '22P02', routine: 'pg_strtoint32_safe' });
    expect(serializeError(error).message).toBe('invalid input syntax for type integer: "…"');
    const named = Object.assign(new Error('relation "login_throttles" does not exist'), { severity: 'ERROR', code: '42P01', table: 'login_throttles' });
    expect(serializeError(named).message).toBe('relation "login_throttles" does not exist');
  });

  it('logs a thrown non-Error as its type only', () => {
    expect(serializeError(EMAIL)).toEqual({ type: 'string', message: '(not an Error)', stack: '' });
  });
});

describe('redactedUrl', () => {
  it.each([
    ['/exhibitors/news/list?keyword=secret&page=2', '/exhibitors/news/list?keyword&page'],
    ['/catalogue', '/catalogue'],
    ['/catalogue?', '/catalogue'],
    ['/x?flag', '/x?flag'],
  ])('%s → %s', (url, expected) => {
    expect(redactedUrl(url)).toBe(expected);
  });
});
