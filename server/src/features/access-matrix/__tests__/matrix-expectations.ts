import type { InjectOptions } from 'fastify';
import { EDITOR_ROLE_KEYS } from '../../../db/seed/demo-accounts';
import type { Database } from '../../../db/client';
import type { Fixtures } from '../../../test/fixtures';
import type { PrincipalName } from '../../../test/build-test-app';

/** What a matrix request may use: the seeded world plus ids the matrix test creates. */
export interface MatrixContext {
  db: Database;
  fixtures: Fixtures;
  /** a message of exhibitor A (main) and one of exhibitor B (rival) */
  messageOfA: number;
  messageOfB: number;
}

type RequestPart = Pick<InjectOptions, 'url' | 'query' | 'payload' | 'headers'>;

export interface MatrixEntry {
  /** principals the access layer lets through; everyone else must be refused */
  allowed: readonly PrincipalName[] | 'everyone';
  /** the request to send (default: the route's URL, an empty JSON body for writes) */
  request?: (ctx: MatrixContext) => RequestPart | Promise<RequestPart>;
  /** run with a new session of the principal (the call ends its session, e.g. logout) */
  freshSession?: boolean;
  /** exhibitor B aiming at exhibitor A's data: must not succeed */
  foreign?: (ctx: MatrixContext) => RequestPart | Promise<RequestPart>;
}

export const EXHIBITORS = ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower', 'subWithoutPower'] as const;
/** exhibitor accounts holding every power key: main accounts and the sub-account with powers */
export const EXHIBITOR_EDITORS = ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower'] as const;
export const ORGANIZERS = ['organizerAll', 'organizerLimited'] as const;
export const ADMINS = [...ORGANIZERS, 'miniprog'] as const;
export const LOGGED_IN = [...EXHIBITORS, ...ADMINS] as const;

/** Organizers holding a role key: `all` always, the limited editor only for its two keys. */
export function organizersWith(roleKey: string): readonly PrincipalName[] {
  return (EDITOR_ROLE_KEYS as readonly string[]).includes(roleKey) ? ORGANIZERS : ['organizerAll'];
}

const newcomerLogin = { user_name: 'new@demo.fair', password: 'Fair2025!', clientType: 'exhibitor' };

/**
 * The expected outcome of every registered route for every principal, keyed "METHOD url". A route
 * registered without an entry here fails the matrix test: add one with the route.
 */
export const MATRIX: Record<string, MatrixEntry> = {
  // operations and hosting
  'GET /healthz': { allowed: 'everyone' },
  'GET /api/docs': { allowed: 'everyone' },
  'GET /api/docs/static/index.html': { allowed: 'everyone' },
  'GET /api/docs/static/swagger-initializer.js': { allowed: 'everyone' },
  'GET /api/docs/static/*': { allowed: 'everyone', request: () => ({ url: '/api/docs/static/index.css' }) },
  'GET /api/docs/json': { allowed: 'everyone' },
  'GET /api/docs/yaml': { allowed: 'everyone' },
  'GET /mf/registry.json': { allowed: 'everyone' },
  'GET /remotes/:folder/*': { allowed: 'everyone', request: () => ({ url: '/remotes/mf-exhibitor/mf-manifest.json' }) },
  'GET /*': { allowed: 'everyone', request: () => ({ url: '/login', headers: { accept: 'text/html' } }) },

  // sessions
  'POST /exhibitors/user/login': { allowed: 'everyone', request: () => ({ payload: newcomerLogin }) },
  'POST /admin/user/login': { allowed: 'everyone', request: () => ({ payload: { user_name: 'editor', password: 'Fair2025!', clientType: 'organizer' } }) },
  'GET /exhibitors/user/info': { allowed: EXHIBITORS },
  'POST /exhibitors/user/logout': { allowed: EXHIBITORS, freshSession: true },
  'GET /admin/user/info': { allowed: ADMINS },
  'POST /admin/user/logout': { allowed: ADMINS, freshSession: true },

  // common calls
  'GET /api/user/variable/list': { allowed: LOGGED_IN },
  'GET /api/i18n/resource-locale': { allowed: 'everyone', request: () => ({ query: { app_id: 'exhibitor', locale: 'en_us' } }) },
  'GET /api/product-category/list': { allowed: 'everyone' },
  'GET /api/application-areas/list': { allowed: 'everyone' },
  'GET /api/product-attr/list': { allowed: 'everyone' },
  'GET /api/exhibitors/hall/list': { allowed: 'everyone' },
  'GET /api/ad/list': { allowed: 'everyone' },
  'GET /api/exhibitors/country/list': { allowed: 'everyone' },
  // no url: the matrix never makes the server fetch anything
  'GET /api/common/proxy-image': { allowed: LOGGED_IN },
  'GET /api/files/*': { allowed: 'everyone', request: () => ({ url: '/api/files/2025/03/00000000000000000000000000000000.png' }) },

  // exhibitor messages: own data only
  'GET /exhibitors/message/count': { allowed: EXHIBITORS },
  'GET /exhibitors/message/list': { allowed: EXHIBITORS },
  'GET /exhibitors/message/index': {
    allowed: EXHIBITORS,
    request: (ctx) => ({ query: { id: String(ctx.messageOfA) } }),
    foreign: (ctx) => ({ url: '/exhibitors/message/index', query: { id: String(ctx.messageOfA) } }),
  },
  'POST /exhibitors/message/read': {
    allowed: EXHIBITORS,
    request: (ctx) => ({ payload: { id: ctx.messageOfB } }),
    foreign: (ctx) => ({ url: '/exhibitors/message/read', payload: { id: ctx.messageOfA } }),
  },
  'DELETE /exhibitors/message/delete': {
    allowed: EXHIBITOR_EDITORS,
    request: () => ({ query: { id: '2147483647' } }),
    foreign: (ctx) => ({ url: '/exhibitors/message/delete', query: { id: String(ctx.messageOfA) } }),
  },

  // exhibitor profile, uploads, poster (team S2)
  'GET /exhibitors/exhibitors/info': { allowed: EXHIBITORS },
  'POST /exhibitors/exhibitors/save': { allowed: ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower'] },
  'POST /exhibitors/attachment/upload': { allowed: EXHIBITORS },
  'POST /admin/attachment/upload': { allowed: ADMINS },
  'GET /exhibitors/global/poster': { allowed: EXHIBITORS },

  // organizer console
  'GET /admin/global/poster': { allowed: organizersWith('poster.download') },
  'POST /admin/global/poster': { allowed: organizersWith('poster.download') },
  'GET /admin/global/banner': { allowed: organizersWith('organizer.page-edit') },
  'POST /admin/global/banner': { allowed: organizersWith('organizer.page-edit') },
  'GET /admin/statistics/info': { allowed: organizersWith('organizer.dashboard') },
};
