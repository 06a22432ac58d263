import type { ServerResponse } from 'node:http';
import type { CategoryNode, BilingualItem } from '@fair/shared/contracts/reference';
import type { ProductItem } from '@fair/shared/contracts/products';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '@fair/shared/test-support/http-test-server';

/**
 * A real local HTTP server answering the product calls of shared/src/contracts/content.ts from an
 * in-memory list, so the pages' requests, paging, search and state changes run end to end.
 */
export const CATEGORY_TREE: CategoryNode[] = [
  {
    id: 1, name: '电子元器件', name_zh: '电子元器件', name_en: 'Electronic Components', sort: 1, parent_id: null, level: 1, has_children: true,
    children: [
      {
        id: 2, name: '被动元件', name_zh: '被动元件', name_en: 'Passive Components', sort: 1, parent_id: 1, level: 2, has_children: true,
        children: [{ id: 3, name: '电容器', name_zh: '电容器', name_en: 'Capacitors', sort: 1, parent_id: 2, level: 3, has_children: false, children: [] }],
      },
    ],
  },
];
export const AREAS: BilingualItem[] = [
  { id: 11, name: '汽车电子', name_zh: '汽车电子', name_en: 'Automotive Electronics', sort: 1 },
  { id: 12, name: '工业控制', name_zh: '工业控制', name_en: 'Industrial Control', sort: 2 },
];
export const ATTRIBUTES: BilingualItem[] = [
  { id: 21, name: '新品', name_zh: '新品', name_en: 'New Product', sort: 1 },
  { id: 22, name: '环保', name_zh: '环保', name_en: 'Eco-friendly', sort: 2 },
];

const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });

export function productOf(id: number, overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    id,
    status: 'draft',
    pinned: false,
    uploaded_at: `2025-03-0${(id % 9) + 1}T02:00:00Z`,
    published_at: null,
    updated_at: '2025-03-01T02:00:00Z',
    image: `/api/files/2025/03/${String(id).padStart(32, '0')}.png`,
    name_zh: `展品${id}`,
    name_en: `Exhibit ${id}`,
    intro_zh: '简介',
    intro_en: '',
    categories: [3],
    application_areas: [11],
    attributes: [21],
    ...overrides,
  };
}

export interface ProductTestServer extends TestServer {
  products: ProductItem[];
  /** the next save answers this 422 instead of saving */
  refuseNextSave: { field: string; message: string } | null;
  /** the next info call answers 500 */
  failNextInfo: boolean;
  requestsTo(path: string): RecordedRequest[];
}

export async function startProductServer(): Promise<ProductTestServer> {
  const server = (await startTestServer({ cors: true })) as ProductTestServer;
  server.products = [];
  server.refuseNextSave = null;
  server.failNextInfo = false;
  server.requestsTo = (path) => server.requests.filter((request) => new URL(request.url, server.url).pathname === path);
  let nextId = 1000;

  const send = (response: ServerResponse, data: unknown) => sendJson(response, 200, envelope(data));
  server.handle((request, response) => {
    const url = new URL(request.url, server.url);
    const json = String(request.headers['content-type'] ?? '').startsWith('application/json');
    const body = json && request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const byId = (id: unknown) => server.products.find((product) => product.id === Number(id));
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/product-category/list':
        return send(response, CATEGORY_TREE);
      case 'GET /api/application-areas/list':
        return send(response, AREAS);
      case 'GET /api/product-attr/list':
        return send(response, ATTRIBUTES);
      case 'GET /exhibitors/product/list': {
        const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('page_size') ?? 10);
        const found = server.products.filter((product) => !keyword || `${product.name_zh} ${product.name_en}`.toLowerCase().includes(keyword));
        const sorted = [...found.filter((product) => product.pinned), ...found.filter((product) => !product.pinned)];
        return send(response, { list: sorted.slice((page - 1) * size, page * size), total: found.length, page, page_size: size });
      }
      case 'GET /exhibitors/product/info': {
        if (server.failNextInfo) {
          server.failNextInfo = false;
          return sendJson(response, 500, { code: 500, message: '服务器错误', msg: '服务器错误', data: null });
        }
        const item = byId(url.searchParams.get('id'));
        return item ? send(response, item) : sendJson(response, 404, { code: 404, message: '展品不存在或已删除', msg: '展品不存在或已删除', data: null });
      }
      case 'POST /exhibitors/product/save': {
        if (server.refuseNextSave) {
          const refusal = server.refuseNextSave;
          server.refuseNextSave = null;
          return sendJson(response, 422, { code: 422, message: '提交的数据有误', msg: '提交的数据有误', data: { errors: [refusal] } });
        }
        const existing = body.id === undefined ? undefined : byId(body.id);
        const saved = productOf(existing?.id ?? nextId++, { ...(body as Partial<ProductItem>), intro_en: String(body.intro_en ?? '') });
        server.products = existing ? server.products.map((product) => (product.id === saved.id ? saved : product)) : [saved, ...server.products];
        return send(response, saved);
      }
      case 'POST /exhibitors/product/state': {
        const item = byId(body.id);
        if (!item) return sendJson(response, 404, { code: 404, message: '展品不存在或已删除', msg: '展品不存在或已删除', data: null });
        const action = body.action as string;
        if (action === 'publish') Object.assign(item, { status: 'published', published_at: '2025-03-10T02:00:00Z' });
        if (action === 'withdraw') Object.assign(item, { status: 'draft', published_at: null });
        if (action === 'pin' || action === 'unpin') item.pinned = action === 'pin';
        return send(response, item);
      }
      case 'DELETE /exhibitors/product/delete':
        server.products = server.products.filter((product) => product.id !== Number(url.searchParams.get('id')));
        return send(response, null);
      case 'POST /exhibitors/attachment/upload':
        return send(response, { url: '/api/files/2025/03/0123456789abcdef0123456789abcdef.png', name: 'product.png', size: 2048, mime: 'image/png' });
      default:
        return sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
    }
  });
  return server;
}
