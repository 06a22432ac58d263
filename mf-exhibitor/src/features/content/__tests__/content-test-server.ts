import type { ContentAction } from '@fair/shared/contracts/content';
import { sendJson, startTestServer, type RecordedRequest } from '@fair/shared/test-support/http-test-server';
import type { TextContentItem } from '../content-kinds';

const envelope = (data: unknown, code = 0, message = '操作成功') => ({ code, message, msg: message, data });

type Stored = TextContentItem & { kind: 'news' | 'activity' };

let nextId = 100;

/** A stored item as the server answers it; times fixed so the screens show known values. */
export function itemOf(kind: 'news' | 'activity', fields: Partial<Stored> = {}): Stored {
  const id = fields.id ?? nextId++;
  return {
    kind,
    id,
    status: 'draft',
    pinned: false,
    uploaded_at: '2025-03-01T02:30:00.000Z',
    published_at: null,
    updated_at: '2025-03-01T02:30:00.000Z',
    title_zh: `新闻${id}`,
    title_en: `News ${id}`,
    content_zh: '<p>中文内容</p>',
    content_en: '<p>English content</p>',
    ...(kind === 'activity' ? { location_zh: '', location_en: '' } : {}),
    ...fields,
  } as Stored;
}

/**
 * A real HTTP server answering the content calls of shared/src/contracts/content.ts and the catalogue
 * preview link, over an in-memory list, so the screens run against the same request/response shapes.
 */
export async function startContentServer() {
  const server = await startTestServer({ cors: true });
  const state = {
    items: [] as Stored[],
    /** the next save answers 422 with these field errors */
    refuseNextSave: null as null | { field: string; message: string }[],
  };

  server.handle((request: RecordedRequest, response) => {
    const url = new URL(request.url, server.url);
    const match = /^\/exhibitors\/(news|activity)\/(list|info|save|state|delete)$/.exec(url.pathname);
    if (url.pathname === '/exhibitors/catalogue/preview-link') {
      const locale = url.searchParams.get('locale');
      const segment = locale === 'en-us' ? '/en-us' : '';
      return sendJson(response, 200, envelope({ url: `/catalogue${segment}/${url.searchParams.get('kind')}/${url.searchParams.get('id')}?preview=token-1`, expires_at: '2025-03-01T03:00:00.000Z' }));
    }
    if (!match) return sendJson(response, 404, envelope(null, 404, 'not found'));
    const [, kind, call] = match;
    const own = state.items.filter((item) => item.kind === kind);
    const find = (id: number) => own.find((item) => item.id === id);
    const notFound = () => sendJson(response, 404, envelope(null, 404, '数据不存在'));

    if (call === 'list') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      const keyword = url.searchParams.get('keyword') ?? '';
      const status = url.searchParams.get('status');
      const matching = own
        .filter((item) => !keyword || item.title_zh.includes(keyword) || item.title_en.includes(keyword))
        .filter((item) => !status || item.status === status);
      return sendJson(response, 200, envelope({ list: matching.slice((page - 1) * size, page * size), total: matching.length, page, page_size: size }));
    }
    if (call === 'info') {
      const item = find(Number(url.searchParams.get('id')));
      return item ? sendJson(response, 200, envelope(item)) : notFound();
    }
    if (call === 'save') {
      if (state.refuseNextSave) {
        const errors = state.refuseNextSave;
        state.refuseNextSave = null;
        return sendJson(response, 422, envelope({ errors }, 422, '提交的数据有误'));
      }
      const body = JSON.parse(request.body) as Partial<Stored>;
      const current = body.id ? find(body.id) : undefined;
      if (body.id && !current) return notFound();
      const now = '2025-03-02T04:05:06.000Z';
      const saved = itemOf(kind as Stored['kind'], {
        ...current,
        ...body,
        id: current?.id ?? nextId++,
        published_at: body.status === 'published' ? (current?.published_at ?? now) : null,
        uploaded_at: current?.uploaded_at ?? now,
      });
      state.items = [...state.items.filter((item) => item !== current), saved];
      return sendJson(response, 200, envelope(saved));
    }
    if (call === 'state') {
      const { id, action } = JSON.parse(request.body) as { id: number; action: ContentAction };
      const item = find(id);
      if (!item) return notFound();
      if (action === 'publish') Object.assign(item, { status: 'published', published_at: item.published_at ?? '2025-03-03T01:00:00.000Z' });
      if (action === 'withdraw') Object.assign(item, { status: 'draft', published_at: null });
      if (action === 'pin') item.pinned = true;
      if (action === 'unpin') item.pinned = false;
      return sendJson(response, 200, envelope(item));
    }
    const id = Number(url.searchParams.get('id'));
    if (!find(id)) return notFound();
    state.items = state.items.filter((item) => item.id !== id);
    return sendJson(response, 200, envelope(null));
  });

  return {
    ...server,
    state,
    requestsTo: (path: string) => server.requests.filter((request) => new URL(request.url, server.url).pathname === path),
  };
}

export type ContentTestServer = Awaited<ReturnType<typeof startContentServer>>;
