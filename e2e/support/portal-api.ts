// The portal's API as a logged-in screen calls it (bearer token, client type, zh-cn), for journeys that
// arrange data or read what the server holds. Every answer must be a success envelope: its data is returned.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { ClientType } from '@fair/shared/access/client-types';
import { apiUrl } from './hosts';

export interface PortalApi {
  get<T>(pathname: string, params?: Record<string, string | number>): Promise<T>;
  post<T>(pathname: string, data: object): Promise<T>;
  /** a multipart upload of one file in the field `file` */
  upload<T>(pathname: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<T>;
}

export function portalApi(request: APIRequestContext, token: string, clientType: ClientType, port?: number): PortalApi {
  const headers = { authorization: `Bearer ${token}`, 'client-type': clientType, 'language-set': 'zh-cn' };
  const dataOf = async <T>(response: APIResponse): Promise<T> => {
    const body = (await response.json()) as { code: number; message: string; data: T };
    expect(body.code, `${response.url()}: ${body.message}`).toBe(0);
    return body.data;
  };
  return {
    get: async (pathname, params) => dataOf(await request.get(apiUrl(pathname, port), { headers, params })),
    post: async (pathname, data) => dataOf(await request.post(apiUrl(pathname, port), { headers, data })),
    upload: async (pathname, file) => dataOf(await request.post(apiUrl(pathname, port), { headers, multipart: { file } })),
  };
}
