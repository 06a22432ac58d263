// Logging in without the login form, for journeys and benchmarks whose subject is another screen.
import type { BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD, loginApiPath, tokenCookie, type DemoAccount } from './accounts';
import { apiUrl, urlFor } from './hosts';

export async function apiToken(context: BrowserContext, account: DemoAccount, port?: number): Promise<string> {
  const response = await context.request.post(apiUrl(loginApiPath[account.clientType], port), {
    data: { user_name: account.userName, password: DEMO_PASSWORD, clientType: account.clientType, remember: false },
    headers: { 'Client-Type': account.clientType, 'Language-Set': 'zh-cn' },
  });
  const envelope = (await response.json()) as { code: number; message: string; data: { token: string } };
  if (envelope.code !== 0) throw new Error(`login of ${account.userName} refused: ${envelope.code} ${envelope.message}`);
  return envelope.data.token;
}

/** Logs in through the API and stores the token where the shell reads it (host-only token cookie). */
export async function loginByApi(context: BrowserContext, account: DemoAccount, port?: number): Promise<string> {
  const token = await apiToken(context, account, port);
  await context.addCookies([{ name: tokenCookie[account.clientType], value: encodeURIComponent(token), url: urlFor(account.clientType, '/', port) }]);
  return token;
}
