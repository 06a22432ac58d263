import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { operationIdOf } from '../docs';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** The document's path of a Fastify URL: `:id` → `{id}`, the wildcard → `{path}`. */
const documentPathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

describe('the API document as a contract (/api/docs/json)', () => {
  let t: TestApp;
  let source: string;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp();
    source = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    document = JSON.parse(source) as OpenApiDocument;
  });
  afterAll(() => t?.close());

  const operations = () => Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

  it("passes Redocly's recommended rules without an error", async () => {
    const { createConfig, lintFromString } = await import('@redocly/openapi-core');
    const config = await createConfig({ extends: ['recommended'] });
    const errorsOf = async (text: string) =>
      (await lintFromString({ source: text, absoluteRef: '/api/docs/json', config }))
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(await errorsOf(source)).toEqual([]);
    // the rules do run: the same document without servers fails
    expect(await errorsOf(JSON.stringify({ ...document, servers: undefined }))).toEqual([expect.stringContaining('no-empty-servers')]);
  });

  it('gives every operation its own operationId, made from method and URL', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/exhibitors/product/list'].get.operationId).toBe('getExhibitorsProductList');
    expect(document.paths['/exhibitors/user/sms-code'].post.operationId).toBe('postExhibitorsUserSmsCode');
    expect(document.paths['/api/files/{path}'].get.operationId).toBe('getApiFilesByPath');
  });

  it('declares no security on public routes and the bearer token on all others', () => {
    const documented = t.app.routeTable
      .map((route) => ({ route, operation: document.paths[documentPathOf(route.url)]?.[route.method.toLowerCase()] }))
      .filter((entry): entry is typeof entry & { operation: Operation } => entry.operation !== undefined);
    expect(documented.length).toBe(operations().length);
    for (const { route, operation } of documented) {
      expect({ route: `${route.method} ${route.url}`, security: operation.security }).toEqual({
        route: `${route.method} ${route.url}`,
        security: route.access?.clientTypes === 'public' ? [] : [{ bearer: [] }],
      });
    }
    expect(document.paths['/exhibitors/user/login'].post.security).toEqual([]);
  });
});

describe('operationIdOf', () => {
  it('turns method and URL into camelCase words, parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/i18n/resource-locale')).toBe('getApiI18nResourceLocale');
    expect(operationIdOf('GET', '/mf/registry.json')).toBe('getMfRegistryJson');
    expect(operationIdOf('GET', '/catalogue/exhibitors/:id')).toBe('getCatalogueExhibitorsById');
    expect(operationIdOf('DELETE', '/api/files/*')).toBe('deleteApiFilesByPath');
  });
});
