import type { LoginBody, LoginData, UserInfo } from '../contracts/auth';
import { api, type RequestOptions } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { authEndpointsFor, USER_VARIABLES_PATH } from './auth-api';
import { loginPathFor } from './login-paths';
import { navigateTo } from './navigation';
import { sessionStore, type UserVariable } from './session-store';

/**
 * SPEC §4 login: user name trimmed; on success the token is stored (cookie `<clientType>_token`,
 * 60 days when remembered) and user info is loaded. Failures reject to the caller without a toast.
 */
export async function login(body: LoginBody): Promise<LoginData> {
  const session = sessionStore.getState();
  session.setClientType(body.clientType);
  const payload: LoginBody = { ...body, user_name: body.user_name.trim(), remember: body.remember ?? false };
  const data = await api.post<LoginData>(authEndpointsFor(body.clientType).login, payload, { silent: true });
  sessionStore.getState().saveToken(data.token, payload.remember);
  await fetchUserInfo();
  return data;
}

/**
 * Loads the user of the stored token (GET exhibitors/user/info or /admin/user/info). An answer arriving
 * after a logout is not stored, so it cannot bring the logged-out user back.
 */
export async function fetchUserInfo(options?: RequestOptions): Promise<UserInfo> {
  const { clientType } = sessionStore.getState();
  if (!clientType) throw new Error('fetchUserInfo needs a client type');
  const user = await api.get<UserInfo>(authEndpointsFor(clientType).info, undefined, options);
  if (sessionStore.getState().token) sessionStore.getState().setUser(user);
  return user;
}

/** GET /api/user/variable/list into the session. */
export async function fetchVariables(): Promise<UserVariable[]> {
  const variables = await api.get<UserVariable[]>(USER_VARIABLES_PATH);
  sessionStore.getState().setVariables(Array.isArray(variables) ? variables : []);
  return sessionStore.getState().variables;
}

/**
 * On start (SPEC §4): with a stored token, `loading` is true while user info is fetched. A refused token
 * leaves the session logged out (a 401 has already redirected to login); a connection failure keeps the
 * token so a reload can try again.
 */
export async function restoreSession(): Promise<UserInfo | null> {
  const session = sessionStore.getState();
  if (!session.token) return null;
  session.setLoading(true);
  try {
    return await fetchUserInfo();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'response') sessionStore.getState().clear();
    return null;
  } finally {
    sessionStore.getState().setLoading(false);
  }
}

/** SPEC §4/§8: the token is cleared and the user sent to login even when the logout call fails. */
export async function logout(): Promise<void> {
  const { clientType, token } = sessionStore.getState();
  try {
    if (clientType && token) await api.post(authEndpointsFor(clientType).logout, undefined, { silent: true });
  } catch {
    // the server may already consider the token dead; the local session ends regardless
  } finally {
    sessionStore.getState().clear();
    navigateTo(loginPathFor(clientType));
  }
}
