import { eq } from 'drizzle-orm';
import { MINIPROG_API_PATHS } from '@fair/shared/contracts/miniprog-api';
import { miniprogAdClicks, miniprogAds } from '../../../db/schema/miniprog';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { CLICK_WINDOW_MS } from '../../../lib/ad-clicks/ad-click-counter';
import { fixClock } from '../../../test/fixed-clock';

let t: TestApp;
let ad: number;
beforeAll(async () => {
  t = await buildTestApp();
  [{ id: ad }] = await t.db.insert(miniprogAds).values({ image: '/api/files/2025/03/0123456789abcdef0123456789abcdef.png', target_url: 'https://sponsor.example', sort: 1 }).returning({ id: miniprogAds.id });
});
afterAll(() => t?.close());
afterEach(() => jest.useRealTimers());

const click = (remoteAddress: string, id = ad) => t.injectAs('anonymous', { method: 'POST', url: MINIPROG_API_PATHS.adClick(id), remoteAddress });
const clicks = async () => (await t.db.select({ clicks: miniprogAds.click_count }).from(miniprogAds).where(eq(miniprogAds.id, ad)))[0].clicks;
/** Moves the server's clock (new Date()) without faking the timers PGlite and Fastify need. */
const clockAt = (now: number) =>
  fixClock(now);

describe('POST /api/miniprog/v1/ads/:id/click counts one click per visitor and hour', () => {
  it('30 parallel clicks from one source count 1, another source another, the same source an hour later again', async () => {
    const start = Math.floor(Date.now() / CLICK_WINDOW_MS) * CLICK_WINDOW_MS + 60_000;
    clockAt(start);
    const answers = await Promise.all(Array.from({ length: 30 }, () => click('203.0.113.10')));
    // a repeat is answered like a counted click: the caller learns nothing from it
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    expect(await clicks()).toBe(1);

    expect((await click('203.0.113.11')).statusCode).toBe(200);
    expect(await clicks()).toBe(2);
    clockAt(start + 30 * 60_000);
    expect((await click('203.0.113.10')).statusCode).toBe(200);
    expect(await clicks()).toBe(2);

    clockAt(start + CLICK_WINDOW_MS);
    await Promise.all(Array.from({ length: 5 }, () => click('203.0.113.10')));
    expect(await clicks()).toBe(3);
  });

  it('keeps no address: only a keyed digest per ad and hour, and only the current hour', async () => {
    const rows = await t.db.select().from(miniprogAdClicks).where(eq(miniprogAdClicks.ad_id, ad));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(row)).not.toMatch(/203\.0\.113/);
    }
    expect(new Set(rows.map((row) => row.hour.getTime())).size).toBe(1);
  });

  it('answers 404 for a missing or disabled ad and counts nothing', async () => {
    const [{ id: disabled }] = await t.db.insert(miniprogAds).values({ image: '/api/files/2025/03/0123456789abcdef0123456789abcdef.png', target_url: 'https://sponsor.example', sort: 2, enabled: false }).returning({ id: miniprogAds.id });
    expect((await click('203.0.113.12', disabled)).statusCode).toBe(404);
    expect((await click('203.0.113.12', 2_000_000)).statusCode).toBe(404);
    expect(await t.db.$count(miniprogAdClicks, eq(miniprogAdClicks.ad_id, disabled))).toBe(0);
  });
});
