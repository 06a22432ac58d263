import { eq } from 'drizzle-orm';
import type { HallItem } from '@fair/shared/contracts/halls';
import type { Page } from '@fair/shared/contracts/envelope';
import { exhibitors } from '../../../db/schema/exhibitors';
import { halls } from '../../../db/schema/reference';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const save = (payload: object, locale = 'en-us', principal: PrincipalName = 'organizerAll') =>
  t.injectAs(principal, { method: 'POST', url: '/admin/hall/save', payload, headers: { 'language-set': locale } });
const list = (query: Record<string, string> = {}) => t.injectAs('organizerAll', { method: 'GET', url: '/admin/hall/list', query });
const publicHalls = async () => envelope<{ id: number; name_en: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/exhibitors/hall/list' })).data;
const venueOrder = async () => envelope<Page<HallItem>>(await list({ page_size: '100' })).data.list.map((hall) => hall.name_en);

async function created(name_zh: string, name_en: string): Promise<HallItem> {
  const response = await save({ name_zh, name_en });
  expect(response.statusCode).toBe(200);
  return envelope<HallItem>(response).data;
}

describe('hall numbers (/organizer/exhibition-number)', () => {
  it('creates a hall at the end of the venue order and the public list shows it at once', async () => {
    const hall = await created('  2号馆 ', 'Hall 2');
    expect(hall).toMatchObject({ name_zh: '2号馆', name_en: 'Hall 2', exhibitor_count: 0 });
    expect((await venueOrder()).at(-1)).toBe('Hall 2');
    expect((await publicHalls()).map((row) => row.name_en)).toContain('Hall 2');
  });

  it('lists with the exhibitors using each hall, searches either name and sorts by a column', async () => {
    await created('3号馆', 'Hall 3');
    const all = envelope<Page<HallItem>>(await list()).data;
    expect(all.list.find((hall) => hall.id === t.fixtures.hallId)?.exhibitor_count).toBe(2);
    expect(envelope<Page<HallItem>>(await list({ keyword: '3号' })).data.list.map((hall) => hall.name_en)).toEqual(['Hall 3']);
    expect(envelope<Page<HallItem>>(await list({ keyword: 'hall 2' })).data.list.map((hall) => hall.name_zh)).toEqual(['2号馆']);
    const byName = envelope<Page<HallItem>>(await list({ sort: 'name_en', order: 'desc', page_size: '2' })).data;
    expect(byName.list.map((hall) => hall.name_en)).toEqual(['Hall 3', 'Hall 2']);
    expect(byName.total).toBe(3);
    expect((await list({ sort: 'password' })).statusCode).toBe(422);
  });

  it('requires both names (SPEC §5 "Name cannot be empty"), at most 2000 characters', async () => {
    const empty = await save({ name_zh: ' ', name_en: '' });
    expect(empty.statusCode).toBe(422);
    expect(envelope<Errors>(empty).data.errors.map((error) => error.field).sort()).toEqual(['name_en', 'name_zh']);
    const long = await save({ name_zh: '馆'.repeat(2001), name_en: 'Hall X' });
    expect(envelope<Errors>(long).data.errors.map((error) => error.field)).toEqual(['name_zh']);
  });

  it('refuses a hall number that exists (either language, any case) on that field, and renames keep their own name', async () => {
    const taken = await save({ name_zh: '新馆', name_en: ' hall 2 ' }, 'zh-cn');
    expect(taken.statusCode).toBe(422);
    expect(envelope<Errors>(taken).data.errors).toEqual([{ field: 'name_en', message: '该展馆号已存在' }]);
    const [hall] = envelope<Page<HallItem>>(await list({ keyword: 'Hall 3' })).data.list;
    const renamed = await save({ id: hall.id, name_zh: '3号馆', name_en: 'Hall 3 (East)' });
    expect(envelope<HallItem>(renamed).data.name_en).toBe('Hall 3 (East)');
    expect((await save({ id: 2_000_000, name_zh: '无', name_en: 'None' })).statusCode).toBe(404);
  });

  it('of two concurrent saves of the same hall number one wins and the other gets the field error', async () => {
    const answers = await Promise.all([save({ name_zh: '9号馆', name_en: 'Hall 9' }), save({ name_zh: '9号馆', name_en: 'Hall 9' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(envelope<Errors>(answers.find((answer) => answer.statusCode === 422)!).data.errors[0].field).toBe('name_zh');
    expect(await t.db.select().from(halls).where(eq(halls.name_en, 'Hall 9'))).toHaveLength(1);
  });

  it('moves a hall one place up or down; at the ends nothing changes', async () => {
    const before = await venueOrder();
    const last = envelope<Page<HallItem>>(await list({ keyword: before.at(-1)! })).data.list[0];
    const move = (id: number, direction: string) => t.injectAs('organizerAll', { method: 'POST', url: '/admin/hall/sort', payload: { id, direction } });
    expect((await move(last.id, 'up')).statusCode).toBe(200);
    expect(await venueOrder()).toEqual([...before.slice(0, -2), before.at(-1), before.at(-2)]);
    expect((await move(last.id, 'down')).statusCode).toBe(200);
    expect((await move(last.id, 'down')).statusCode).toBe(200);
    expect(await venueOrder()).toEqual(before);
    expect((await move(2_000_000, 'up')).statusCode).toBe(404);
    expect((await move(last.id, 'sideways')).statusCode).toBe(422);
  });

  it('refuses to delete a hall exhibitors use, naming how many, and keeps everything', async () => {
    const answer = await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/hall/delete', query: { id: String(t.fixtures.hallId) }, headers: { 'language-set': 'zh-cn' } });
    expect(answer.statusCode).toBe(409);
    expect(envelope(answer).message).toBe('有 2 家展商使用该展馆号，请先为其更换展馆后再删除');
    const [hall] = await t.db.select().from(halls).where(eq(halls.id, t.fixtures.hallId));
    expect(hall).toBeDefined();
    expect(await t.db.select().from(exhibitors).where(eq(exhibitors.hall_id, t.fixtures.hallId))).toHaveLength(2);
  });

  it('deletes an unused hall, which leaves the public list; a second delete is 404', async () => {
    const hall = await created('临时馆', 'Temporary hall');
    const remove = () => t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/hall/delete', query: { id: String(hall.id) } });
    expect((await remove()).statusCode).toBe(200);
    expect((await publicHalls()).map((row) => row.id)).not.toContain(hall.id);
    expect((await remove()).statusCode).toBe(404);
  });

  it('is for organizers holding exhibition-number only', async () => {
    expect((await save({ name_zh: '馆', name_en: 'H' }, 'en-us', 'organizerLimited')).statusCode).toBe(403);
    expect((await save({ name_zh: '馆', name_en: 'H' }, 'en-us', 'exhibitorA')).statusCode).toBe(403);
    expect((await save({ name_zh: '馆', name_en: 'H' }, 'en-us', 'anonymous')).statusCode).toBe(401);
  });
});
