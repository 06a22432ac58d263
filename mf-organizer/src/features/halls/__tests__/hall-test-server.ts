import type { HallItem } from '@fair/shared/contracts/halls';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { type Refusal, refusalBody, routeNotFound } from '@fair/shared/test-support/portal-refusal';

export type HallCall = 'save' | 'sort' | 'delete';

/**
 * The /admin/hall calls over rows in memory (zh-cn). It decides no rule: `refusals` says which call the portal
 * refuses next and how (each once); the rules are the server's, tested there.
 */
export function serveHalls(server: TestServer, rows: HallItem[], refusals: Partial<Record<HallCall, Refusal>> = {}): void {
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const call = url.pathname.replace('/admin/hall/', '') as HallCall;
    const refusal = refusals[call];
    if (refusal) {
      delete refusals[call];
      return sendJson(response, refusal.status, refusalBody(refusal));
    }
    if (url.pathname === '/admin/hall/list') {
      const keyword = url.searchParams.get('keyword') ?? '';
      const sort = (url.searchParams.get('sort') ?? 'sort') as keyof HallItem;
      const sign = url.searchParams.get('order') === 'desc' ? -1 : 1;
      const found = rows
        .filter((hall) => hall.name_zh.includes(keyword) || hall.name_en.toLowerCase().includes(keyword.toLowerCase()))
        .sort((a, b) => (a[sort] < b[sort] ? -sign : a[sort] > b[sort] ? sign : 0));
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return sendJson(response, 200, envelope(0, 'success', { list: found.slice((page - 1) * size, page * size), total: found.length, page, page_size: size }));
    }
    if (url.pathname === '/admin/hall/save') {
      const saved = { id: (body.id as number) ?? rows.length + 100, name_zh: String(body.name_zh), name_en: String(body.name_en), sort: rows.length + 1, exhibitor_count: 0 };
      const index = rows.findIndex((hall) => hall.id === body.id);
      if (index >= 0) rows[index] = { ...rows[index], ...saved, sort: rows[index].sort };
      else rows.push(saved);
      return sendJson(response, 200, envelope(0, 'success', saved));
    }
    if (url.pathname === '/admin/hall/sort') {
      const ordered = [...rows].sort((a, b) => a.sort - b.sort);
      const index = ordered.findIndex((hall) => hall.id === body.id);
      const other = body.direction === 'up' ? index - 1 : index + 1;
      if (ordered[other]) [ordered[index].sort, ordered[other].sort] = [ordered[other].sort, ordered[index].sort];
      return sendJson(response, 200, envelope(0, 'success'));
    }
    if (url.pathname === '/admin/hall/delete') {
      const index = rows.findIndex((hall) => hall.id === Number(url.searchParams.get('id')));
      rows.splice(index, 1);
      return sendJson(response, 200, envelope(0, 'success'));
    }
    sendJson(response, 404, routeNotFound());
  });
}
