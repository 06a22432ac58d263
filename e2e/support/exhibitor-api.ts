// Reading what the server holds for the logged-in exhibitor, with the browser's own session token, to
// tell what a screen must show (e.g. the completion the dashboard must reach).
import type { BrowserContext } from '@playwright/test';
import { tokenCookie } from './accounts';
import { apiUrl } from './hosts';

export async function exhibitorGet<T>(context: BrowserContext, pathname: string): Promise<T> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === tokenCookie.exhibitor);
  if (!cookie) throw new Error('no exhibitor session in this browser context');
  const token = decodeURIComponent(cookie.value);
  const response = await context.request.get(apiUrl(pathname), {
    headers: { Authorization: `Bearer ${token}`, token, 'Client-Type': 'exhibitor', 'Language-Set': 'zh-cn' },
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`GET ${pathname} answered ${envelope.code} ${envelope.message}`);
  return envelope.data;
}
