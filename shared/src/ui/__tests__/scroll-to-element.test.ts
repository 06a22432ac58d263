import { SCROLL_OFFSET, scrollToElement } from '../scroll-to-element';

const rectAt = (top: number) => ({ top, left: 0, right: 0, bottom: top, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

describe('scrollToElement (SPEC §9: 50 px offset, smooth)', () => {
  it('scrolls the window smoothly to 50 px above the element', () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    const field = document.createElement('div');
    field.getBoundingClientRect = () => rectAt(300);
    scrollToElement(field);
    expect(SCROLL_OFFSET).toBe(50);
    expect(scroll).toHaveBeenCalledWith({ top: 450, behavior: 'smooth' });
    scroll.mockRestore();
  });

  it('scrolls a container instead when given one, and ignores a missing element', () => {
    const container = document.createElement('div');
    container.getBoundingClientRect = () => rectAt(100);
    container.scrollTop = 40;
    container.scrollTo = jest.fn();
    const field = document.createElement('div');
    field.getBoundingClientRect = () => rectAt(500);
    scrollToElement(field, { container });
    expect(container.scrollTo).toHaveBeenCalledWith({ top: 390, behavior: 'smooth' });
    scrollToElement(null, { container });
    expect(container.scrollTo).toHaveBeenCalledTimes(1);
  });
});
