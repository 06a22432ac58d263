import type { AdminUserItem } from '@fair/shared/contracts/admin-users';
import type { AuthorityItem } from '@fair/shared/contracts/authorities';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { type Refusal, refusalBody, serverText } from '@fair/shared/test-support/portal-refusal';

export type AuthorityCall = 'save' | 'delete' | 'grant';

export interface AuthorityWorld {
  authorities: AuthorityItem[];
  accounts: AdminUserItem[];
  /** what the portal refuses next, per call (each once): the rules are the server's, tested there; the page shows the refusal */
  refusals: Partial<Record<AuthorityCall, Refusal>>;
}

const CATALOGUE_ORDER = ['all', 'organizer.dashboard', 'organizer.exhibition-number', 'news.exhibitor-news-manage', 'download.list'];

/** The /admin/authority calls over rows in memory (zh-cn). It decides no rule: `world.refusals` says what is refused. */
export function serveAuthorities(server: TestServer, world: AuthorityWorld): void {
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const page = <T>(rows: T[]) => {
      const number = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return envelope(0, 'success', { list: rows.slice((number - 1) * size, number * size), total: rows.length, page: number, page_size: size });
    };
    const keyword = url.searchParams.get('keyword') ?? '';
    if (url.pathname === '/admin/authority/list') return sendJson(response, 200, page(world.authorities.filter((authority) => authority.name.includes(keyword))));
    if (url.pathname === '/admin/authority/options') return sendJson(response, 200, envelope(0, 'success', world.authorities.map(({ id, name, route_keys }) => ({ id, name, route_keys }))));
    if (url.pathname === '/admin/authority/accounts') return sendJson(response, 200, page(world.accounts.filter((account) => account.user_name.includes(keyword) || account.nick_name.includes(keyword))));
    const call = url.pathname.replace('/admin/authority/', '') as AuthorityCall;
    const refusal = world.refusals[call];
    if (refusal) {
      delete world.refusals[call];
      return sendJson(response, refusal.status, refusalBody(refusal));
    }
    if (url.pathname === '/admin/authority/save') {
      const keys = body.route_keys as string[];
      const route_keys = keys.includes('all') ? ['all'] : CATALOGUE_ORDER.filter((key) => keys.includes(key));
      const existing = world.authorities.find((authority) => authority.id === body.id);
      const saved: AuthorityItem = existing
        ? Object.assign(existing, { name: String(body.name), route_keys })
        : { id: world.authorities.length + 100, name: String(body.name), route_keys, holder_count: 0, created_at: '2025-03-20T02:00:00.000Z', updated_at: '2025-03-20T02:00:00.000Z' };
      if (!existing) world.authorities.unshift(saved);
      return sendJson(response, 200, envelope(0, 'success', saved));
    }
    if (url.pathname === '/admin/authority/delete') {
      world.authorities = world.authorities.filter((authority) => authority.id !== Number(url.searchParams.get('id')));
      return sendJson(response, 200, envelope(0, 'success', null));
    }
    if (url.pathname === '/admin/authority/grant') {
      const account = world.accounts.find((candidate) => candidate.id === body.admin_user_id)!;
      const ids = body.authority_ids as number[];
      account.authorities = world.authorities.filter((authority) => ids.includes(authority.id)).map(({ id, name, route_keys }) => ({ id, name, route_keys }));
      return sendJson(response, 200, envelope(0, 'success', null));
    }
    sendJson(response, 404, envelope(404, serverText('errors.routeNotFound')));
  });
}
