import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { isClientType, type ClientType } from '../access/client-types';
import type { UserInfo } from '../contracts/auth';
import { REMEMBER_LOGIN_DAYS } from '../constants/limits';
import { readCookie, removeSharedCookie, writeSharedCookie } from './cookies';
import { readLocal, writeLocal } from './storage';

export type Device = 'desktop' | 'mobile';

/** One entry of GET /api/user/variable/list (fields owned by the server contract). */
export type UserVariable = Record<string, unknown>;

/** localStorage key of the client type (SPEC §3). */
export const CLIENT_TYPE_STORAGE_KEY = 'clientType';
/** localStorage key remembering whether the token cookie is persistent, so a renewed token keeps it. */
export const REMEMBER_STORAGE_KEY = 'rememberLogin';
export const REMEMBER_MAX_AGE_SECONDS = REMEMBER_LOGIN_DAYS * 24 * 60 * 60;

/** `exhibitor_token`, `organizer_token`, `miniprog_token`. */
export function tokenCookieName(clientType: ClientType): string {
  return `${clientType}_token`;
}

export interface SessionState {
  token: string | null;
  clientType: ClientType | null;
  user: UserInfo | null;
  /** organizer route role keys (the user's permission list) */
  roles: string[];
  variables: UserVariable[];
  device: Device;
  /** true while user info is being fetched on start */
  loading: boolean;
  /** Reads client type (localStorage, else the host's variant) and its token cookie. */
  hydrate(fallbackClientType: ClientType): void;
  /** Switches client type (a client-type login page) and picks up that type's token cookie. */
  setClientType(clientType: ClientType): void;
  /** Stores a token in state and in `<clientType>_token`; persistent for 60 days when remembered. */
  saveToken(token: string, remember?: boolean): void;
  setUser(user: UserInfo | null): void;
  setVariables(variables: UserVariable[]): void;
  setDevice(device: Device): void;
  setLoading(loading: boolean): void;
  /** Logged out: token cookie removed, user data dropped; client type and device stay. */
  clear(): void;
}

type SessionData = Pick<SessionState, 'token' | 'clientType' | 'user' | 'roles' | 'variables' | 'device' | 'loading'>;

const loggedOut: Pick<SessionData, 'token' | 'user' | 'roles' | 'variables' | 'loading'> = {
  token: null,
  user: null,
  roles: [],
  variables: [],
  loading: false,
};

export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...loggedOut,
  clientType: null,
  device: 'desktop',

  hydrate(fallbackClientType) {
    const stored = readLocal(CLIENT_TYPE_STORAGE_KEY);
    const clientType = isClientType(stored) ? stored : fallbackClientType;
    set({ clientType, token: readCookie(tokenCookieName(clientType)) || null });
  },

  setClientType(clientType) {
    writeLocal(CLIENT_TYPE_STORAGE_KEY, clientType);
    if (get().clientType === clientType) return;
    set({ ...loggedOut, clientType, token: readCookie(tokenCookieName(clientType)) || null });
  },

  saveToken(token, remember) {
    const clientType = get().clientType;
    if (remember !== undefined) writeLocal(REMEMBER_STORAGE_KEY, remember ? '1' : '0');
    const persistent = (remember ?? readLocal(REMEMBER_STORAGE_KEY) === '1') === true;
    if (clientType) {
      writeSharedCookie(tokenCookieName(clientType), token, persistent ? REMEMBER_MAX_AGE_SECONDS : undefined);
    }
    set({ token });
  },

  setUser(user) {
    set({ user, roles: user ? [...user.permission] : [] });
  },

  setVariables(variables) {
    set({ variables });
  },

  setDevice(device) {
    set({ device });
  },

  setLoading(loading) {
    set({ loading });
  },

  clear() {
    const clientType = get().clientType;
    if (clientType) removeSharedCookie(tokenCookieName(clientType));
    writeLocal(REMEMBER_STORAGE_KEY, null);
    set({ ...loggedOut });
  },
}));

export function useSessionStore(): SessionState;
export function useSessionStore<T>(selector: (state: SessionState) => T): T;
export function useSessionStore<T>(selector?: (state: SessionState) => T) {
  return useStore(sessionStore, selector ?? ((state: SessionState) => state as unknown as T));
}

/** Tests: back to the initial, logged-out state. */
export function resetSessionStore(): void {
  sessionStore.setState(sessionStore.getInitialState(), true);
}
