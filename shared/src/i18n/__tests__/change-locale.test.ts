/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://exhibitor.fair.test/"}
 */
import dayjs from 'dayjs';
import { api } from '../../api/api-client';
import { readCookie, writeCookie } from '../../session/cookies';
import { clearCookies, recordCookieWrites } from '../../test-support/cookie-writes';
import { envelope, sendJson, startTestServer, type TestServer } from '../../test-support/http-test-server';
import { changeLocale, initLocale } from '../change-locale';
import { i18n, registerNamespace, translate } from '../i18n';
import { localeFromCookie, localeStore, resetLocaleStore } from '../locale-store';

let server: TestServer;
let answer: unknown;

beforeAll(async () => {
  server = await startTestServer({ cors: true });
  api.http.defaults.baseURL = server.url;
  server.handle((_request, response) => sendJson(response, 200, answer));
});
afterAll(() => server.close());
beforeEach(async () => {
  server.requests.length = 0;
  clearCookies('fair.test');
  resetLocaleStore();
  await i18n.changeLanguage('zh-cn');
  answer = envelope(0, 'ok', {});
});

test('zh-cn is the default, also for an unknown cookie value', () => {
  expect(localeFromCookie()).toBe('zh-cn');
  writeCookie('locale', 'fr-fr');
  expect(localeFromCookie()).toBe('zh-cn');
  writeCookie('locale', 'zh-tw');
  expect(localeFromCookie()).toBe('zh-tw');
  expect(translate('dialog.title')).toBe('系统提示');
});

test('choosing en-us stores the locale on the parent domain, fetches exhibitor texts and merges them on code 0', async () => {
  answer = envelope(0, 'ok', { 'menu.productList': 'Exhibits (from server)', dashboard: { title: 'My dashboard' } });
  const { writes, restore } = recordCookieWrites();
  await changeLocale('en-us');
  restore();

  expect(writes).toContain('locale=en-us; path=/; SameSite=Lax; domain=fair.test');
  expect(readCookie('locale')).toBe('en-us');
  expect(localeStore.getState().locale).toBe('en-us');
  expect(server.requests).toHaveLength(1);
  expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/i18n/resource-locale?app_id=exhibitor&locale=en_us' });
  expect(server.requests[0].headers['language-set']).toBe('en-us');
  expect(i18n.language).toBe('en-us');
  expect(dayjs.locale()).toBe('en');
  expect(i18n.t('exhibitor:menu.productList')).toBe('Exhibits (from server)');
  expect(i18n.t('exhibitor:dashboard.title')).toBe('My dashboard');
  expect(translate('dialog.title')).toBe('System prompt');
});

test('an answer with code ≠ 0 merges nothing', async () => {
  answer = envelope(500, 'Server error', { 'menu.refused': 'Should not appear' });
  await changeLocale('en-us');
  expect(server.requests).toHaveLength(1);
  expect(i18n.exists('exhibitor:menu.refused')).toBe(false);
  expect(i18n.language).toBe('en-us');
});

test('zh-cn fetches nothing', async () => {
  await changeLocale('en-us');
  server.requests.length = 0;
  await changeLocale('zh-cn');
  expect(server.requests).toEqual([]);
  expect(i18n.language).toBe('zh-cn');
  expect(dayjs.locale()).toBe('zh-cn');
  expect(readCookie('locale')).toBe('zh-cn');
});

test('zh-tw asks for zh_tw and uses Traditional Chinese texts and dayjs locale', async () => {
  await changeLocale('zh-tw');
  expect(server.requests[0].url).toBe('/api/i18n/resource-locale?app_id=exhibitor&locale=zh_tw');
  expect(translate('request.loginTimeout')).toBe('登入逾時');
  expect(dayjs.locale()).toBe('zh-tw');
});

test('a key naming its namespace lands there', async () => {
  answer = envelope(0, 'ok', { 'common:button.save': 'Save now' });
  await changeLocale('en-us');
  expect(translate('button.save')).toBe('Save now');
  expect(i18n.exists('exhibitor:common:button.save')).toBe(false);
});

test('server texts stay on top of a namespace registered later', async () => {
  answer = envelope(0, 'ok', { 'menu.news': 'News (server)' });
  await changeLocale('en-us');
  registerNamespace('exhibitor', { 'zh-cn': { menu: { news: '展商新闻' } }, 'en-us': { menu: { news: 'Exhibitor news', activity: 'Activities' } } });
  expect(i18n.t('exhibitor:menu.news')).toBe('News (server)');
  expect(i18n.t('exhibitor:menu.activity')).toBe('Activities');
  expect(i18n.getFixedT('zh-cn')('exhibitor:menu.news')).toBe('展商新闻');
});

test('initLocale applies the stored locale and fetches its texts', async () => {
  writeCookie('locale', 'en-us');
  resetLocaleStore();
  await initLocale();
  expect(i18n.language).toBe('en-us');
  expect(server.requests.map((request) => request.url)).toEqual(['/api/i18n/resource-locale?app_id=exhibitor&locale=en_us']);
});
