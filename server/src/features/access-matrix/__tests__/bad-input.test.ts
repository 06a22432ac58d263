import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { firstUncleanPath } from '@fair/shared/validation/control-characters';
import { type PrincipalName, type TestApp, buildTestApp } from '../../../test/build-test-app';
import { MATRIX } from './matrix-expectations';

type Method = NonNullable<InjectOptions['method']>;

/** Generated requests per route: enough variety to find a crash, few enough to keep the pass near a minute. */
const RUNS_PER_ROUTE = 15;

/** What the edge refuses (plugins/input-characters): C0 controls but tab/LF/CR, DEL and lone surrogates. */
const FORBIDDEN = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\ud800', '\udbff', '\udc00', '\udfff'];
/** The same, as far as a URL can carry them: a lone surrogate has no UTF-8 form, so only the controls. */
const URL_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/; // eslint-disable-line no-control-regex
/** Query parameters the edge cleans instead of refusing. */
const SEARCH_PARAMS = new Set(['keyword', 'q', 'search']);

const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'binary-ascii', maxLength: 12 }));
const forbidden = fc.constantFrom(...FORBIDDEN);
/** Text holding at least one forbidden character somewhere. */
const nasty = fc.tuple(text, forbidden, text).map(([before, character, after]) => before + character + after);

/** Field names the routes know, mixed with random ones, so generated input reaches real validation. */
const knownKeys = [
  'id', 'page', 'page_size', 'keyword', 'q', 'search', 'status', 'action', 'kind', 'locale', 'lang', 'url', 'app_id',
  'user_name', 'password', 'clientType', 'remember', 'phone', 'email', 'code', 'name', 'type', 'file',
  'title_zh', 'title_en', 'name_zh', 'name_en', 'content_zh', 'content_en', 'intro_zh', 'intro_en',
];
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...knownKeys) }, { weight: 1, arbitrary: text }, { weight: 1, arbitrary: nasty });
const edgeValue = fc.oneof(
  text,
  nasty,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', 'true', '9'.repeat(30), '%00', '\u0000', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '𝟘𝟙', 'x'.repeat(3000)),
);
// no ":" in query values: nothing generated can look like a URL the server would fetch
const queryValue = edgeValue.map((value) => value.replace(/:/g, ''));
const query = fc.dictionary(key, fc.oneof(queryValue, fc.array(queryValue, { minLength: 1, maxLength: 3 })), { maxKeys: 5 });

const jsonLeaf = fc.oneof(edgeValue, fc.integer(), fc.boolean(), fc.constant(null));
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(key, fc.oneof(jsonLeaf, fc.array(jsonLeaf, { maxLength: 3 }), fc.dictionary(key, jsonLeaf, { maxKeys: 3 })), { maxKeys: 6 }),
  fc.record(
    {
      user_name: fc.oneof(edgeValue, fc.jsonValue({ maxDepth: 1 })),
      password: fc.oneof(edgeValue, fc.jsonValue({ maxDepth: 1 })),
      clientType: fc.oneof(fc.constantFrom('exhibitor', 'organizer', 'miniprog', 'app', ''), text),
      remember: fc.jsonValue({ maxDepth: 1 }),
      id: fc.oneof(fc.integer(), fc.double(), edgeValue),
      title_zh: edgeValue,
      status: fc.oneof(fc.constantFrom('draft', 'published'), edgeValue),
    },
    { requiredKeys: [] },
  ),
);

interface Body {
  payload: string | Buffer;
  contentType: string;
  /** the parsed JSON the server will see, when it is JSON */
  json?: unknown;
}

/** A well-formed multipart upload whose field name, file name and text carry generated (often nasty) text. */
const multipart = fc.tuple(fc.oneof(key, nasty), fc.oneof(text, nasty), fc.oneof(text, nasty)).map(([field, fileName, value]): Body => {
  const boundary = 'fairboundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n${value}\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
});

const body = fc.oneof(
  { weight: 4, arbitrary: jsonBody.map((value): Body => ({ payload: JSON.stringify(value) ?? '', contentType: 'application/json', json: value })) },
  text.map((value): Body => ({ payload: value, contentType: 'application/json' })),
  fc.constantFrom<Body>({ payload: '', contentType: 'application/json' }, { payload: ' ', contentType: 'application/json; charset=utf-8' }),
  multipart,
  fc.uint8Array({ maxLength: 64 }).map((bytes): Body => ({ payload: Buffer.from(bytes), contentType: 'application/octet-stream' })),
  fc.tuple(text, fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'image/png')).map(
    ([value, contentType]): Body => ({ payload: value, contentType }),
  ),
);
const headers = fc.record(
  {
    'language-set': fc.oneof(fc.constantFrom('zh-cn', 'zh-tw', 'en-us', 'EN_US', 'ja'), fc.string({ maxLength: 20 })),
    'client-type': fc.oneof(fc.constantFrom('exhibitor', 'organizer', 'miniprog', 'app'), fc.string({ maxLength: 20 })),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
    token: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: [] },
);
const pathSegment = fc.oneof(text, nasty, fc.constantFrom('..', '%2e%2e', '%2F', 'mf-exhibitor', 'index.html', '2025', '1', '%00', '\u0000'));

/**
 * Percent-encoding as a client would send it; a lone surrogate goes out as its three WTF-8 bytes
 * (what a careless client produces), which no UTF-8 decoder accepts.
 */
function encodePart(value: string): string {
  let encoded = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(character);
  }
  return encoded;
}

function queryString(values: Record<string, string | string[]>): string {
  const pairs = Object.entries(values).flatMap(([name, value]) => [value].flat().map((item) => `${encodePart(name)}=${encodePart(item)}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A query part the server decodes to a forbidden character (a part holding undecodable bytes stays encoded as it came). */
const decodesToForbidden = (part: string) => URL_FORBIDDEN.test(part) && !LONE_SURROGATE.test(part);

/** True when the edge must refuse the query: a forbidden character in a name, or in the value of a non-search parameter. */
function queryIsTainted(values: Record<string, string | string[]>): boolean {
  return Object.entries(values).some(
    ([name, value]) => name !== '' && (decodesToForbidden(name) || (!SEARCH_PARAMS.has(name) && !LONE_SURROGATE.test(name) && [value].flat().some(decodesToForbidden))),
  );
}

/** A stack frame, a source path or a module path in an answer means internals leaked. */
const LEAK = /\n\s+at\s|\(\/[^)]*:\d+:\d+\)|node_modules|\.ts:\d+/;
const ENVELOPE_KEYS = ['code', 'data', 'message', 'msg'];

/** An error answer must be the project's envelope: {code = status, message = msg (localised), data: null | {errors}}. */
function envelopeProblem(response: LightMyRequestResponse): string | undefined {
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    return 'not JSON';
  }
  if (typeof parsed !== 'object' || parsed === null) return 'not an object';
  const envelope = parsed as { code?: unknown; message?: unknown; msg?: unknown; data?: unknown };
  if (Object.keys(envelope).sort().join() !== ENVELOPE_KEYS.join()) return `keys ${Object.keys(envelope).join()}`;
  if (envelope.code !== response.statusCode) return `code ${String(envelope.code)}`;
  if (typeof envelope.message !== 'string' || envelope.message === '' || envelope.message !== envelope.msg) return 'message/msg';
  if (envelope.data === null) return undefined;
  const errors = (envelope.data as { errors?: unknown }).errors;
  const wellFormed = Array.isArray(errors) && errors.length > 0 && errors.every((error: { field?: unknown; message?: unknown }) => typeof error.field === 'string' && typeof error.message === 'string' && error.message !== '');
  return wellFormed ? undefined : 'data';
}

const isPage = (url: string) => url.startsWith('/catalogue') || url === '/m' || url.startsWith('/m/');

function principalFor(route: string): PrincipalName {
  const allowed = MATRIX[route]?.allowed;
  return !allowed || allowed === 'everyone' ? 'anonymous' : allowed[0];
}

describe('bad-input pass: generated bodies, queries, path parameters and headers on every route', () => {
  let t: TestApp;
  let staticRoot: string;
  beforeAll(async () => {
    // a built shell of its own: without one the page fallback answers 503 "front end not built", so the pass would depend on the checkout having run a build
    staticRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bad-input-static-'));
    await fs.mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    await fs.writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp({ staticRoot });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(staticRoot, { recursive: true, force: true });
  });

  async function probe(route: string): Promise<void> {
    const [method, template] = route.split(' ') as [Method, string];
    const principal = principalFor(route);
    const fresh = Boolean(MATRIX[route]?.freshSession);
    const hasPathParts = /[:*]/.test(template);
    const sendsBody = method !== 'GET';
    await fc.assert(
      fc.asyncProperty(query, body, headers, fc.array(pathSegment, { minLength: 1, maxLength: 3 }), async (q, b, h, segments) => {
        let path = template.replace(/:[A-Za-z_]+/g, () => encodePart(segments[0]));
        if (hasPathParts) path = path.replace(/\*$/, segments.map(encodePart).join('/'));
        const url = path + queryString(q);
        const response = await t.injectAs(
          principal,
          { method, url, payload: sendsBody ? b.payload : undefined, headers: { ...h, ...(sendsBody ? { 'content-type': b.contentType } : {}) } },
          { fresh },
        );
        const status = response.statusCode;
        const where = `${route} ${url.slice(0, 200)} → ${status}`;
        if (status >= 500) throw new Error(`${where}: ${response.body.slice(0, 300)}`);
        if (LEAK.test(response.body)) throw new Error(`${where} leaked internals: ${response.body.slice(0, 300)}`);
        if (status >= 400 && !(isPage(template) && String(response.headers['content-type']).startsWith('text/html'))) {
          const problem = envelopeProblem(response);
          if (problem) throw new Error(`${where} without a proper envelope (${problem}): ${response.body.slice(0, 300)}`);
        }
        // a '.' or '..' segment is resolved away with what precedes it (/m/%00/.. is /m): then no segment reaches the route
        const resolvedAway = segments.some((segment) => segment === '.' || segment === '..');
        const usedSegments = template.endsWith('*') ? (resolvedAway ? [] : segments) : template.includes(':') ? segments.slice(0, 1) : [];
        const tainted =
          usedSegments.some(decodesToForbidden) ||
          queryIsTainted(q) ||
          (sendsBody && b.json !== undefined && firstUncleanPath(b.json) !== undefined);
        if (tainted && status < 300) throw new Error(`${where}: a forbidden character got through`);
      }),
      {
        numRuns: RUNS_PER_ROUTE,
        // every route also gets the plain cases: a NUL in a body field, in a query value, in the search terms, in a path segment
        examples: [
          [{ id: '\u0000' }, { payload: '{"title_zh":"a\\u0000","user_name":"\\ud800"}', contentType: 'application/json', json: { title_zh: 'a\u0000', user_name: '\ud800' } }, {}, ['\u0000']],
          [{ keyword: '\u0000', q: '%00', search: '\u0000\u001b' }, { payload: '', contentType: 'application/json' }, {}, ['1\u0000']],
        ],
      },
    );
  }

  it.each(Object.keys(MATRIX))('%s never answers 5xx; its errors are envelopes; control characters never get through', async (route) => {
    await probe(route);
  });

  it('covers registered routes the matrix does not list yet, as anonymous', async () => {
    const unlisted = t.app.routeTable.map((route) => `${route.method} ${route.url}`).filter((route) => !MATRIX[route]);
    for (const route of unlisted) await probe(route);
  });
});
