import type { FastifyInstance } from 'fastify';
import type { CatalogueLocale } from '../catalogue';

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
