import { build } from '../../app';
import { testConfig } from '../../config/config';
import { type TestApp, buildTestApp, envelope } from '../../test/build-test-app';
import { openTestDatabase } from '../../test/test-database';

describe('route access declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('lists every registered route with its declaration', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(0);
    for (const entry of t.app.routeTable) expect(entry.access).toBeDefined();
    expect(t.app.routeTable).toContainEqual({ method: 'GET', url: '/healthz', access: { clientTypes: 'public' } });
  });

  it('answers /healthz inside the envelope', async () => {
    const response = await t.injectAs('anonymous', { method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ code: 0, message: '操作成功', msg: '操作成功', data: { status: 'ok', database: expect.any(String) } });
  });

  it('refuses to start when a route has no access declaration', async () => {
    const { handle: database } = await openTestDatabase();
    const app = await build({ config: testConfig(), database, logger: false });
    try {
      app.get('/api/undeclared', async () => ({ code: 0 }));
      app.post('/api/undeclared-too', async () => ({ code: 0 }));
      await expect(app.ready()).rejects.toThrow('Routes without an access declaration: GET /api/undeclared, POST /api/undeclared-too');
    } finally {
      await app.close().catch(() => undefined);
      await database.close();
    }
  });
});
