import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MINIPROG_ADMIN_PATHS as P, type MiniprogHomeBlockRow, type MiniprogHomeItem, type MiniprogHomeSection } from '@fair/shared/contracts/miniprog';
import { MINIPROG_API_PATHS, type PublicHome } from '@fair/shared/contracts/miniprog-api';
import { operationLogs } from '../../../db/schema/operation-log';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { NOT_MINIPROG_REFUSALS } from './refusals';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.injectAs('miniprog', { method, url, ...(payload ? { payload } : {}) });
async function ok<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const answer = await response;
  expect(answer.statusCode).toBe(200);
  return envelope<T>(answer).data;
}
const listed = () => ok<{ list: MiniprogHomeBlockRow[] }>(call('GET', P.home.blocks)).then((answer) => answer.list);
const blocksOf = (rows: MiniprogHomeBlockRow[]) => rows.map((row) => row.block);
const idsFor = (rows: MiniprogHomeBlockRow[], order: MiniprogHomeSection[]) => order.map((block) => rows.find((row) => row.block === block)!.id);
const publicBlocks = (locale: string) => t.injectAs('anonymous', { method: 'GET', url: MINIPROG_API_PATHS.home, headers: { 'language-set': locale } }).then((r) => envelope<PublicHome>(r).data.blocks);
/** The blocks of the /m home page, top to bottom. */
const mobileBlocks = async (path: string) => {
  const page = await t.injectAs('anonymous', { method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  return [...page.body.matchAll(/data-block="([a-z_]+)"/g)].map((match) => match[1]);
};
/** The block-order saves, newest first; each log keeps the order before and after. */
const sortLogs = () =>
  t.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.entity, 'miniprog-home-section'), eq(operationLogs.action, 'sort')))
    .orderBy(desc(operationLogs.id));

const DEFAULT: MiniprogHomeSection[] = ['banner', 'quick_entry', 'exhibitor', 'product', 'activity'];
const NEW_ORDER: MiniprogHomeSection[] = ['activity', 'banner', 'product', 'quick_entry', 'exhibitor'];

describe('the order of the home blocks (/miniprog/dashboard)', () => {
  it('starts in the default order, and a saved order reaches the admin list, the public API in both languages and /m', async () => {
    expect(blocksOf(await listed())).toEqual(DEFAULT);
    expect(await publicBlocks('zh-cn')).toEqual(DEFAULT);
    // /m draws the banner, exhibitor and activity blocks even when empty (search box, empty notes); the others only with content
    await ok<MiniprogHomeItem>(
      call('POST', P.home.save, { block: 'quick_entry', image: '/api/files/2025/03/12df53fea8b3adfa6c2ec456dd22e204.png', title_zh: '展商名录', title_en: 'Exhibitors', link_type: 'none', link: '', status: 'published' }),
    );
    expect(await mobileBlocks('/m')).toEqual(['quick_entry', 'exhibitor', 'activity']);

    const rows = await listed();
    expect(await ok(call('POST', P.home.blocksSort, { ids: idsFor(rows, NEW_ORDER) }))).toBeNull();
    const after = await listed();
    expect(blocksOf(after)).toEqual(NEW_ORDER);
    expect(after.map((row) => row.sort)).toEqual([1, 2, 3, 4, 5]);
    // the public answer is cached: the save makes it stale at once
    expect(await publicBlocks('zh-cn')).toEqual(NEW_ORDER);
    expect(await publicBlocks('en-us')).toEqual(NEW_ORDER);
    expect(await mobileBlocks('/m')).toEqual(['activity', 'quick_entry', 'exhibitor']);
    expect(await mobileBlocks('/m/en-us')).toEqual(['activity', 'quick_entry', 'exhibitor']);

    const [log] = await sortLogs();
    expect(log.changes).toEqual({ order: [idsFor(rows, DEFAULT), idsFor(rows, NEW_ORDER)] });
  });

  it('refuses an order that is not exactly the blocks (409) and bad bodies (422 naming the field), changing nothing', async () => {
    const rows = await listed();
    const before = blocksOf(rows);
    const ids = rows.map((row) => row.id);
    for (const wrong of [ids.slice(1), [...ids.slice(1), 999_999]]) {
      expect((await call('POST', P.home.blocksSort, { ids: wrong })).statusCode).toBe(409);
    }
    expect(envelope((await call('POST', P.home.blocksSort, { ids: ids.slice(1) })) as LightMyRequestResponse).message).toBe('列表已被他人修改，请刷新后重新排序');
    const badBodies: [object, string[]][] = [
      [{}, ['ids']],
      [{ ids: 'banner' }, ['ids']],
      [{ ids: [-1] }, ['ids.0']],
      [{ ids: [...ids, ids[0]] }, ['ids']],
      [{ ids: ids.map(String).concat('x') }, ids.map((_, index) => `ids.${index}`).concat(`ids.${ids.length}`)],
      // a key the body does not have is a problem of the whole body, named in the message
      [{ ids, extra: 1 }, ['body']],
    ];
    for (const [body, fields] of badBodies) {
      const answer = await call('POST', P.home.blocksSort, body);
      expect(answer.statusCode).toBe(422);
      const refusal = envelope<{ errors: { field: string; message: string }[] }>(answer);
      expect(refusal).toMatchObject({ code: 422, message: '提交的数据不正确' });
      expect(refusal.data.errors.map((error) => error.field)).toEqual(fields);
    }
    const unknownKey = await call('POST', P.home.blocksSort, { ids, extra: 1 });
    expect(envelope<{ errors: { field: string; message: string }[] }>(unknownKey).data.errors).toEqual([{ field: 'body', message: '包含不允许的字段：extra' }]);
    expect(blocksOf(await listed())).toEqual(before);
  });

  it('keeps one whole order when two saves arrive at once: the later one, never a mix', async () => {
    const rows = await listed();
    const first: MiniprogHomeSection[] = ['exhibitor', 'product', 'activity', 'banner', 'quick_entry'];
    const second: MiniprogHomeSection[] = ['quick_entry', 'activity', 'banner', 'exhibitor', 'product'];
    const answers = await Promise.all([call('POST', P.home.blocksSort, { ids: idsFor(rows, first) }), call('POST', P.home.blocksSort, { ids: idsFor(rows, second) })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const final = blocksOf(await listed());
    expect([first, second]).toContainEqual(final);
    // the save that ran last is the one whose "after" is the final order, and it saw the other's order as "before"
    const [last, earlier] = (await sortLogs()).map((log) => (log.changes as { order: [number[], number[]] }).order);
    expect(last[1]).toEqual(idsFor(rows, final));
    expect(last[0]).toEqual(earlier[1]);
    expect(await publicBlocks('zh-cn')).toEqual(final);
  });

  it('answers only the mini-programme admin', async () => {
    const rows = await listed();
    for (const [principal, status, message] of NOT_MINIPROG_REFUSALS) {
      for (const answer of [
        await t.injectAs(principal, { method: 'GET', url: P.home.blocks }),
        await t.injectAs(principal, { method: 'POST', url: P.home.blocksSort, payload: { ids: rows.map((row) => row.id).reverse() } }),
      ]) {
        expect(answer.statusCode).toBe(status);
        expect(envelope(answer)).toMatchObject({ code: status, message, data: null });
      }
    }
    expect(await listed()).toEqual(rows);
  });
});
