import type { ThemeConfig } from 'antd';

/** The theme module as loaded in a window whose system does or does not ask for reduced motion. */
function themeLoadedWith(reduce: boolean): ThemeConfig {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: reduce && query === '(prefers-reduced-motion: reduce)' });
  try {
    let theme: ThemeConfig | undefined;
    jest.isolateModules(() => {
      theme = (jest.requireActual('../theme') as typeof import('../theme')).appTheme;
    });
    return theme!;
  } finally {
    window.matchMedia = original;
  }
}

describe('the portal theme', () => {
  it('keeps antd’s motion for users who have not asked for less', () => {
    expect(themeLoadedWith(false).token?.motion).toBe(true);
  });

  it('turns antd’s motion off when the system asks for reduced motion', () => {
    expect(themeLoadedWith(true).token?.motion).toBe(false);
  });
});
