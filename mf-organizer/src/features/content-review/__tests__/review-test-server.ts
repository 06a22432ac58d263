import { configure } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { ExhibitorContentSummary, ReviewItem, ReviewProduct } from '@fair/shared/contracts/content-review';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { routeNotFound } from '@fair/shared/test-support/portal-refusal';
import { setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { recordSavedDownloads } from '@fair/shared/test-support/saved-downloads';

const STAMP = '2026-03-01T02:00:00.000Z';

export const product = (id: number, name_zh: string, exhibitor_zh: string, values: Partial<ReviewProduct> = {}): ReviewProduct => ({
  id,
  exhibitor_id: id * 10,
  exhibitor_zh,
  exhibitor_en: `${exhibitor_zh} (en)`,
  status: 'published',
  pinned: false,
  uploaded_at: STAMP,
  published_at: STAMP,
  updated_at: STAMP,
  image: '/files/p.png',
  name_zh,
  name_en: `${name_zh} (en)`,
  intro_zh: '简介',
  intro_en: '',
  categories: [11],
  application_areas: [21],
  attributes: [],
  ...values,
});

export const summary = (id: number, name_zh_cn: string, count: number): ExhibitorContentSummary => ({ id, name_zh_cn, name_en: `${name_zh_cn} (en)`, count, published: count, last_uploaded_at: count ? STAMP : null });

export const item = (id: number, exhibitor_id: number, title_zh: string, values: Partial<ReviewItem> = {}): ReviewItem => ({
  id,
  exhibitor_id,
  title_zh,
  title_en: `${title_zh} (en)`,
  status: 'published',
  pinned: false,
  uploaded_at: STAMP,
  published_at: STAMP,
  updated_at: STAMP,
  ...values,
});

const CATEGORIES = [{ id: 10, name: '仪器', name_zh: '仪器', name_en: 'Instruments', sort: 1, parent_id: null, level: 1, has_children: true, children: [{ id: 11, name: '传感器', name_zh: '传感器', name_en: 'Sensors', sort: 1, parent_id: 10, level: 2, has_children: false, children: [] }] }];
const AREAS = [{ id: 21, name: '汽车', name_zh: '汽车', name_en: 'Automotive', sort: 1 }];

/**
 * The /admin/content-review calls and the public reference lists over rows in memory (zh-cn). It decides
 * no rule: a state change sets the status asked, a delete removes the rows; the rules are the server's.
 */
export function serveReview(server: TestServer, world: { products: ReviewProduct[]; exhibitors: ExhibitorContentSummary[]; items: ReviewItem[] }): void {
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const query = url.searchParams;
    const ok = (data: unknown) => sendJson(response, 200, envelope(0, 'success', data));
    const page = <T,>(rows: T[]) => {
      const number = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 10);
      return ok({ list: rows.slice((number - 1) * size, number * size), total: rows.length, page: number, page_size: size });
    };
    const [, , , kind, call] = url.pathname.split('/');
    const keyword = query.get('keyword') ?? '';
    if (url.pathname === '/api/product-category/list') return ok(CATEGORIES);
    if (url.pathname === '/api/application-areas/list') return ok(AREAS);
    if (url.pathname === '/api/product-attr/list') return ok([]);
    if (!url.pathname.startsWith('/admin/content-review/')) return sendJson(response, 404, routeNotFound());
    const rows: { id: number; status: string }[] = kind === 'product' ? world.products : world.items;
    switch (call) {
      case 'list':
        return page(world.products.filter((row) => (row.name_zh + row.exhibitor_zh).includes(keyword) && (!query.get('status') || row.status === query.get('status'))));
      case 'exhibitors':
        return page(world.exhibitors.filter((row) => row.name_zh_cn.includes(keyword)));
      case 'items':
        return page(world.items.filter((row) => row.exhibitor_id === Number(query.get('exhibitor_id')) && row.title_zh.includes(keyword)));
      case 'state': {
        const body = JSON.parse(request.body) as { ids: number[]; action: string };
        for (const row of rows.filter((entry) => body.ids.includes(entry.id))) row.status = body.action === 'publish' ? 'published' : 'draft';
        return ok({ changed: body.ids.length });
      }
      case 'delete': {
        const ids = (query.get('ids') ?? '').split(',').map(Number);
        for (const id of ids) rows.splice(rows.findIndex((entry) => entry.id === id), 1);
        return ok({ changed: ids.length });
      }
      case 'export':
        response.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': `attachment; filename*=UTF-8''${kind}.xlsx` });
        return response.end('PK-sheet');
      default:
        return sendJson(response, 404, routeNotFound());
    }
  });
}

/** The review pages' test set-up: an organizer session, the content-review texts, and patience for antd under jsdom. */
export function setUpReviewPageTests(): { server: TestServer; saved: string[] } {
  // antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
  jest.setTimeout(120_000);
  configure({ asyncUtilTimeout: 10_000 });
  const server = setUpConsolePageTests({
    session: { clientType: 'organizer' },
    namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['content-review']) },
  });
  return { server, saved: recordSavedDownloads() };
}
