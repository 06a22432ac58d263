import { useEffect, useRef, type RefObject } from 'react';

/** SPEC §9: the next page loads when the list is scrolled to within 5 px of its bottom. */
export const INFINITE_SCROLL_THRESHOLD = 5;

export function isNearBottom(element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>, threshold = INFINITE_SCROLL_THRESHOLD): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= threshold;
}

export interface InfiniteScrollOptions {
  /** false once the last page is shown */
  hasMore: boolean;
  /** true while a page loads: no second request for the same page */
  loading: boolean;
}

/** Calls `loadMore` when the scroll container is scrolled near its bottom, while there is more to load. */
export function useInfiniteScroll(container: RefObject<HTMLElement | null>, loadMore: () => void, { hasMore, loading }: InfiniteScrollOptions): void {
  const latest = useRef({ loadMore, hasMore, loading });
  latest.current = { loadMore, hasMore, loading };

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onScroll = () => {
      const state = latest.current;
      if (state.hasMore && !state.loading && isNearBottom(element)) state.loadMore();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [container]);
}
