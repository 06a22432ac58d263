import { createStore } from 'zustand/vanilla';
import type { RouteDef } from '@fair/shared/contracts/routes';

/** sessionStorage key of the views kept across a reload of the tab. */
export const VISITED_VIEWS_STORAGE_KEY = 'visitedViews';

/** The default tab title of a view whose route has none (SPEC §4). */
export const NO_NAME_KEY = 'common:tabs.noName';

/**
 * One opened page (SPEC §4 visited-view history), keyed by its path and record id: /news/edit?id=3 and
 * ?id=4 are two views, while a list's search, filters and page only change where its one view returns to.
 */
export interface VisitedView {
  /** pathname, plus the record id */
  key: string;
  /** the last full address shown under this view (search, filters, page kept) */
  address: string;
  titleKey: string | null;
  /** kept by "close" and "close others" (the dashboard) */
  fixed: boolean;
  /** left out of the page cache */
  noCache: boolean;
}

export interface VisitedViewsState {
  views: VisitedView[];
  /** whose views these are (client type and user): another login starts a fresh history */
  owner: string | null;
  /** Starts the history for an owner with its fixed routes' views, unless it is already that owner's. */
  open(owner: string, fixedRoutes: readonly RouteDef[]): void;
  addView(key: string, route: RouteDef | undefined, address?: string): void;
  /** Removes a view; a fixed view stays. */
  removeView(key: string): void;
  /** Keeps the given view and the fixed ones. */
  removeOthers(key: string): void;
}

export function viewOf(key: string, route: RouteDef | undefined, address = key): VisitedView {
  return { key, address, titleKey: route?.titleKey ?? null, fixed: route?.fixed === true, noCache: route?.noCache === true };
}

/** The view an address belongs to: its path and, for a record's page, the record id. */
export function viewKeyOf(pathname: string, search: string): string {
  const id = new URLSearchParams(search).get('id');
  return id === null ? pathname : `${pathname}?id=${encodeURIComponent(id)}`;
}

export const visitedViewsStore = createStore<VisitedViewsState>()((set, get) => ({
  views: [],
  owner: null,

  open(owner, fixedRoutes) {
    if (get().owner === owner) return;
    const fixed = fixedRoutes.filter((route) => route.fixed && !route.external).map((route) => viewOf(route.path, route));
    const kept = restore(owner).filter((view) => !fixed.some((other) => other.key === view.key));
    set({ owner, views: [...fixed, ...kept] });
  },

  addView(key, route, address = key) {
    const views = get().views;
    const index = views.findIndex((view) => view.key === key);
    const view = viewOf(key, route, address);
    if (index < 0) set({ views: [...views, view] });
    else if (views[index].titleKey !== view.titleKey || views[index].address !== address) set({ views: views.map((other, at) => (at === index ? view : other)) });
  },

  removeView(key) {
    set({ views: get().views.filter((view) => view.fixed || view.key !== key) });
  },

  removeOthers(key) {
    set({ views: get().views.filter((view) => view.fixed || view.key === key) });
  },
}));

/** Views kept in the cache across a reload: every one but the fixed ones (always there) and those flagged no-cache (SPEC §4). */
export function cachedViews(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((view) => !view.noCache && !view.fixed);
}

function restore(owner: string): VisitedView[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY) ?? 'null') as { owner?: string; views?: VisitedView[] } | null;
    const views = stored?.owner === owner && Array.isArray(stored.views) ? stored.views : [];
    // views kept by an earlier release have no address of their own
    return views.map((view) => ({ ...view, address: view.address ?? view.key }));
  } catch {
    return [];
  }
}

visitedViewsStore.subscribe(({ owner, views }) => {
  try {
    if (owner) sessionStorage.setItem(VISITED_VIEWS_STORAGE_KEY, JSON.stringify({ owner, views: cachedViews(views) }));
  } catch {
    // storage blocked: the history still lives for this page
  }
});

/** Where to go when the shown view closes: the address of the view before it, else the one after. */
export function neighbourOf(views: readonly VisitedView[], key: string): string | null {
  const index = views.findIndex((view) => view.key === key);
  const rest = views.filter((view) => view.key !== key);
  if (rest.length === 0) return null;
  return rest[Math.max(0, Math.min(index - 1, rest.length - 1))].address;
}

/** Tests: back to an empty history, nothing kept. */
export function resetVisitedViews(): void {
  visitedViewsStore.setState(visitedViewsStore.getInitialState(), true);
  sessionStorage.removeItem(VISITED_VIEWS_STORAGE_KEY);
}
