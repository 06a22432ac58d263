/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://exhibitor.fair.test/login"}
 */
import { parentDomainOf, readCookie, removeSharedCookie, sharedCookieDomain, writeCookie, writeSharedCookie } from '../cookies';
import { clearCookies, recordCookieWrites } from '../../test-support/cookie-writes';

afterEach(() => clearCookies('fair.test'));

describe('parentDomainOf', () => {
  test.each([
    ['localhost', undefined],
    ['organizer.localhost', undefined],
    ['exhibitor.localhost', undefined],
    ['127.0.0.1', undefined],
    ['::1', undefined],
    ['intranet', undefined],
    ['fair.example', 'fair.example'],
    ['exhibitor.fair.example', 'fair.example'],
    ['Organizer.Fair.Example.', 'fair.example'],
    ['miniprog.portal.fair.example', 'portal.fair.example'],
  ])('%s → %s', (host, parent) => {
    expect(parentDomainOf(host)).toBe(parent);
  });
});

describe('cookies on the page', () => {
  test('the parent domain of exhibitor.fair.test is verified and used for shared cookies', () => {
    expect(sharedCookieDomain()).toBe('fair.test');
    const { writes, restore } = recordCookieWrites();
    writeSharedCookie('locale', 'en-us');
    restore();
    expect(writes).toEqual(['locale=en-us; path=/; SameSite=Lax; domain=fair.test']);
    expect(readCookie('locale')).toBe('en-us');
  });

  test('a max age makes the cookie persistent; removing clears it on both scopes', () => {
    const { writes, restore } = recordCookieWrites();
    writeSharedCookie('exhibitor_token', 'abc', 5184000);
    removeSharedCookie('exhibitor_token');
    restore();
    expect(writes[0]).toBe('exhibitor_token=abc; path=/; SameSite=Lax; domain=fair.test; max-age=5184000');
    expect(readCookie('exhibitor_token')).toBeUndefined();
  });

  test('values are encoded and decoded', () => {
    writeCookie('note', 'a; b=c 中');
    expect(readCookie('note')).toBe('a; b=c 中');
    expect(readCookie('missing')).toBeUndefined();
  });
});
