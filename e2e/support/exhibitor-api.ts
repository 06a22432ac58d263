// Reading what the server holds for the logged-in exhibitor, with the browser's own session token, to
// tell what a screen must show (e.g. the completion the dashboard must reach).
import type { BrowserContext } from '@playwright/test';
import { tokenCookie } from './accounts';
import { portalApi } from './portal-api';

export async function exhibitorGet<T>(context: BrowserContext, pathname: string): Promise<T> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === tokenCookie.exhibitor);
  if (!cookie) throw new Error('no exhibitor session in this browser context');
  return portalApi(context.request, decodeURIComponent(cookie.value), 'exhibitor').get<T>(pathname);
}
