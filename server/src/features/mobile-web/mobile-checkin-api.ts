import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CHECKIN_API_PATHS, VISITOR_TOKEN_HEADER, type checkinClaimAnswer, type checkinClaimList, type CheckinProgress, type checkinScanAnswer } from '@fair/shared/contracts/checkin';
import type { CatalogueLocale } from '../catalogue';
import { MOBILE_ROOT } from './mobile-paths';

export type ScanAnswer = z.infer<typeof checkinScanAnswer>;
export type ClaimAnswer = z.infer<typeof checkinClaimAnswer>;
export type ClaimList = z.infer<typeof checkinClaimList>;
export type { CheckinProgress };

/** An answer of the visitors' API: its data, or its status and localised message (a refusal the page shows). */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

const COOKIE = 'fair_visitor';
const COOKIE_LIFETIME_S = 30 * 86_400;

/** The visitor token the /m pages keep in their cookie (HttpOnly: no script reads it; none runs here anyway). */
export function visitorCookieOf(request: FastifyRequest): string | undefined {
  const pair = (request.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${COOKIE}=`));
  return pair?.slice(COOKIE.length + 1) || undefined;
}

const cookieFor = (request: FastifyRequest, token: string) =>
  `${COOKIE}=${token}; Path=${MOBILE_ROOT}; Max-Age=${COOKIE_LIFETIME_S}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;

/**
 * The visitors' API read in-process, as the mini-programme calls it, with the visitor of the page's cookie. A page
 * without a valid visitor gets one from the demo provider (demo mode only) and the cookie to keep it; without the
 * provider, `visitor` answers undefined and the page says check-in happens in the mini-programme.
 */
export function checkinClient(app: FastifyInstance, request: FastifyRequest, locale: CatalogueLocale) {
  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, payload?: object): Promise<Answer<T>> => {
    const response = await app.inject({ method, url, payload, headers: { 'language-set': locale, 'client-type': 'app', [VISITOR_TOKEN_HEADER]: token } });
    const body = response.json<{ code: number; msg: string; data: T }>();
    if (response.statusCode >= 500) throw new Error(`check-in API ${url} answered ${response.statusCode}`);
    return response.statusCode === 200 ? { ok: true, data: body.data } : { ok: false, status: response.statusCode, message: body.msg };
  };

  async function newVisitor(): Promise<string | undefined> {
    const answer = await call<{ visitor_token: string }>('POST', CHECKIN_API_PATHS.visitor, '', { provider: 'demo' });
    if (!answer.ok) return undefined;
    request.mobileCookie = cookieFor(request, answer.data.visitor_token);
    return answer.data.visitor_token;
  }

  /** A call as the page's visitor; a stale or forged cookie is replaced by a new visitor once. */
  async function asVisitor<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer<T> | undefined> {
    const kept = visitorCookieOf(request);
    const token = kept ?? (await newVisitor());
    if (!token) return undefined;
    const answer = await call<T>(method, url, token, payload);
    if (answer.ok || answer.status !== 403 || !kept) return answer;
    const fresh = await newVisitor();
    return fresh ? call<T>(method, url, fresh, payload) : undefined;
  }

  return {
    scan: (token: string) => asVisitor<ScanAnswer>('POST', CHECKIN_API_PATHS.scan, { token }),
    progress: (campaignId: number) => asVisitor<CheckinProgress>('GET', CHECKIN_API_PATHS.progressOf(campaignId)),
    claim: (prizeId: number) => asVisitor<ClaimAnswer>('POST', CHECKIN_API_PATHS.claim, { prize_id: prizeId }),
    /** a visitor without a cookie has no codes: no visitor is made just to list none */
    claims: async (): Promise<Answer<ClaimList>> => {
      const kept = visitorCookieOf(request);
      if (!kept) return { ok: true, data: [] };
      const answer = await call<ClaimList>('GET', CHECKIN_API_PATHS.claims, kept);
      return answer.ok || answer.status !== 403 ? answer : { ok: true, data: [] };
    },
  };
}
