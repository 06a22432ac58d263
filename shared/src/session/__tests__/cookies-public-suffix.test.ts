/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://shop.co.uk/"}
 */
import { parentDomainOf, readCookie, sharedCookieDomain, writeSharedCookie } from '../cookies';

test('a parent domain the browser refuses (public suffix co.uk) falls back to a host-only cookie', () => {
  expect(parentDomainOf('shop.co.uk')).toBe('co.uk');
  expect(sharedCookieDomain()).toBeUndefined();
  writeSharedCookie('locale', 'zh-tw');
  expect(readCookie('locale')).toBe('zh-tw');
});
