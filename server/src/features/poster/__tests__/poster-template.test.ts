import { eq } from 'drizzle-orm';
import { POSTER_PATHS } from '@fair/shared/contracts/poster';
import { operationLogs } from '../../../db/schema/operation-log';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { CARD_SPOT, pixelOf, solidPng, uploadAs } from './poster-support';

let t: TestApp;
let background: string;
let englishBackground: string;

type Errors = { errors: { field: string; message: string }[] };
const colors = (card: string) => ({ heading: '#ffffff', accent: '#0b57d0', card, band: '#000000' });

const preview = (payload: object) =>
  t.injectAs('organizerAll', { method: 'POST', url: POSTER_PATHS.preview, payload, headers: { 'language-set': 'en-us' } });

beforeAll(async () => {
  t = await buildTestApp();
  background = await uploadAs(t, 'organizerAll', solidPng(400, 600, '#2f6fd1'));
  englishBackground = await uploadAs(t, 'organizerAll', solidPng(400, 600, '#237804'));
});
afterAll(async () => {
  await t?.close();
});

describe('POST /admin/global/poster/preview', () => {
  it('draws the unsaved template on the chosen company with the real renderer, per language', async () => {
    const template = { image: background, image_en: englishBackground, title_zh: '欢迎', title_en: 'Welcome', colors: colors('#ffe58f'), fields: ['logo', 'booth'] };
    const zh = await preview({ template, exhibitor_id: t.fixtures.exhibitors.newcomer, locale: 'zh-cn' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('image/png');
    expect(pixelOf(zh.rawPayload, CARD_SPOT)).toBe('#ffe58f');
    expect(pixelOf(zh.rawPayload, { x: 2, y: 2 })).toBe('#2f6fd1');
    const en = await preview({ template, exhibitor_id: t.fixtures.exhibitors.main, locale: 'en-us' });
    expect(pixelOf(en.rawPayload, { x: 2, y: 2 })).toBe('#237804');
    // nothing was saved
    expect(envelope(await t.injectAs('organizerAll', { method: 'GET', url: POSTER_PATHS.template })).data).toBeNull();
  });

  it('refuses a bad colour, a missing company and another account’s image, each with the field named', async () => {
    const badColour = await preview({ template: { image: background, colors: colors('red') }, exhibitor_id: t.fixtures.exhibitors.main, locale: 'zh-cn' });
    expect(badColour.statusCode).toBe(422);
    expect(envelope<Errors>(badColour).data.errors).toEqual([{ field: 'template.colors.card', message: 'Invalid format' }]);
    const missing = await preview({ template: { image: background }, exhibitor_id: 999_999, locale: 'zh-cn' });
    expect(missing.statusCode).toBe(404);
    const foreign = await preview({ template: { image: await uploadAs(t, 'exhibitorA', solidPng(10, 10, '#000000')) }, exhibitor_id: t.fixtures.exhibitors.main, locale: 'zh-cn' });
    expect(envelope<Errors>(foreign).data.errors).toEqual([{ field: 'template.image', message: 'This file was not uploaded by your account, please upload it again' }]);
    const outside = await preview({ template: { image: 'https://example.com/a.png' }, exhibitor_id: t.fixtures.exhibitors.main, locale: 'zh-cn' });
    expect(envelope<Errors>(outside).data.errors.map((error) => error.field)).toEqual(['template.image']);
  });
});

describe('POST /admin/global/poster', () => {
  it('saves colours and shown parts, logged, and the exhibitor’s own poster follows at once', async () => {
    const generate = () => t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/poster/generate', query: { locale: 'zh-cn' } });
    expect((await t.injectAs('organizerAll', { method: 'POST', url: POSTER_PATHS.template, payload: { image: background } })).statusCode).toBe(200);
    const before = await generate();
    expect(pixelOf(before.rawPayload, CARD_SPOT)).toBe('#ffffff');

    const payload = { image: background, image_en: '', title_zh: '欢迎', title_en: 'Welcome', colors: colors('#d6e4ff'), fields: ['qr_code'] };
    const saved = await t.injectAs('organizerAll', { method: 'POST', url: POSTER_PATHS.template, payload });
    expect(envelope(saved).data).toEqual(payload);
    const after = await generate();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(pixelOf(after.rawPayload, CARD_SPOT)).toBe('#d6e4ff');

    const logged = await t.db.select().from(operationLogs).where(eq(operationLogs.entity, 'poster-template'));
    expect(logged.at(-1)?.changes).toMatchObject({ colors: [expect.objectContaining({ card: '#ffffff' }), expect.objectContaining({ card: '#d6e4ff' })], fields: [expect.any(Array), ['qr_code']] });
  });

  it('refuses an unknown part and a colour that is not #rrggbb', async () => {
    const response = await t.injectAs('organizerAll', {
      method: 'POST',
      url: POSTER_PATHS.template,
      payload: { image: background, colors: { ...colors('#fff'), accent: 'url(x)' }, fields: ['price'] },
      headers: { 'language-set': 'en-us' },
    });
    expect(response.statusCode).toBe(422);
    expect(envelope<Errors>(response).data.errors.map((error) => error.field).sort()).toEqual(['colors.accent', 'colors.card', 'fields.0']);
    // the refusal saved nothing
    expect(envelope<{ fields: string[] }>(await t.injectAs('organizerAll', { method: 'GET', url: POSTER_PATHS.template })).data.fields).toEqual(['qr_code']);
  });
});
