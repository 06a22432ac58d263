import { build } from '../../app';
import { testConfig } from '../../config/config';
import { PUBLIC } from '../../lib/access/route-access';
import { AppError } from '../../lib/http/app-error';
import { type TestApp, buildTestApp, envelope } from '../../test/build-test-app';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import type { FastifyInstance } from 'fastify';

describe('envelope and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('answers unknown API routes with a 404 envelope, localised', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'language-set': 'en-us' } });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toEqual({ code: 404, message: 'No such API endpoint', msg: 'No such API endpoint', data: null });
    const zhTw = await t.app.inject({ method: 'POST', url: '/admin/unknown', headers: { 'language-set': 'zh-tw' } });
    expect(envelope(zhTw).message).toBe('介面不存在');
  });

  it('falls back to zh-cn for an unknown Language-Set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'language-set': 'xx-yy' } });
    expect(envelope(response).message).toBe('接口不存在');
  });

  it('answers malformed JSON with 400 and a body over the limit with 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed)).toMatchObject({ code: 400, message: '请求格式不正确', data: null });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ user_name: 'x'.repeat(1024 * 1024 + 10), password: 'p', clientType: 'exhibitor' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(envelope(huge)).toMatchObject({ code: 413, message: '提交的内容过大' });
  });

  it('answers a malformed multipart body with 400, not a server error', async () => {
    const response = await t.injectAs('exhibitorA', {
      method: 'POST',
      url: '/exhibitors/attachment/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ code: 400, message: '请求格式不正确' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(envelope(response).code).toBe(415);
  });
});

describe('server faults and shutdown', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ handle: database } = await openTestDatabase());
    app = await build({ config: testConfig(), database, logger: false });
    app.get('/api/test/crash', { config: { access: PUBLIC } }, async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    app.get('/api/test/expected', { config: { access: PUBLIC } }, async () => {
      throw new AppError(409, 'errors.conflict');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  it('hides the details of an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash', headers: { 'language-set': 'en-us' } });
    expect(response.statusCode).toBe(500);
    expect(envelope(response)).toEqual({
      code: 500,
      message: 'Internal server error, please try again later',
      msg: 'Internal server error, please try again later',
      data: null,
    });
    expect(response.body).not.toMatch(/secret|\.ts:|at /);
  });

  it('maps an expected failure to its status', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/expected' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('数据已存在或已被修改');
  });

  it('answers 503 once shutdown began', async () => {
    app.shuttingDown = true;
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    app.shuttingDown = false;
    expect(response.statusCode).toBe(503);
    expect(envelope(response).code).toBe(503);
  });
});
