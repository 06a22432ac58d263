import type { MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { MOBILE_STYLESHEET_PATH } from '../mobile-web-routes';

const noActivity = { status: 404, because: 'the matrix world has no concurrent activity; mobile-web.test.ts shows one' };
const noTerms = { status: 404, because: 'the matrix world publishes no terms; mobile-web.test.ts shows them' };

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
    ]),
  ),
  'GET /m/assets/:file': { allowed: 'everyone', request: () => ({ url: MOBILE_STYLESHEET_PATH }) },
  'GET /m/*': { allowed: 'everyone', request: () => ({ url: '/m/unknown/page' }), answer: { status: 404, because: 'the catch-all is the mobile not-found page' } },
};
