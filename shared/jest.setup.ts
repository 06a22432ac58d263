import '@testing-library/jest-dom';

// jsdom has no matchMedia; antd's responsive helpers read it. Answer from the real window width.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => {
    const maxWidth = /max-width:\s*(\d+)/.exec(query);
    const minWidth = /min-width:\s*(\d+)/.exec(query);
    const matches =
      (!maxWidth || window.innerWidth <= Number(maxWidth[1])) && (!minWidth || window.innerWidth >= Number(minWidth[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
