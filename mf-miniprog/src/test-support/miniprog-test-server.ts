import {
  MINIPROG_HOME_SECTIONS,
  type MiniprogActivity,
  type MiniprogAd,
  type MiniprogBadge,
  type MiniprogFeaturedCandidate,
  type MiniprogFeaturedItem,
  type MiniprogHomeBlockRow,
  type MiniprogHomeItem,
  type MiniprogPopup,
  type MiniprogTermsVersion,
} from '@fair/shared/contracts/miniprog';
import type { PublicHome } from '@fair/shared/contracts/miniprog-api';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { routeNotFound, serverText } from '@fair/shared/test-support/portal-refusal';

/** What the fake portal holds; a test fills it and reads it back. */
export interface MiniprogData {
  home: MiniprogHomeItem[];
  featured: MiniprogFeaturedItem[];
  candidates: MiniprogFeaturedCandidate[];
  activities: MiniprogActivity[];
  popups: MiniprogPopup[];
  terms: MiniprogTermsVersion[];
  ads?: MiniprogAd[];
  badges?: MiniprogBadge[];
  /** the home's block order; the default order when left out */
  blocks?: MiniprogHomeBlockRow[];
}

const STAMPS = { created_at: '2025-03-01T02:00:00.000Z', updated_at: '2025-03-01T02:00:00.000Z' };

/** The home's blocks as the portal first lists them: ids 1…5 in the default order. */
export const defaultHomeBlocks = (): MiniprogHomeBlockRow[] => MINIPROG_HOME_SECTIONS.map((block, index) => ({ id: index + 1, block, sort: index + 1, updated_at: STAMPS.updated_at }));

export const homeItem = (id: number, title: string, extra: Partial<MiniprogHomeItem> = {}): MiniprogHomeItem => ({
  id,
  block: 'banner',
  image: `/files/banner-${id}.png`,
  title_zh: title,
  title_en: `${title} EN`,
  link_type: 'none',
  link: '',
  sort: id,
  status: 'draft',
  starts_at: null,
  ends_at: null,
  live: false,
  ...STAMPS,
  ...extra,
});

export const featuredItem = (id: number, name: string, extra: Partial<MiniprogFeaturedItem> = {}): MiniprogFeaturedItem => ({
  id,
  kind: 'exhibitor',
  ref_id: id * 10,
  name_zh: name,
  name_en: `${name} Ltd`,
  image: null,
  exhibitor_id: null,
  exhibitor_name_zh: null,
  sort: id,
  status: 'draft',
  hidden: false,
  starts_at: null,
  ends_at: null,
  available: true,
  live: false,
  ...STAMPS,
  ...extra,
});

export const popup = (id: number, name: string, extra: Partial<MiniprogPopup> = {}): MiniprogPopup => ({
  id,
  name,
  image: `/files/popup-${id}.png`,
  link_type: 'none',
  link: '',
  audience: 'every_visit',
  enabled: true,
  sort: id,
  starts_at: null,
  ends_at: null,
  live: true,
  ...STAMPS,
  ...extra,
});

export const ad = (id: number, extra: Partial<MiniprogAd> = {}): MiniprogAd => ({
  id,
  image: `/files/ad-${id}.png`,
  position: 'top',
  page: 'home',
  open_mode: 'link',
  target_url: `https://example.com/ad-${id}`,
  click_count: 0,
  enabled: true,
  sort: id,
  ...STAMPS,
  ...extra,
});

export const badge = (id: number, name: string, extra: Partial<MiniprogBadge> = {}): MiniprogBadge => {
  const { image: _image, audience: _audience, ...shared } = popup(id, name, { link_type: 'page', link: '/pages/exhibitor/list' });
  return { ...shared, icon: `/files/badge-${id}.png`, page: 'home', position: 'right_bottom', ...extra };
};

export const terms = (id: number, version: number, extra: Partial<MiniprogTermsVersion> = {}): MiniprogTermsVersion => ({
  id,
  kind: 'user_notice',
  version,
  title_zh: `用户须知 第${version}版`,
  title_en: `User notice, edition ${version}`,
  content_zh: '<p>请遵守展会规定。</p>',
  content_en: '<p>Please follow the fair rules.</p>',
  status: 'published',
  current: false,
  published_at: '2025-01-20T02:00:00.000Z',
  ...STAMPS,
  ...extra,
});

export const activity = (id: number, title: string, extra: Partial<MiniprogActivity> = {}): MiniprogActivity => ({
  id,
  title_zh: title,
  title_en: `${title} EN`,
  image: '',
  starts_at: '2025-03-26T01:30:00.000Z',
  ends_at: null,
  place_zh: '5.1馆论坛区',
  place_en: 'Hall 5.1 forum',
  content_zh: '<p>内容</p>',
  content_en: '<p>Content</p>',
  sort: id,
  status: 'draft',
  hidden: false,
  live: false,
  ...STAMPS,
  ...extra,
});

/**
 * The public home the fake API serves, computed like the portal does: published, not hidden, inside the
 * schedule (by the real clock), in order.
 */
function publicHomeOf(data: MiniprogData): PublicHome {
  const now = Date.now();
  const inSchedule = (item: { starts_at: string | null; ends_at: string | null }) => (!item.starts_at || Date.parse(item.starts_at) <= now) && (!item.ends_at || Date.parse(item.ends_at) > now);
  const homeLive = data.home.filter((item) => item.status === 'published' && inSchedule(item)).sort((a, b) => a.sort - b.sort);
  const card = (item: MiniprogHomeItem) => ({ id: item.id, image: item.image, title: item.title_zh, link_type: item.link_type, link: item.link });
  const featuredLive = (kind: MiniprogFeaturedItem['kind']) =>
    data.featured.filter((item) => item.kind === kind && item.status === 'published' && !item.hidden && item.available && inSchedule(item)).sort((a, b) => a.sort - b.sort);
  return {
    blocks: bySort(data.blocks ?? defaultHomeBlocks()).map((row) => row.block),
    banners: homeLive.filter((item) => item.block === 'banner').map(card),
    quick_entries: homeLive.filter((item) => item.block === 'quick_entry').map(card),
    exhibitors: featuredLive('exhibitor').map((item) => ({ id: item.ref_id, name: item.name_zh, logo: item.image, country: 'CN', hall: '1.1号馆', booth: 'A01' })),
    products: featuredLive('product').map((item) => ({ id: item.ref_id, name: item.name_zh, image: item.image ?? '', exhibitor_id: item.exhibitor_id ?? 0, exhibitor_name: item.exhibitor_name_zh ?? '' })),
    activities: featuredLive('activity').map((item) => ({ id: item.ref_id, title: item.name_zh, image: '', place: '', starts_at: '2025-03-26T01:30:00.000Z', ends_at: null })),
  };
}

const page = <T>(items: T[], url: URL) => {
  const size = Number(url.searchParams.get('page_size') ?? 20);
  const at = Number(url.searchParams.get('page') ?? 1);
  return { list: items.slice((at - 1) * size, at * size), total: items.length, page: at, page_size: size };
};
const bySort = <T extends { sort: number }>(items: T[]) => [...items].sort((a, b) => a.sort - b.sort);

/** Applies a whole new order; a stale one (ids not exactly the group's) is refused as the portal does (409). */
function reorder<T extends { id: number; sort: number }>(group: T[], ids: number[]): boolean {
  if (ids.length !== group.length || !group.every((item) => ids.includes(item.id))) return false;
  for (const item of group) item.sort = ids.indexOf(item.id) + 1;
  return true;
}

type Switched = { id: number; sort: number; enabled: boolean };

/** list (with the enabled filter), save, enable, sort and delete of a popup, ad or badge list; false when the path is none of them. */
function answerEnabledList<T extends Switched>(items: T[], path: string, url: URL, body: Record<string, unknown>, answer: (status: number, value?: unknown) => void, nextId: () => number): boolean {
  const id = Number(body.id ?? url.searchParams.get('id'));
  const action = path.split('/').at(-1);
  if (action === 'list') {
    const enabled = url.searchParams.get('enabled');
    answer(200, page(bySort(items.filter((item) => enabled === null || String(item.enabled) === enabled)), url));
  } else if (action === 'save') {
    const existing = items.find((item) => item.id === body.id);
    if (existing) answer(200, Object.assign(existing, body));
    else {
      const saved = { ...(body as Partial<T>), id: nextId(), sort: items.length + 1, live: false, click_count: 0, ...STAMPS } as unknown as T;
      items.push(saved);
      answer(200, saved);
    }
  } else if (action === 'enable') answer(200, Object.assign(items.find((item) => item.id === id)!, { enabled: body.enabled }));
  else if (action === 'delete') {
    items.splice(items.findIndex((item) => item.id === id), 1);
    answer(200);
  } else if (action === 'sort') answer(reorder(items, body.ids as number[]) ? 200 : 409);
  else return false;
  return true;
}

/** The /admin/miniprog calls and the public home over the data in memory, as the portal answers them (zh-cn). */
export function serveMiniprog(server: TestServer, data: MiniprogData): void {
  let nextId = 500;
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    const ok = (value: unknown = null) => sendJson(response, 200, envelope(0, 'success', value));
    if (url.pathname === '/admin/attachment/upload') {
      const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'file';
      return ok({ url: `/api/files/2025/${name}`, name, size: 4, mime: 'image/png' });
    }
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const path = url.pathname;
    const answer = (status: number, value: unknown = null) => (status === 200 ? ok(value) : sendJson(response, status, envelope(status, serverText('miniprog.orderStale'))));
    const id = Number(body.id ?? url.searchParams.get('id'));

    if (path === '/api/miniprog/v1/home') return ok(publicHomeOf(data));

    if (path === '/admin/miniprog/home/blocks') return ok({ list: bySort((data.blocks ??= defaultHomeBlocks())) });
    if (path === '/admin/miniprog/home/blocks/sort') return answer(reorder((data.blocks ??= defaultHomeBlocks()), body.ids as number[]) ? 200 : 409);
    if (path === '/admin/miniprog/home/list') return ok(page(bySort(data.home.filter((item) => item.block === url.searchParams.get('block'))), url));
    if (path === '/admin/miniprog/home/save') {
      const existing = data.home.find((item) => item.id === body.id);
      const saved = { ...(existing ?? homeItem(++nextId, '', { sort: data.home.length + 1 })), ...(body as Partial<MiniprogHomeItem>) } as MiniprogHomeItem;
      if (!existing) data.home.push(saved);
      else Object.assign(existing, saved);
      return ok(saved);
    }
    if (path === '/admin/miniprog/home/state') {
      const item = data.home.find((entry) => entry.id === id)!;
      item.status = body.action === 'publish' ? 'published' : 'draft';
      return ok(item);
    }
    if (path === '/admin/miniprog/home/sort') {
      return reorder(data.home.filter((item) => item.block === body.block), body.ids as number[]) ? ok() : sendJson(response, 409, envelope(409, serverText('miniprog.orderStale')));
    }

    if (path === '/admin/miniprog/featured/list') return ok(page(bySort(data.featured.filter((item) => item.kind === url.searchParams.get('kind'))), url));
    if (path === '/admin/miniprog/featured/candidates') {
      const keyword = url.searchParams.get('keyword') ?? '';
      return ok(page(data.candidates.filter((item) => item.name_zh.includes(keyword)), url));
    }
    if (path === '/admin/miniprog/featured/save') {
      const existing = data.featured.find((item) => item.id === body.id);
      if (existing) {
        Object.assign(existing, body);
        return ok(existing);
      }
      const candidate = data.candidates.find((item) => item.ref_id === body.ref_id)!;
      candidate.featured = true;
      const created = featuredItem(++nextId, candidate.name_zh, { kind: body.kind as MiniprogFeaturedItem['kind'], ref_id: candidate.ref_id, sort: data.featured.length + 1 });
      data.featured.push(created);
      return ok(created);
    }
    if (path === '/admin/miniprog/featured/state') {
      const item = data.featured.find((entry) => entry.id === id)!;
      item.status = body.action === 'publish' ? 'published' : 'draft';
      return ok(item);
    }
    if (path === '/admin/miniprog/featured/visibility') {
      const item = data.featured.find((entry) => entry.id === id)!;
      item.hidden = Boolean(body.hidden);
      return ok(item);
    }
    if (path === '/admin/miniprog/featured/sort') {
      return reorder(data.featured.filter((item) => item.kind === body.kind), body.ids as number[]) ? ok() : sendJson(response, 409, envelope(409, serverText('miniprog.orderStale')));
    }
    if (path === '/admin/miniprog/featured/delete') {
      data.featured.splice(data.featured.findIndex((item) => item.id === id), 1);
      return ok();
    }

    if (path === '/admin/miniprog/activity/list') return ok(page(bySort(data.activities), url));
    if (path === '/admin/miniprog/activity/save') {
      const existing = data.activities.find((item) => item.id === body.id);
      if (existing) Object.assign(existing, body);
      else data.activities.push(activity(++nextId, String(body.title_zh), { ...(body as Partial<MiniprogActivity>), id: nextId, sort: data.activities.length + 1 }));
      return ok(existing ?? data.activities.at(-1));
    }
    if (path === '/admin/miniprog/activity/sort') return answer(reorder(data.activities, body.ids as number[]) ? 200 : 409);
    if (path === '/admin/miniprog/activity/visibility') {
      const item = data.activities.find((entry) => entry.id === id)!;
      item.hidden = Boolean(body.hidden);
      return ok(item);
    }

    const enabledLists: Record<string, Switched[] | undefined> = { popup: data.popups, ad: data.ads, badge: data.badges };
    const enabledList = enabledLists[path.split('/')[3]];
    if (enabledList && answerEnabledList(enabledList, path, url, body, answer, () => ++nextId)) return;
    if (path === '/admin/miniprog/terms/list') return ok(page(data.terms.filter((item) => item.kind === url.searchParams.get('kind')).sort((a, b) => b.version - a.version), url));
    if (path === '/admin/miniprog/terms/save') {
      const kind = body.kind as MiniprogTermsVersion['kind'];
      const version = Math.max(0, ...data.terms.filter((item) => item.kind === kind).map((item) => item.version)) + 1;
      const saved = { ...(body as Partial<MiniprogTermsVersion>), id: ++nextId, kind, version, status: 'draft', current: false, published_at: null, ...STAMPS } as MiniprogTermsVersion;
      data.terms.push(saved);
      return ok(saved);
    }
    if (path === '/admin/miniprog/terms/publish') {
      const item = data.terms.find((entry) => entry.id === id)!;
      for (const other of data.terms) if (other.kind === item.kind) other.current = false;
      Object.assign(item, { status: 'published', current: true, published_at: '2025-03-02T02:00:00.000Z' });
      return ok(item);
    }
    sendJson(response, 404, routeNotFound());
  });
}
