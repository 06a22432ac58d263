import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_CLIENT_TYPE_HEADER } from '../access/client-types';
import { REQUEST_RETRIES, REQUEST_RETRY_DELAY_MS, REQUEST_TIMEOUT_MS } from '../constants/limits';
import { HEADERS } from '../contracts/auth';
import type { Envelope } from '../contracts/envelope';
import { announceIfRefused } from './access-refusals';
import { apiContext } from './api-context';
import { ApiError, isEnvelope } from './api-error';
import { createToastThrottle, reportApiError } from './error-feedback';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles the failure itself: no toast, no 401 redirect (login, logout, translations). */
    silent?: boolean;
    /** retries already made for this call (internal) */
    retryAttempt?: number;
  }
}

export interface ApiClientOptions {
  baseURL?: string;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
}

/** Per-call options of the helpers; `data` is the body of a delete that needs one (an operator's password). */
export type RequestOptions = Pick<AxiosRequestConfig, 'timeout' | 'signal' | 'headers' | 'silent' | 'onUploadProgress' | 'data'>;

export interface ApiClient {
  /** the axios instance, for calls the helpers do not cover (downloads as blobs, uploads with progress) */
  http: AxiosInstance;
  get<T>(url: string, params?: object, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(url: string, params?: object, options?: RequestOptions): Promise<T>;
}

/** Retrying a timed-out write could apply it twice, so only idempotent methods retry on timeout. */
const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

const isTimeout = (error: AxiosError) => error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';

/** The error's message is what the user may read: the server's localised text, else ours. */
const serverText = (body: unknown): string => (isEnvelope(body) && (body.message || body.msg)) || apiContext().translate('request.defaultError');

function withSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { token, clientType } = apiContext().session();
  const headers = AxiosHeaders.from(config.headers);
  if (token) {
    headers.set(HEADERS.authorization, `Bearer ${token}`);
    headers.set(HEADERS.token, token);
  }
  // a call may ask in another language than the console's (the mini-programme preview in English)
  if (!headers.has(HEADERS.languageSet)) headers.set(HEADERS.languageSet, apiContext().locale());
  headers.set(HEADERS.clientType, clientType ?? DEFAULT_CLIENT_TYPE_HEADER);
  config.headers = headers;
  return config;
}

/**
 * SPEC §7: a renewed bearer token in the response's `authorization` header replaces the stored one —
 * only if the call was made with the token still stored, so a slow answer cannot revive a session that
 * was logged out (or replaced by another login) while it was in flight.
 */
function adoptRenewedToken(response: Pick<AxiosResponse, 'headers' | 'config'>): void {
  const value = response.headers?.['authorization'];
  if (typeof value !== 'string') return;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  const context = apiContext();
  const stored = context.session().token;
  const sentWith = AxiosHeaders.from(response.config?.headers).get(HEADERS.token);
  if (token && stored && sentWith === stored && token !== stored) context.saveToken(token);
}

/** Blob.text() where the platform has it; FileReader elsewhere (jsdom, older WebViews). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A file download (`responseType: 'blob'`) that fails still carries the JSON envelope: read it. */
async function readableBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || !/json/i.test(data.type)) return data;
  try {
    return JSON.parse(await blobText(data)) as unknown;
  } catch {
    return data;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one api client (SPEC §7, §8). Every failure rejects with an ApiError and is turned into feedback
 * in error-feedback.ts unless the call is `silent`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const retries = options.retries ?? REQUEST_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? REQUEST_RETRY_DELAY_MS;
  const shouldShowToast = createToastThrottle();

  const http = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });

  const fail = (error: ApiError, config: AxiosRequestConfig | undefined): Promise<never> => {
    if (!config?.silent) reportApiError(error, shouldShowToast);
    // a refusal usually means the rights this page holds are stale, whoever handles the failure
    announceIfRefused(error);
    return Promise.reject(error);
  };

  http.interceptors.request.use(withSessionHeaders);

  http.interceptors.response.use(
    (response) => {
      adoptRenewedToken(response);
      const body: unknown = response.data;
      if (isEnvelope(body) && body.code !== 0) {
        return fail(new ApiError('response', serverText(body), { code: body.code, status: response.status, body }), response.config);
      }
      return response;
    },
    async (error: AxiosError) => {
      if (axios.isCancel(error) || error.code === 'ERR_CANCELED') throw error;
      const config = error.config;
      if (error.response) {
        adoptRenewedToken(error.response);
        const body = await readableBody(error.response.data);
        const code = isEnvelope(body) ? body.code : error.response.status;
        return fail(new ApiError('response', serverText(body), { code, status: error.response.status, body }), config);
      }
      const timedOut = isTimeout(error);
      const attempt = config?.retryAttempt ?? 0;
      const method = (config?.method ?? 'get').toLowerCase();
      if (config && attempt < retries && (!timedOut || IDEMPOTENT_METHODS.has(method))) {
        await delay(retryDelayMs);
        return http.request({ ...config, retryAttempt: attempt + 1 });
      }
      const text = apiContext().translate(timedOut ? 'request.timeout' : 'request.networkError');
      return fail(new ApiError(timedOut ? 'timeout' : 'network', text), config);
    },
  );

  return {
    http,
    get: <T>(url: string, params?: object, requestOptions?: RequestOptions) =>
      http.get<Envelope<T>>(url, { ...requestOptions, params }).then((response) => response.data.data),
    post: <T>(url: string, body?: unknown, requestOptions?: RequestOptions) =>
      http.post<Envelope<T>>(url, body, requestOptions).then((response) => response.data.data),
    del: <T>(url: string, params?: object, requestOptions?: RequestOptions) =>
      http.delete<Envelope<T>>(url, { ...requestOptions, params }).then((response) => response.data.data),
  };
}

/** The page's api client: same origin as the shell (API and front end share one port). */
export const api = createApiClient();
