import { type Image, createCanvas, loadImage } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { globalSettings } from '../../../db/schema/content';
import { exhibitors } from '../../../db/schema/exhibitors';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { multipartBody } from '../../../test/multipart';
import { DEMO_FAIR } from '../../../seed/demo-reference-data';

let t: TestApp;

/** A real PNG of one colour, as an organizer or exhibitor would upload it. */
function solidPng(width: number, height: number, colour: string): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

async function uploadAs(principal: PrincipalName, content: Buffer): Promise<string> {
  const url = principal === 'organizerAll' ? '/admin/attachment/upload' : '/exhibitors/attachment/upload';
  const response = await t.injectAs(principal, { method: 'POST', url, ...multipartBody([{ field: 'file', fileName: 'image.png', content }]) });
  expect(response.statusCode).toBe(200);
  return envelope<{ url: string }>(response).data.url;
}

const generate = (principal: PrincipalName, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.injectAs(principal, { method: 'GET', url: '/exhibitors/poster/generate', query, headers });

/** RGBA of every pixel in a rectangle of a decoded image. */
function pixels(image: Image, x: number, y: number, width: number, height: number): Uint8ClampedArray {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(x, y, width, height).data;
}

/** Pixels darker than mid-grey: text on the white card. */
function darkCount(data: Uint8ClampedArray): number {
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 3 * 110) dark += 1;
  return dark;
}

// the company name line on the card (poster-renderer.ts: card top 104 + logo 18 + 84 + 14)
const NAME_BAND = { x: 40, y: 220, width: 320, height: 26 };

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(globalSettings).values({ key: 'fair', value: DEMO_FAIR }).onConflictDoNothing();
  const template = await uploadAs('organizerAll', solidPng(400, 600, '#2f6fd1'));
  expect((await t.injectAs('organizerAll', { method: 'POST', url: '/admin/global/poster', payload: { image: template, title_zh: '欢迎莅临', title_en: 'Welcome' } })).statusCode).toBe(200);
  const logo = await uploadAs('exhibitorA', solidPng(300, 300, '#e4572e'));
  const qr = await uploadAs('exhibitorA', solidPng(300, 300, '#111111'));
  await t.db.update(exhibitors).set({ logo, qr_code: qr }).where(eq(exhibitors.id, t.fixtures.exhibitors.main));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /exhibitors/poster/generate', () => {
  it('answers a real 400x600 PNG with the company name drawn on the card, named after the company', async () => {
    const response = await generate('exhibitorA', { locale: 'zh-cn' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('上海演示电子有限公司-企业海报.png')}`);
    const image = await loadImage(response.rawPayload);
    expect([image.width, image.height]).toEqual([400, 600]);

    // the template's colour shows around the card; the card itself is near white; the name band holds dark text
    const corner = pixels(image, 2, 2, 1, 1);
    expect([corner[0], corner[1], corner[2]]).toEqual([0x2f, 0x6f, 0xd1]);
    expect(darkCount(pixels(image, NAME_BAND.x, NAME_BAND.y, NAME_BAND.width, NAME_BAND.height))).toBeGreaterThan(200);
    // the logo is drawn at the top of the card
    const logo = pixels(image, 200, 160, 1, 1);
    expect([logo[0], logo[1], logo[2]]).toEqual([0xe4, 0x57, 0x2e]);
  });

  it('draws Chinese glyphs, not one placeholder box per character', async () => {
    const [a, b] = await Promise.all([generate('exhibitorA', { locale: 'zh-cn' }), generate('exhibitorB', { locale: 'zh-cn' })]);
    const bandA = pixels(await loadImage(a.rawPayload), NAME_BAND.x, NAME_BAND.y, NAME_BAND.width, NAME_BAND.height);
    const bandB = pixels(await loadImage(b.rawPayload), NAME_BAND.x, NAME_BAND.y, NAME_BAND.width, NAME_BAND.height);
    // exhibitor B has no logo: its name sits higher, so compare the ink of both names instead of positions
    expect(darkCount(bandA)).toBeGreaterThan(200);
    expect(Buffer.from(bandA).equals(Buffer.from(bandB))).toBe(false);
  });

  it('follows the locale: the English poster differs and is named after the English company name', async () => {
    const en = await generate('exhibitorA', { locale: 'en_us' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Shanghai Demo Electronics Co., Ltd. poster.png')}`);
    const zh = await generate('exhibitorA', { locale: 'zh-cn' });
    expect(en.rawPayload.equals(zh.rawPayload)).toBe(false);
    // without a query the Language-Set header decides
    const header = await generate('exhibitorA', {}, { 'language-set': 'en-us' });
    expect(header.rawPayload.equals(en.rawPayload)).toBe(true);
  });

  it('serves an unchanged poster from the cache and by ETag, and draws again after the profile changes', async () => {
    const first = await generate('exhibitorA', { locale: 'zh-tw' });
    const again = await generate('exhibitorA', { locale: 'zh-tw' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);

    const notModified = await generate('exhibitorA', { locale: 'zh-tw' }, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);

    await t.db.update(exhibitors).set({ booth: '9Z99' }).where(eq(exhibitors.id, t.fixtures.exhibitors.main));
    const changed = await generate('exhibitorA', { locale: 'zh-tw' }, { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    await t.db.update(exhibitors).set({ booth: '1A01' }).where(eq(exhibitors.id, t.fixtures.exhibitors.main));
  });

  it('draws only the caller’s own company: an exhibitor id in the query is refused', async () => {
    const foreign = await generate('exhibitorB', { exhibitor_id: String(t.fixtures.exhibitors.main) });
    expect(foreign.statusCode).toBe(422);
    const own = await generate('exhibitorB', { locale: 'zh-cn' });
    expect(own.headers['content-disposition']).toContain(encodeURIComponent('竞品科技股份有限公司'));
    const a = await generate('exhibitorA', { locale: 'zh-cn' });
    expect(own.headers.etag).not.toBe(a.headers.etag);
  });

  it('needs the saved profile first (SPEC §4), with a localised message', async () => {
    const response = await generate('exhibitorNew', {}, { 'language-set': 'en-us' });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe('Please complete and save your exhibitor information before visiting other pages');
  });

  it('refuses an unknown locale and other client types', async () => {
    expect((await generate('exhibitorA', { locale: 'fr-fr' })).statusCode).toBe(422);
    expect((await generate('organizerAll')).statusCode).toBe(403);
    expect((await generate('anonymous')).statusCode).toBe(401);
  });

  it('still draws a poster on the default background when the organizer has set no template', async () => {
    await t.db.delete(globalSettings).where(eq(globalSettings.key, 'poster'));
    const response = await generate('exhibitorA', { locale: 'zh-cn' });
    expect(response.statusCode).toBe(200);
    const image = await loadImage(response.rawPayload);
    expect([image.width, image.height]).toEqual([400, 600]);
    const corner = pixels(image, 2, 2, 1, 1);
    expect([corner[0], corner[1], corner[2]]).not.toEqual([0x2f, 0x6f, 0xd1]);
  });
});
