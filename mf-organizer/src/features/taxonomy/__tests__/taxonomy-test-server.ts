import type { CategoryItem, TagItem } from '@fair/shared/contracts/taxonomy';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { type Refusal, refusalBody, routeNotFound } from '@fair/shared/test-support/portal-refusal';

export type TaxonomyCall = 'save' | 'sort' | 'delete';
const STAMP = '2025-03-01T02:00:00.000Z';

/** A category row as the server lists it; counts as given. */
export const category = (id: number, name_zh: string, parent: CategoryItem | null, counts: Partial<CategoryItem> = {}): CategoryItem => ({
  id,
  parent_id: parent?.id ?? null,
  level: parent ? parent.level + 1 : 1,
  name_zh,
  name_en: `${name_zh} (en)`,
  sort: id,
  child_count: 0,
  descendant_count: 0,
  product_count: 0,
  created_at: STAMP,
  updated_at: STAMP,
  ...counts,
});

export const tag = (id: number, name_zh: string, name_en: string, product_count = 0): TagItem => ({ id, name_zh, name_en, sort: id, product_count, created_at: STAMP, updated_at: STAMP });

/**
 * The /admin/product-category, /admin/application-areas and /admin/product-attr calls over rows in memory
 * (zh-cn). It decides no rule: `refusals` says which call the portal refuses next and how (each once); the
 * rules (depth, unique names, stale orders) are the server's, tested there.
 */
export function serveTaxonomy(server: TestServer, categories: CategoryItem[], tags: TagItem[], refusals: Partial<Record<TaxonomyCall, Refusal>> = {}): void {
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const call = url.pathname.split('/').at(-1) as TaxonomyCall;
    const refusal = refusals[call];
    if (refusal) {
      delete refusals[call];
      return sendJson(response, refusal.status, refusalBody(refusal));
    }
    const ok = (data: unknown = null) => sendJson(response, 200, envelope(0, 'success', data));
    const bySort = (a: { sort: number }, b: { sort: number }) => a.sort - b.sort;
    switch (url.pathname) {
      case '/admin/product-category/list': {
        const parentId = url.searchParams.has('parent_id') ? Number(url.searchParams.get('parent_id')) : null;
        return ok(categories.filter((row) => row.parent_id === parentId).sort(bySort));
      }
      case '/admin/product-category/search': {
        const keyword = url.searchParams.get('keyword') ?? '';
        const found = categories.filter((row) => row.name_zh.includes(keyword));
        const path = (row: CategoryItem): { name_zh: string; name_en: string }[] => {
          const parent = categories.find((other) => other.id === row.parent_id);
          return parent ? [...path(parent), { name_zh: parent.name_zh, name_en: parent.name_en }] : [];
        };
        return ok({ list: found.map((row) => ({ ...row, path: path(row) })), total: found.length, page: 1, page_size: 20 });
      }
      case '/admin/product-category/save': {
        const parent = categories.find((row) => row.id === body.parent_id) ?? null;
        const saved = category(categories.length + 100, String(body.name_zh), parent);
        if (parent) parent.child_count += 1;
        categories.push(saved);
        return ok(saved);
      }
      case '/admin/product-category/sort':
        (body.ids as number[]).forEach((id, index) => (categories.find((row) => row.id === id)!.sort = index + 1));
        return ok();
      case '/admin/product-category/delete':
        categories.splice(
          categories.findIndex((row) => row.id === Number(url.searchParams.get('id'))),
          1,
        );
        return ok();
      case '/admin/application-areas/list':
        return ok({ list: [...tags].sort(bySort), total: tags.length, page: 1, page_size: 20 });
      case '/admin/application-areas/save': {
        const saved = tag(tags.length + 100, String(body.name_zh), String(body.name_en));
        tags.push(saved);
        return ok(saved);
      }
      case '/admin/application-areas/delete':
        tags.splice(
          tags.findIndex((row) => row.id === Number(url.searchParams.get('id'))),
          1,
        );
        return ok();
      default:
        return sendJson(response, 404, routeNotFound());
    }
  });
}
