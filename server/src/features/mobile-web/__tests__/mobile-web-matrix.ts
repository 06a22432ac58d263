import type { MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { MOBILE_STYLESHEET_PATH } from '../mobile-web-routes';

const noActivity = { status: 404, because: 'the matrix world has no concurrent activity; mobile-web.test.ts shows one' };
const noTerms = { status: 404, because: 'the matrix world publishes no terms; mobile-web.test.ts shows them' };

const noCheckin = { status: 422, because: 'a forged point code is refused; mobile-checkin.test.ts scans genuine ones' };
const noCampaign = { status: 404, because: 'the matrix world has no check-in campaign; mobile-checkin.test.ts makes them' };

/** The mobile web view (/m, /m/en-us): public pages like the catalogue's. */
export const mobileWebMatrix: Record<string, MatrixEntry> = {
  ...Object.fromEntries(
    ['/m', '/m/en-us'].flatMap((base): [string, MatrixEntry][] => [
      [`GET ${base}`, { allowed: 'everyone' }],
      [`GET ${base}/exhibitors`, { allowed: 'everyone' }],
      [`GET ${base}/exhibitors/:id`, { allowed: 'everyone', request: (ctx) => ({ url: `${base}/exhibitors/${ctx.fixtures.exhibitors.main}` }) }],
      [`GET ${base}/exhibitors/:id/products`, { allowed: 'everyone', request: (ctx) => ({ url: `${base}/exhibitors/${ctx.fixtures.exhibitors.main}/products` }) }],
      [`GET ${base}/products/:id`, { allowed: 'everyone', request: (ctx) => ({ url: `${base}/products/${ctx.content.productOfA}` }) }],
      [`GET ${base}/activities`, { allowed: 'everyone' }],
      [`GET ${base}/activities/:id`, { allowed: 'everyone', request: () => ({ url: `${base}/activities/1` }), answer: noActivity }],
      [`GET ${base}/terms/:kind`, { allowed: 'everyone', request: () => ({ url: `${base}/terms/privacy` }), answer: noTerms }],
      [`GET ${base}/terms/:kind/versions/:version`, { allowed: 'everyone', request: () => ({ url: `${base}/terms/privacy/versions/1` }), answer: noTerms }],
      [`GET ${base}/checkin`, { allowed: 'everyone', request: () => ({ url: `${base}/checkin?t=CP.1.1.forged` }), answer: noCheckin }],
      [`GET ${base}/checkin/campaigns/:id`, { allowed: 'everyone', request: () => ({ url: `${base}/checkin/campaigns/999999` }), answer: noCampaign }],
      [`POST ${base}/checkin/campaigns/:id/claim`, { allowed: 'everyone', request: () => ({ url: `${base}/checkin/campaigns/999999/claim` }), answer: noCampaign }],
      [`GET ${base}/checkin/codes/:code`, { allowed: 'everyone', request: () => ({ url: `${base}/checkin/codes/AAAAAAAA` }), answer: noCampaign }],
      [`GET ${base}/checkin/claims`, { allowed: 'everyone' }],
    ]),
  ),
  'GET /m/assets/:file': { allowed: 'everyone', request: () => ({ url: MOBILE_STYLESHEET_PATH }) },
  'GET /m/*': { allowed: 'everyone', request: () => ({ url: '/m/unknown/page' }), answer: { status: 404, because: 'the catch-all is the mobile not-found page' } },
};
