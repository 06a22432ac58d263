import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../test/build-test-app';

const ZH_CN = '不能包含控制字符或无效字符';
const ZH_TW = '不能包含控制字元或無效字元';
const EN_US = 'Must not contain control characters or invalid characters';

/** The 422 envelope naming one field with the new prompt. */
const refused = (field: string, message = ZH_CN) => ({ code: 422, data: { errors: [{ field, message }] } });

describe('control characters and lone surrogates are refused at the edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const post = (principal: PrincipalName, url: string, payload: string, headers: Record<string, string> = {}) =>
    t.injectAs(principal, { method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it.each(['/exhibitors/user/login', '/admin/user/login'])('%s: a NUL in the user name answers 422 on user_name, in each language', async (url) => {
    const body = JSON.stringify({ user_name: 'a\u0000', password: 'Fair2025!', clientType: 'exhibitor' });
    const zhCn = await post('anonymous', url, body);
    expect(zhCn.statusCode).toBe(422);
    expect(envelope(zhCn)).toMatchObject(refused('user_name'));
    expect(envelope(await post('anonymous', url, body, { 'language-set': 'zh-tw' }))).toMatchObject(refused('user_name', ZH_TW));
    expect(envelope(await post('anonymous', url, body, { 'language-set': 'en-us' }))).toMatchObject(refused('user_name', EN_US));
  });

  it.each([
    ['other C0 control', 'a\u001bb'],
    ['DEL', 'a\u007f'],
    ['lone high surrogate', 'a\ud800'],
    ['lone low surrogate', '\udc00a'],
  ])('%s in a body string answers 422', async (_name, value) => {
    // JSON.stringify escapes lone surrogates as \udXXX, so the server parses them back into the string
    const response = await post('anonymous', '/exhibitors/user/login', JSON.stringify({ user_name: 'exhibitor@demo.fair', password: value, clientType: 'exhibitor' }));
    expect(envelope(response)).toMatchObject(refused('password'));
  });

  it('names nested fields and object keys by their path', async () => {
    const nested = await post('exhibitorA', '/exhibitors/news/save', JSON.stringify({ title_zh: '标题', items: [{ label: 'x' }, { label: '\u0000' }] }));
    expect(envelope(nested)).toMatchObject(refused('items.1.label'));
    const key = await post('exhibitorA', '/exhibitors/news/save', JSON.stringify({ 'ti\u0000tle': 'x' }));
    expect(envelope(key)).toMatchObject(refused('title'));
    const root = await post('anonymous', '/exhibitors/user/login', JSON.stringify('\u0000'));
    expect(envelope(root)).toMatchObject(refused('body'));
  });

  it('lets tab, line feed, carriage return and surrogate pairs through to the route', async () => {
    const response = await post('exhibitorA', '/exhibitors/news/save', JSON.stringify({ title_zh: 'a\tb\r\nc 😀' }));
    // the route's own validation answers (other fields are missing), not the edge
    expect(response.statusCode).toBe(422);
    const { errors } = envelope<{ errors: { field: string; message: string }[] }>(response).data;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((error) => error.message)).not.toContain(ZH_CN);
    const search = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/news/list?keyword=a%09b%0A' });
    expect(search.statusCode).toBe(200);
  });

  it.each([
    ['exhibitorA', '/exhibitors/news/save', 'title_zh'],
    ['exhibitorA', '/exhibitors/activity/save', 'title_en'],
    ['exhibitorA', '/exhibitors/product/save', 'name_zh'],
    ['exhibitorA', '/exhibitors/exhibitors/save', 'intro_zh'],
  ] as const)('%s %s with a NUL in %s answers 422 on that field', async (principal, url, field) => {
    const response = await post(principal, url, JSON.stringify({ [field]: 'x\u0000y', status: 'draft' }));
    expect(response.statusCode).toBe(422);
    expect(envelope(response)).toMatchObject(refused(field));
  });

  it('refuses a control character in any other query parameter or path parameter', async () => {
    const query = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/news/list?status=%01' });
    expect(envelope(query)).toMatchObject(refused('status'));
    const param = await t.injectAs('anonymous', { method: 'GET', url: '/catalogue/exhibitors/1%00' });
    expect(envelope(param)).toMatchObject(refused('id'));
  });

  it('a path that does not decode (a lone surrogate as bytes) answers the 400 envelope, localised', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/catalogue/exhibitors/%ED%A0%80', headers: { 'language-set': 'en-us' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: 400, message: 'The request is malformed', msg: 'The request is malformed', data: null });
  });

  it.each([
    ['exhibitorA', '/exhibitors/news/list'],
    ['exhibitorA', '/exhibitors/product/list'],
    ['exhibitorA', '/exhibitors/activity/list'],
    ['organizerAll', '/admin/download/list'],
  ] as const)('%s %s?keyword=%00 strips the NUL and searches', async (principal, url) => {
    const stripped = await t.injectAs(principal, { method: 'GET', url: `${url}?keyword=%00` });
    const plain = await t.injectAs(principal, { method: 'GET', url });
    expect(stripped.statusCode).toBe(200);
    expect(envelope(stripped).data).toEqual(envelope(plain).data);
  });

  it.each(['/catalogue', '/catalogue/en-us'])('%s?q=%00 answers the directory page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?q=%00` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(response.body).toBe(plain.body);
  });
});
