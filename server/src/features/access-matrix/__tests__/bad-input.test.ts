import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type PrincipalName, type TestApp, buildTestApp } from '../../../test/build-test-app';
import { MATRIX } from './matrix-expectations';

/** Field names the routes know, mixed with random ones, so generated input reaches real validation. */
const knownKeys = ['id', 'page', 'page_size', 'app_id', 'locale', 'lang', 'url', 'user_name', 'password', 'clientType', 'remember', 'name', 'type', 'file'];
const text = fc.string({ maxLength: 40 });
const key = fc.oneof(fc.constantFrom(...knownKeys), text);
const edgeValue = fc.oneof(
  text,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', 'true', '9'.repeat(30), '%00', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '𝟘𝟙', 'x'.repeat(3000)),
);
// no ":" in query values: nothing generated can look like a URL the server would fetch
const queryValue = edgeValue.map((value) => value.replace(/:/g, ''));
const query = fc.dictionary(key, fc.oneof(queryValue, fc.array(queryValue, { maxLength: 3 })), { maxKeys: 5 });

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  fc.record(
    {
      user_name: fc.oneof(edgeValue, fc.jsonValue({ maxDepth: 1 })),
      password: fc.oneof(edgeValue, fc.jsonValue({ maxDepth: 1 })),
      clientType: fc.oneof(fc.constantFrom('exhibitor', 'organizer', 'miniprog', 'app', ''), text),
      remember: fc.jsonValue({ maxDepth: 1 }),
      id: fc.oneof(fc.integer(), fc.double(), edgeValue),
    },
    { requiredKeys: [] },
  ),
);
const body = fc.oneof(
  jsonBody.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
  text.map((value) => ({ payload: value, contentType: 'application/json' })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/octet-stream' })),
  fc.tuple(text, fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'image/png')).map(
    ([value, contentType]) => ({ payload: value, contentType }),
  ),
);
const headers = fc.record(
  {
    'language-set': fc.oneof(fc.constantFrom('zh-cn', 'zh-tw', 'en-us', 'EN_US', 'ja'), text),
    'client-type': fc.oneof(fc.constantFrom('exhibitor', 'organizer', 'miniprog', 'app'), text),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
    token: text,
  },
  { requiredKeys: [] },
);
const pathSegment = fc.oneof(text, fc.constantFrom('..', '%2e%2e', '%2F', 'mf-exhibitor', 'index.html', '2025', '%00')).map((segment) => encodeURI(segment));

/** A stack frame, a source path or a module path in an answer means internals leaked. */
const LEAK = /\n\s+at\s|\(\/[^)]*:\d+:\d+\)|node_modules|\.ts:\d+/;

function principalFor(allowed: (typeof MATRIX)[string]['allowed']): PrincipalName {
  return allowed === 'everyone' ? 'anonymous' : allowed[0];
}

describe('bad-input pass: generated bodies, queries and headers on every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(Object.keys(MATRIX))('%s never answers 5xx or leaks internals', async (route) => {
    const [method, template] = route.split(' ') as [NonNullable<InjectOptions['method']>, string];
    const entry = MATRIX[route];
    const principal = principalFor(entry.allowed);
    const hasPathParts = /[:*]/.test(template);
    await fc.assert(
      fc.asyncProperty(query, body, headers, fc.array(pathSegment, { minLength: 1, maxLength: 3 }), async (q, b, h, segments) => {
        let url = template.replace(/:[A-Za-z_]+/, () => segments[0]);
        if (hasPathParts) url = url.replace(/\*$/, segments.join('/'));
        const response = await t.injectAs(
          principal,
          {
            method,
            url,
            query: q,
            payload: method === 'GET' ? undefined : b.payload,
            headers: { ...h, ...(method === 'GET' ? {} : { 'content-type': b.contentType }) },
          },
          { fresh: Boolean(entry.freshSession) },
        );
        if (response.statusCode >= 500 && response.statusCode !== 503) {
          throw new Error(`${route} ${url} → ${response.statusCode}: ${response.body.slice(0, 300)}`);
        }
        if (LEAK.test(response.body)) throw new Error(`${route} ${url} leaked internals: ${response.body.slice(0, 300)}`);
        const type = String(response.headers['content-type'] ?? '');
        if (type.includes('application/json') && response.statusCode >= 400) {
          const envelope = response.json() as { code: number; message: string; msg: string };
          if (envelope.code !== response.statusCode || !envelope.message || envelope.message !== envelope.msg) {
            throw new Error(`${route} ${url} → ${response.statusCode} without a proper envelope: ${response.body.slice(0, 300)}`);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
