/** SPEC §9 scroll-to-element helper: 50 px above the element, smooth. */
export const SCROLL_OFFSET = 50;

/**
 * Scrolls the window (or a scrolling container) so the element sits `offset` px below the top edge,
 * e.g. the first field that failed validation below a fixed header.
 */
export function scrollToElement(element: Element | null, { offset = SCROLL_OFFSET, container }: { offset?: number; container?: HTMLElement } = {}): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  if (container) {
    container.scrollTo({ top: container.scrollTop + top - container.getBoundingClientRect().top - offset, behavior: 'smooth' });
  } else {
    window.scrollTo({ top: window.scrollY + top - offset, behavior: 'smooth' });
  }
}
