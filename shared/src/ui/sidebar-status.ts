import { readCookie, writeCookie } from '../session/cookies';

/** SPEC §2: the sidebar's open or closed choice, cookie `sidebarStatus` — "1" closed, "0" open. */
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
const CLOSED = '1';
const OPEN = '0';

/** Open unless the cookie says closed. */
export function readSidebarOpened(): boolean {
  return readCookie(SIDEBAR_STATUS_COOKIE) !== CLOSED;
}

export function writeSidebarOpened(opened: boolean): void {
  writeCookie(SIDEBAR_STATUS_COOKIE, opened ? OPEN : CLOSED);
}
