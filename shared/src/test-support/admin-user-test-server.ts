import type { AdminUserItem, AdminUserKind } from '../contracts/admin-users';
import { envelope, sendJson, type TestServer } from './http-test-server';
import { type Refusal, refusalBody, serverText } from './portal-refusal';

export const OPERATOR_PASSWORD = 'Fair2025!';

export type StaffCall = 'add/admin-user' | 'edit/admin-user' | 'ban/admin-user' | 'del/admin-user';

/**
 * The staff calls over accounts in memory (zh-cn). It decides no rule: `refusals` says which call the portal
 * refuses next and how (each once, so the page's second try goes through); everything else succeeds.
 */
export function serveStaff(server: TestServer, accounts: Record<AdminUserKind, AdminUserItem[]>, refusals: Partial<Record<StaffCall, Refusal>> = {}): void {
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const kind: AdminUserKind = url.pathname.startsWith('/admin/user/miniprog/') ? 'miniprog' : 'web';
    const rows = accounts[kind];
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const action = url.pathname.replace('/admin/user/', '').replace('miniprog/', '');
    if (action === 'authority-options') return sendJson(response, 200, envelope(0, 'success', [{ id: 1, name: '超级管理员', route_keys: ['all'] }, { id: 2, name: '新闻编辑', route_keys: ['news.exhibitor-news-manage'] }]));
    if (action === 'get-admin-list') {
      const keyword = url.searchParams.get('keyword') ?? '';
      const found = rows.filter((row) => row.user_name.includes(keyword));
      return sendJson(response, 200, envelope(0, 'success', { list: found, total: found.length, page: 1, page_size: 20 }));
    }
    const refusal = refusals[action as StaffCall];
    if (refusal) {
      delete refusals[action as StaffCall];
      return sendJson(response, refusal.status, refusalBody(refusal));
    }
    if (action === 'add/admin-user') {
      rows.push({ id: 100 + rows.length, user_name: String(body.user_name), nick_name: String(body.nick_name ?? ''), banned: false, authorities: [], last_login_at: null, created_at: '2025-03-01T02:00:00.000Z' });
      return sendJson(response, 200, envelope(0, 'success', { id: 100 }));
    }
    if (action === 'edit/admin-user') return sendJson(response, 200, envelope(0, 'success'));
    if (action === 'ban/admin-user') {
      rows.find((account) => account.id === body.id)!.banned = Boolean(body.banned);
      return sendJson(response, 200, envelope(0, 'success'));
    }
    if (action === 'del/admin-user') {
      rows.splice(rows.findIndex((account) => account.id === Number(url.searchParams.get('id'))), 1);
      return sendJson(response, 200, envelope(0, 'success'));
    }
    sendJson(response, 404, envelope(404, serverText('errors.routeNotFound')));
  });
}
