import { readCookie } from '../../session/cookies';
import { clearCookies } from '../../test-support/cookie-writes';
import { readSidebarOpened, SIDEBAR_STATUS_COOKIE, writeSidebarOpened } from '../sidebar-status';

beforeEach(() => clearCookies());

test('open when no choice was made', () => {
  expect(readSidebarOpened()).toBe(true);
});

test('closing writes sidebarStatus=1, opening writes 0 (SPEC §2)', () => {
  expect(SIDEBAR_STATUS_COOKIE).toBe('sidebarStatus');
  writeSidebarOpened(false);
  expect(readCookie('sidebarStatus')).toBe('1');
  expect(readSidebarOpened()).toBe(false);
  writeSidebarOpened(true);
  expect(readCookie('sidebarStatus')).toBe('0');
  expect(readSidebarOpened()).toBe(true);
});

test('a cookie written by an earlier version as 1 reads as closed', () => {
  document.cookie = 'sidebarStatus=1; path=/';
  expect(readSidebarOpened()).toBe(false);
});
