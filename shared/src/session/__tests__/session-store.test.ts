/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://exhibitor.fair.test/"}
 */
import { act, renderHook } from '@testing-library/react';
import { REMEMBER_LOGIN_DAYS } from '../../constants/limits';
import type { UserInfo } from '../../contracts/auth';
import { readCookie, writeCookie } from '../cookies';
import { REMEMBER_MAX_AGE_SECONDS, resetSessionStore, sessionStore, tokenCookieName, useSessionStore } from '../session-store';
import { clearCookies, recordCookieWrites } from '../../test-support/cookie-writes';

const user = { id: 1, user_name: 'organizer', permission: ['organizer.dashboard', 'news.exhibitor-news-manage'] } as UserInfo;

beforeEach(() => {
  clearCookies('fair.test');
  localStorage.clear();
  resetSessionStore();
});

test('starts logged out on a desktop, not loading', () => {
  expect(sessionStore.getState()).toMatchObject({ token: null, clientType: null, user: null, roles: [], variables: [], device: 'desktop', loading: false });
});

test('token cookies are named per client type', () => {
  expect(['exhibitor', 'organizer', 'miniprog'].map((type) => tokenCookieName(type as never))).toEqual([
    'exhibitor_token',
    'organizer_token',
    'miniprog_token',
  ]);
});

describe('hydrate', () => {
  test('uses the client type in localStorage and its token cookie', () => {
    localStorage.setItem('clientType', 'organizer');
    writeCookie('organizer_token', 'org-token');
    writeCookie('exhibitor_token', 'exh-token');
    sessionStore.getState().hydrate('exhibitor');
    expect(sessionStore.getState()).toMatchObject({ clientType: 'organizer', token: 'org-token' });
  });

  test('falls back to the host variant when localStorage holds nothing valid', () => {
    localStorage.setItem('clientType', 'visitor');
    sessionStore.getState().hydrate('miniprog');
    expect(sessionStore.getState()).toMatchObject({ clientType: 'miniprog', token: null });
  });
});

describe('saveToken', () => {
  test('remembered: the cookie lives 60 days on the parent domain, path /', () => {
    expect(REMEMBER_MAX_AGE_SECONDS).toBe(REMEMBER_LOGIN_DAYS * 86400);
    expect(REMEMBER_LOGIN_DAYS).toBe(60);
    sessionStore.getState().setClientType('exhibitor');
    const { writes, restore } = recordCookieWrites();
    sessionStore.getState().saveToken('t-1', true);
    restore();
    expect(writes).toContain('exhibitor_token=t-1; path=/; SameSite=Lax; domain=fair.test; max-age=5184000');
    expect(sessionStore.getState().token).toBe('t-1');
    expect(readCookie('exhibitor_token')).toBe('t-1');
  });

  test('not remembered: a session cookie; a renewed token keeps the choice', () => {
    sessionStore.getState().setClientType('organizer');
    sessionStore.getState().saveToken('t-1', false);
    const { writes, restore } = recordCookieWrites();
    sessionStore.getState().saveToken('t-2');
    restore();
    expect(writes).toContain('organizer_token=t-2; path=/; SameSite=Lax; domain=fair.test');

    sessionStore.getState().saveToken('t-3', true);
    const renewal = recordCookieWrites();
    sessionStore.getState().saveToken('t-4');
    renewal.restore();
    expect(renewal.writes).toContain('organizer_token=t-4; path=/; SameSite=Lax; domain=fair.test; max-age=5184000');
  });
});

test('setClientType stores it in localStorage and switches to that type’s token', () => {
  writeCookie('miniprog_token', 'mp');
  sessionStore.getState().setClientType('exhibitor');
  sessionStore.getState().setUser(user);
  sessionStore.getState().setClientType('miniprog');
  expect(localStorage.getItem('clientType')).toBe('miniprog');
  expect(sessionStore.getState()).toMatchObject({ clientType: 'miniprog', token: 'mp', user: null });
});

test('setUser fills roles from the permission list', () => {
  sessionStore.getState().setUser(user);
  expect(sessionStore.getState().roles).toEqual(['organizer.dashboard', 'news.exhibitor-news-manage']);
  sessionStore.getState().setUser(null);
  expect(sessionStore.getState().roles).toEqual([]);
});

test('clear removes the token cookie and user data, keeping client type and device', () => {
  sessionStore.getState().setClientType('exhibitor');
  sessionStore.getState().saveToken('t-1', true);
  sessionStore.getState().setUser(user);
  sessionStore.getState().setVariables([{ key: 'theme' }]);
  sessionStore.getState().setDevice('mobile');
  sessionStore.getState().clear();
  expect(sessionStore.getState()).toMatchObject({ token: null, user: null, roles: [], variables: [], clientType: 'exhibitor', device: 'mobile' });
  expect(readCookie('exhibitor_token')).toBeUndefined();
});

test('resetSessionStore returns to the initial state', () => {
  sessionStore.setState({ token: 'x', clientType: 'organizer', loading: true });
  resetSessionStore();
  expect(sessionStore.getState()).toMatchObject({ token: null, clientType: null, loading: false });
});

test('the hook re-renders its component when the selected state changes', () => {
  const { result } = renderHook(() => useSessionStore((state) => state.token));
  expect(result.current).toBeNull();
  act(() => sessionStore.setState({ token: 'fresh' }));
  expect(result.current).toBe('fresh');
});
