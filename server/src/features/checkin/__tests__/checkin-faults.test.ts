import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { checkinCheckins, checkinPoints, checkinVisitors } from '../../../db/schema/checkin';
import { AppError } from '../../../lib/http/app-error';
import { checkinSecretLoader } from '../checkin-tokens';
import { scanPoint } from '../scan-rules';
import { checkinTestApp, createCampaign } from './checkin-world';

const app = checkinTestApp();
const { admin } = app;

/** The database, except that the point is removed from its campaign just before the scan's insert. */
function removingBeforeInsert(db: Database, pointId: number): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'insert') return Reflect.get(target, property, receiver);
      return (table: typeof checkinCheckins) => ({
        values: (values: typeof checkinCheckins.$inferInsert) => ({
          onConflictDoNothing: () => ({
            returning: async (columns: Parameters<ReturnType<ReturnType<Database['insert']>['values']>['returning']>[0]) => {
              await target.delete(checkinPoints).where(eq(checkinPoints.id, pointId));
              return target.insert(table).values(values).onConflictDoNothing().returning(columns);
            },
          }),
        }),
      });
    },
  });
}

describe('a scan racing the removal of its point', () => {
  it('answers that the point is gone, and counts nothing', async () => {
    const campaign = await createCampaign(admin);
    const point = campaign.point_list[2];
    const [visitor] = await app.t.db.insert(checkinVisitors).values({ provider: 'test', subject: 'racing-visitor', nick_name: '访客0001' }).returning({ id: checkinVisitors.id });

    const scanned = scanPoint(removingBeforeInsert(app.t.db, point.id), visitor.id, { campaignId: campaign.id, pointId: point.id }, 'zh-cn');
    await expect(scanned).rejects.toBeInstanceOf(AppError);
    await expect(scanned).rejects.toMatchObject({ statusCode: 404, messageKey: 'checkin.pointNotFound' });
    expect(await app.t.db.select().from(checkinCheckins).where(eq(checkinCheckins.point_id, point.id))).toEqual([]);
  });
});

describe('the signing secret', () => {
  it('is read again after a failed read, and kept once read', async () => {
    let failNext = true;
    const flaky = new Proxy(app.t.db, {
      get(target, property, receiver) {
        if (property !== 'insert' || !failNext) return Reflect.get(target, property, receiver);
        failNext = false;
        return () => {
          throw new Error('connection lost');
        };
      },
    });
    const load = checkinSecretLoader(flaky);
    await expect(load()).rejects.toThrow('connection lost');
    const secret = await load();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await load()).toBe(secret);
    // every process signs with the same one
    expect(await checkinSecretLoader(app.t.db)()).toBe(secret);
  });
});

/** The database, except that the scan's insert fails with `error`. */
function failingInsert(db: Database, error: unknown): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'insert') return Reflect.get(target, property, receiver);
      return () => ({ values: () => ({ onConflictDoNothing: () => ({ returning: () => Promise.reject(error) }) }) });
    },
  });
}

describe('a scan whose insert fails', () => {
  it('says the point is gone for a foreign-key refusal, as the driver gives it or wrapped, and passes any other failure on', async () => {
    const campaign = await createCampaign(admin);
    const point = campaign.point_list[0];
    const [visitor] = await app.t.db.insert(checkinVisitors).values({ provider: 'test', subject: 'failing-visitor', nick_name: '访客0002' }).returning({ id: checkinVisitors.id });
    const ref = { campaignId: campaign.id, pointId: point.id };
    const refusal = Object.assign(new Error('insert or update on table "checkin_checkins" violates foreign key constraint'), { code: '23503' });
    for (const error of [refusal, new Error('Failed query', { cause: refusal })]) {
      await expect(scanPoint(failingInsert(app.t.db, error), visitor.id, ref, 'zh-cn')).rejects.toMatchObject({ statusCode: 404, messageKey: 'checkin.pointNotFound' });
    }
    const lost = new Error('connection lost');
    await expect(scanPoint(failingInsert(app.t.db, lost), visitor.id, ref, 'zh-cn')).rejects.toBe(lost);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(scanPoint(failingInsert(app.t.db, new Error('Failed query', { cause: unique })), visitor.id, ref, 'zh-cn')).rejects.not.toBeInstanceOf(AppError);
  });
});
