import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { INFINITE_SCROLL_THRESHOLD, isNearBottom, useInfiniteScroll } from '../infinite-scroll';

function List({ loadMore, hasMore = true, loading = false }: { loadMore: () => void; hasMore?: boolean; loading?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useInfiniteScroll(box, loadMore, { hasMore, loading });
  return <div ref={box} data-testid="list" />;
}

// jsdom does no layout: a list 1000 px tall in a 400 px box
function scrollTo(element: HTMLElement, scrollTop: number) {
  Object.defineProperty(element, 'scrollHeight', { value: 1000, configurable: true });
  Object.defineProperty(element, 'clientHeight', { value: 400, configurable: true });
  element.scrollTop = scrollTop;
  fireEvent.scroll(element);
}

describe('infinite scroll (SPEC §9: 5 px from the bottom)', () => {
  it('counts the last 5 px as the bottom', () => {
    expect(INFINITE_SCROLL_THRESHOLD).toBe(5);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 595 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 594 })).toBe(false);
  });

  it('loads more when scrolled within 5 px of the bottom, not before, not while loading or at the end', () => {
    const loadMore = jest.fn();
    const { rerender } = render(<List loadMore={loadMore} />);
    const list = screen.getByTestId('list');
    scrollTo(list, 594);
    expect(loadMore).not.toHaveBeenCalled();
    scrollTo(list, 595);
    expect(loadMore).toHaveBeenCalledTimes(1);

    rerender(<List loadMore={loadMore} loading />);
    scrollTo(list, 600);
    rerender(<List loadMore={loadMore} hasMore={false} />);
    scrollTo(list, 600);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
