import { type TestApp, buildTestApp } from '../../test/build-test-app';

interface OpenApiOperation {
  description?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

describe('OpenAPI at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('documents the routes from their schemas, with access and every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const login = spec.paths['/exhibitors/user/login'].post;
    expect(login.description).toContain('Access: public.');
    expect(login.requestBody).toBeDefined();
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '422', '429', '500']));
    const remove = spec.paths['/exhibitors/message/delete'].delete;
    expect(remove.description).toContain('sub-account power exhibitor.message.edit');
    expect(remove.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/*']).toBeUndefined();
  });

  it('serves the interactive page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
