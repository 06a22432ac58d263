import type { FastifyInstance } from 'fastify';
import { MINIPROG_API_PATHS, type PublicAd, type PublicBadge } from '@fair/shared/contracts/miniprog-api';
import type { MiniprogPage } from '@fair/shared/contracts/miniprog';
import type { CatalogueLocale } from '../catalogue';
import type { Decorations } from './components/mobile-pages';

/**
 * Reads the public mini-programme API in-process, exactly as the mini-programme does (same rules, same
 * cache), so the mobile web view can never show something the API would not. A 404 reads as undefined.
 */
export async function readMiniprogApi<T>(app: FastifyInstance, url: string, locale: CatalogueLocale, query: Record<string, string> = {}): Promise<T | undefined> {
  const response = await app.inject({ method: 'GET', url, query, headers: { 'language-set': locale, 'client-type': 'app' } });
  if (response.statusCode === 404) return undefined;
  const body = response.json<{ code: number; data: T }>();
  if (response.statusCode !== 200 || body.code !== 0) throw new Error(`mini-programme API ${url} answered ${response.statusCode}`);
  return body.data;
}

/** What a page reads of the API: any answer, and the ads and badges of one mini-programme page. */
export interface MobileReader {
  api<T>(url: string, locale: CatalogueLocale, query?: Record<string, string>): Promise<T | undefined>;
  decorations(locale: CatalogueLocale, page: MiniprogPage): Promise<Decorations>;
}

export function mobileReader(app: FastifyInstance): MobileReader {
  const api = <T>(url: string, locale: CatalogueLocale, query: Record<string, string> = {}) => readMiniprogApi<T>(app, url, locale, query);

  async function decorations(locale: CatalogueLocale, page: MiniprogPage): Promise<Decorations> {
    const [ads, badges] = await Promise.all([api<{ list: PublicAd[] }>(MINIPROG_API_PATHS.ads, locale, { page }), api<{ list: PublicBadge[] }>(MINIPROG_API_PATHS.badges, locale, { page })]);
    return { ads: ads?.list ?? [], badges: badges?.list ?? [] };
  }

  return { api, decorations };
}
