import type { RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { type Refusal, refusalBody, routeNotFound } from '@fair/shared/test-support/portal-refusal';

export const HALLS = [
  { id: 1, name: '1号馆' },
  { id: 2, name: '2号馆' },
];

/**
 * The /admin/exhibitor-info calls and the public hall list over rows in memory (zh-cn). It decides no rule:
 * `refusals.booth` is the next booth call's refusal (once); the booth rules are the server's, tested there.
 */
export function serveRegister(server: TestServer, rows: RegisterItem[], refusals: { booth?: Refusal } = {}): void {
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const query = url.searchParams;
    if (url.pathname === '/api/exhibitors/hall/list') return sendJson(response, 200, envelope(0, 'success', HALLS));
    if (url.pathname === '/admin/exhibitor-info/list') {
      const keyword = (query.get('keyword') ?? '').toLowerCase();
      const hall = query.get('hall');
      const below = query.get('completion_below');
      const found = rows.filter(
        (row) =>
          (row.name_zh_cn.includes(keyword) || row.name_en.toLowerCase().includes(keyword)) &&
          (hall === null || (hall === 'none' ? row.hall_id === null : row.hall_id === Number(hall))) &&
          (query.get('exhibitor_type') === null || row.exhibitor_types.includes(query.get('exhibitor_type') as never)) &&
          (query.get('country') === null || row.country === query.get('country')) &&
          (query.get('is_edit') === null || row.is_edit === (query.get('is_edit') === '1')) &&
          (below === null || row.completion < Number(below)),
      );
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      return sendJson(response, 200, envelope(0, 'success', { list: found.slice((page - 1) * size, page * size), total: found.length, page, page_size: size }));
    }
    if (url.pathname === '/admin/exhibitor-info/booth') {
      const body = JSON.parse(request.body) as { id: number; hall_id: number | null; booth: string | null; booth_area: number | null };
      if (refusals.booth) {
        const refusal = refusals.booth;
        delete refusals.booth;
        return sendJson(response, refusal.status, refusalBody(refusal));
      }
      const row = rows.find((entry) => entry.id === body.id)!;
      Object.assign(row, body, { hall: HALLS.find((entry) => entry.id === body.hall_id)?.name ?? null });
      return sendJson(response, 200, envelope(0, 'success', { ...row, intro_zh: '', intro_en: '', application_areas_count: 0, missing: [] }));
    }
    if (url.pathname === '/admin/exhibitor-info/reminder/send') {
      const { ids = [], below } = JSON.parse(request.body) as { ids?: number[]; below?: number };
      const chosen = rows.filter((entry) => ids.includes(entry.id) || (below !== undefined && entry.completion < below));
      for (const row of chosen) Object.assign(row, { reminder_status: 'sending', reminded_at: '2025-03-02T02:00:00.000Z' });
      return sendJson(response, 200, envelope(0, 'success', { queued: chosen.length, recent: 0, skipped: 0 }));
    }
    if (url.pathname === '/admin/exhibitor-info/reminder/schedule') return sendJson(response, 200, envelope(0, 'success', { enabled: false, below: 100, until: null, next_run_at: null }));
    if (url.pathname === '/admin/exhibitor-info/export') {
      // a while to make, as a real export of the whole fair takes
      setTimeout(() => {
        response.writeHead(200, {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('展商信息.xlsx')}`,
        });
        response.end('PK-sheet');
      }, 500);
      return;
    }
    sendJson(response, 404, routeNotFound());
  });
}
