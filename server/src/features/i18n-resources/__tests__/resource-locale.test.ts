import { i18nResources } from '../../../db/schema/content';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

describe('GET /api/i18n/resource-locale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.db.insert(i18nResources).values([
      { app_id: 'exhibitor', locale: 'en-us', key: 'menu.poster', value: 'Company poster' },
      { app_id: 'exhibitor', locale: 'en-us', key: 'dashboard.title', value: 'Exhibitor centre' },
      { app_id: 'exhibitor', locale: 'zh-tw', key: 'menu.poster', value: '企業海報' },
      { app_id: 'organizer', locale: 'en-us', key: 'menu.poster', value: 'Posters' },
    ]);
  });
  afterAll(() => t?.close());

  it('answers code 0 and the keys of that application and locale (underscore form)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/i18n/resource-locale?app_id=exhibitor&locale=en_us' });
    expect(envelope(response)).toMatchObject({ code: 0, data: { 'dashboard.title': 'Exhibitor centre', 'menu.poster': 'Company poster' } });
    expect(Object.keys(envelope<Record<string, string>>(response).data)).toHaveLength(2);
  });

  it('answers an empty map for a locale without overrides', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/i18n/resource-locale?app_id=exhibitor&locale=ja_jp' });
    expect(envelope(response)).toMatchObject({ code: 0, data: {} });
  });

  it('refuses missing or malformed parameters per field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/i18n/resource-locale?locale=en_us;drop' });
    expect(response.statusCode).toBe(422);
    const fields = envelope<{ errors: { field: string }[] }>(response).data.errors.map((e) => e.field).sort();
    expect(fields).toEqual(['app_id', 'locale']);
  });
});
