import type { AdminUserItem, AdminUserKind } from '../contracts/admin-users';
import { envelope, sendJson, type TestServer } from './http-test-server';

export const OPERATOR_PASSWORD = 'Fair2025!';

/** The staff calls over accounts in memory, as the portal answers them (zh-cn texts). */
export function serveStaff(server: TestServer, accounts: Record<AdminUserKind, AdminUserItem[]>): void {
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
    // mini-programme admins disable or delete another admin with their password again
    const confirmsRemoval = kind === 'miniprog' && (action === 'del/admin-user' || (action === 'ban/admin-user' && body.banned === true));
    const wrongPassword = body.operator_password !== undefined && body.operator_password !== OPERATOR_PASSWORD;
    if ((action === 'add/admin-user' || action === 'edit/admin-user' || confirmsRemoval) && (wrongPassword || (confirmsRemoval && !body.operator_password))) {
      return sendJson(response, 422, envelope(422, '提交的数据无效', { errors: [{ field: 'operator_password', message: '操作人密码错误' }] }));
    }
    if (action === 'add/admin-user') {
      rows.push({ id: 100 + rows.length, user_name: String(body.user_name), nick_name: String(body.nick_name ?? ''), banned: false, authorities: [], last_login_at: null, created_at: '2025-03-01T02:00:00.000Z' });
      return sendJson(response, 200, envelope(0, 'success', { id: 100 }));
    }
    if (action === 'edit/admin-user') return sendJson(response, 200, envelope(0, 'success'));
    if (action === 'ban/admin-user') {
      const row = rows.find((account) => account.id === body.id)!;
      if (row.user_name === 'chief') return sendJson(response, 409, envelope(409, '这是最后一个拥有全部权限的账号，不能禁用、删除或取消其全部权限'));
      row.banned = Boolean(body.banned);
      return sendJson(response, 200, envelope(0, 'success'));
    }
    if (action === 'del/admin-user') {
      rows.splice(rows.findIndex((account) => account.id === Number(url.searchParams.get('id'))), 1);
      return sendJson(response, 200, envelope(0, 'success'));
    }
    sendJson(response, 404, envelope(404, '没有此接口'));
  });
}
