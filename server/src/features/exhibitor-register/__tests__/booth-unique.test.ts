import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { RegisterDetail } from '@fair/shared/contracts/exhibitor-register';
import { BOOTH_INDEX, exhibitors } from '../../../db/schema/exhibitors';
import { halls } from '../../../db/schema/reference';
import { isUniqueViolation } from '../../../lib/db/pg-errors';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };

/** Companies of this file only: 3.1号馆 holds the clash of the report (3H-C08 saved for two companies). */
const world = { hall: 0, otherHall: 0, holder: 0, rival: 0, third: 0, fourth: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const [hall, otherHall] = await t.db
    .insert(halls)
    .values([
      { name_zh: '3.1号馆', name_en: 'Hall 3.1', sort: 31 },
      { name_zh: '4.1号馆', name_en: 'Hall 4.1', sort: 41 },
    ])
    .returning({ id: halls.id });
  const rows = await t.db
    .insert(exhibitors)
    .values([
      { name_zh_cn: '展位甲电子', name_en: 'Booth Alpha Electronics', exhibitor_types: ['Local'] },
      { name_zh_cn: '展位乙科技', name_en: 'Booth Beta Tech', exhibitor_types: ['FIE'] },
      { name_zh_cn: '展位丙公司', name_en: '', exhibitor_types: ['International'] },
      { name_zh_cn: '展位丁公司', name_en: 'Booth Delta', exhibitor_types: ['International'] },
    ])
    .returning({ id: exhibitors.id });
  Object.assign(world, { hall: hall.id, otherHall: otherHall.id, holder: rows[0].id, rival: rows[1].id, third: rows[2].id, fourth: rows[3].id });
});
afterAll(() => t?.close());

const saveBooth = (payload: { id: number; hall_id: number | null; booth: string | null }, locale = 'zh-cn') =>
  t.injectAs('organizerAll', { method: 'POST', url: '/admin/exhibitor-info/booth', payload: { booth_area: null, ...payload }, headers: { 'language-set': locale } });
const errorsOf = (response: Awaited<ReturnType<typeof saveBooth>>) => Object.fromEntries(envelope<Errors>(response).data.errors.map((error) => [error.field, error.message]));
const boothOf = async (id: number) => (await t.db.select({ hall_id: exhibitors.hall_id, booth: exhibitors.booth }).from(exhibitors).where(eq(exhibitors.id, id)))[0];
const clear = (ids: number[]) => t.db.update(exhibitors).set({ hall_id: null, booth: null }).where(inArray(exhibitors.id, ids));

describe('a booth (hall + booth number) belongs to one exhibitor', () => {
  it('refuses the second company with a field error naming the holder, in the caller’s language, and writes nothing', async () => {
    expect((await saveBooth({ id: world.holder, hall_id: world.hall, booth: '3H-C08' })).statusCode).toBe(200);
    const before = await boothOf(world.rival);

    const zhCn = await saveBooth({ id: world.rival, hall_id: world.hall, booth: '3H-C08' });
    expect(zhCn.statusCode).toBe(422);
    expect(errorsOf(zhCn)).toEqual({ booth: '该展位已分配给展位甲电子，一个展位只能属于一个展商' });
    expect(errorsOf(await saveBooth({ id: world.rival, hall_id: world.hall, booth: '3H-C08' }, 'zh-tw'))).toEqual({ booth: '該展位已分配給展位甲电子，一個展位只能屬於一個展商' });
    expect(errorsOf(await saveBooth({ id: world.rival, hall_id: world.hall, booth: '3H-C08' }, 'en-us'))).toEqual({
      booth: 'This booth is already assigned to Booth Alpha Electronics; a booth belongs to one exhibitor',
    });
    expect(await boothOf(world.rival)).toEqual(before);
  });

  it('compares booth numbers as the venue reads them: case, spaces and full-width forms do not make another booth', async () => {
    for (const variant of ['3h-c08', ' 3H - C08 ', '３Ｈ－Ｃ０８', '3H-\u3000C08']) {
      const response = await saveBooth({ id: world.third, hall_id: world.hall, booth: variant });
      expect([variant, response.statusCode, errorsOf(response).booth]).toEqual([variant, 422, '该展位已分配给展位甲电子，一个展位只能属于一个展商']);
    }
    expect(await boothOf(world.third)).toEqual({ hall_id: null, booth: null });
  });

  it('lets the holder save its own booth again, the same number in another hall, and booth numbers without a hall', async () => {
    const again = await saveBooth({ id: world.holder, hall_id: world.hall, booth: '3h-c08' });
    expect(again.statusCode).toBe(200);
    expect(envelope<RegisterDetail>(again).data.booth).toBe('3h-c08');
    expect((await saveBooth({ id: world.rival, hall_id: world.otherHall, booth: '3H-C08' })).statusCode).toBe(200);
    // a booth number waiting for its hall names no booth yet
    expect((await saveBooth({ id: world.third, hall_id: null, booth: 'C09' })).statusCode).toBe(200);
    expect((await saveBooth({ id: world.fourth, hall_id: null, booth: 'C09' })).statusCode).toBe(200);
    // a freed booth can be taken
    expect((await saveBooth({ id: world.holder, hall_id: world.hall, booth: '3H-C10' })).statusCode).toBe(200);
    expect((await saveBooth({ id: world.third, hall_id: world.hall, booth: '3H-C08' })).statusCode).toBe(200);
    await clear([world.holder, world.rival, world.third, world.fourth]);
  });

  it('two concurrent saves of one booth: exactly one wins, the other gets the field error naming the winner', async () => {
    // every company update waits 300 ms after its check, so on PostgreSQL both saves pass the check before
    // either writes and the unique index decides; PGlite runs them one after the other, so the check does
    await t.db.execute(sql.raw(`create function slow_booth() returns trigger language plpgsql as $$ begin if new.booth = '3H-C08' then perform pg_sleep(0.3); end if; return new; end $$`));
    await t.db.execute(sql.raw('create trigger slow_booth before update on exhibitors for each row execute function slow_booth()'));
    try {
      const contenders = [world.holder, world.rival];
      const answers = await Promise.all(contenders.map((id) => saveBooth({ id, hall_id: world.hall, booth: '3H-C08' })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      const winner = contenders[answers.findIndex((answer) => answer.statusCode === 200)];
      const loser = contenders.find((id) => id !== winner)!;
      const winnerName = winner === world.holder ? '展位甲电子' : '展位乙科技';
      expect(errorsOf(answers.find((answer) => answer.statusCode === 422)!)).toEqual({ booth: `该展位已分配给${winnerName}，一个展位只能属于一个展商` });
      expect(await boothOf(winner)).toEqual({ hall_id: world.hall, booth: '3H-C08' });
      expect(await boothOf(loser)).toEqual({ hall_id: null, booth: null });
    } finally {
      await t.db.execute(sql.raw('drop trigger slow_booth on exhibitors'));
      await t.db.execute(sql.raw('drop function slow_booth'));
      await clear([world.holder, world.rival]);
    }
  });

  it('a booth saved while its hall is deleted: the save lands and the delete is refused, or the hall goes and the save is told so', async () => {
    const [hall] = await t.db.insert(halls).values({ name_zh: '临时馆', name_en: 'Pop-up hall', sort: 99 }).returning({ id: halls.id });
    await clear([world.fourth]);
    // on PostgreSQL both have started before either reads the hall
    const [save, remove] = await together(t.db, [sql`select id from halls where id = ${hall.id} for update`], () => [
      saveBooth({ id: world.fourth, hall_id: hall.id, booth: 'T-01' }),
      t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/hall/delete', query: { id: String(hall.id) }, headers: { 'language-set': 'zh-cn' } }),
    ]);
    const left = await t.db.select({ id: halls.id }).from(halls).where(eq(halls.id, hall.id));
    if (save.statusCode === 200) {
      expect(remove.statusCode).toBe(409);
      expect(envelope(remove).message).toBe('有 1 家展商使用该展馆号，请先为其更换展馆后再删除');
      expect(left).toEqual([{ id: hall.id }]);
      expect(await boothOf(world.fourth)).toEqual({ hall_id: hall.id, booth: 'T-01' });
      await clear([world.fourth]);
      await t.db.delete(halls).where(eq(halls.id, hall.id));
    } else {
      expect(save.statusCode).toBe(422);
      expect(errorsOf(save)).toEqual({ hall_id: '展馆号不存在或已删除' });
      expect(remove.statusCode).toBe(200);
      expect(left).toEqual([]);
      expect(await boothOf(world.fourth)).toEqual({ hall_id: null, booth: null });
    }
  });

  it('is held by the database itself: a write around the route breaks the unique index, recognised by its name', async () => {
    await t.db.update(exhibitors).set({ hall_id: world.hall, booth: 'D01' }).where(eq(exhibitors.id, world.holder));
    const clash = await t.db
      .update(exhibitors)
      .set({ hall_id: world.hall, booth: 'd 01' })
      .where(eq(exhibitors.id, world.rival))
      .then(() => null, (error: unknown) => error);
    expect(isUniqueViolation(clash, BOOTH_INDEX)).toBe(true);
    expect(isUniqueViolation(clash, 'exhibitor_accounts_email_idx')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    await clear([world.holder]);
  });

  it('the migration keeps booths booked twice before it: the oldest holder keeps the number, the others carry it marked', async () => {
    const folder = join(__dirname, '../../../../drizzle');
    const file = readdirSync(folder).find((name) => name.startsWith('0009_'))!;
    const statements = readFileSync(join(folder, file), 'utf8').split('--> statement-breakpoint').map((text) => text.trim());
    const [dedupe, createIndex] = statements.filter((text) => /exhibitors/.test(text));
    await t.db.execute(sql.raw(`drop index ${BOOTH_INDEX}`));
    try {
      await t.db.update(exhibitors).set({ hall_id: world.hall, booth: '3H-C08' }).where(inArray(exhibitors.id, [world.holder, world.rival]));
      await t.db.update(exhibitors).set({ hall_id: world.hall, booth: '3h-c08 ' }).where(eq(exhibitors.id, world.third));
      await t.db.update(exhibitors).set({ hall_id: world.otherHall, booth: '3H-C08' }).where(eq(exhibitors.id, world.fourth));
    } finally {
      await t.db.execute(sql.raw(dedupe));
      await t.db.execute(sql.raw(createIndex));
    }
    expect(await boothOf(world.holder)).toEqual({ hall_id: world.hall, booth: '3H-C08' });
    expect(await boothOf(world.rival)).toEqual({ hall_id: world.hall, booth: `3H-C08 (dup #${world.rival})` });
    expect(await boothOf(world.third)).toEqual({ hall_id: world.hall, booth: `3h-c08  (dup #${world.third})` });
    expect(await boothOf(world.fourth)).toEqual({ hall_id: world.otherHall, booth: '3H-C08' });
    // the index is back: the clash is refused again
    expect(errorsOf(await saveBooth({ id: world.fourth, hall_id: world.hall, booth: '3H-C08' }))).toEqual({ booth: '该展位已分配给展位甲电子，一个展位只能属于一个展商' });
  });
});
