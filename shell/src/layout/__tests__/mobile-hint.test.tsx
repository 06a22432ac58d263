import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { loadNamespace } from '@fair/locales/messages';
import { MobileHint } from '../mobile-hint';

const HINT_ZH_CN = '建议在更宽的屏幕（电脑或平板横屏）上使用本系统，以获得完整的体验。';

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
});

beforeEach(async () => {
  sessionStorage.clear();
  await i18n.changeLanguage('zh-cn');
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('MobileHint', () => {
  it('appears 1 second after entering mobile mode', () => {
    render(<MobileHint mobile />);
    advance(999);
    expect(screen.queryByText(HINT_ZH_CN)).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText(HINT_ZH_CN)).toBeInTheDocument();
  });

  it('never appears in desktop mode, and goes when the window widens again', () => {
    const { rerender } = render(<MobileHint mobile={false} />);
    advance(5000);
    expect(screen.queryByText(HINT_ZH_CN)).not.toBeInTheDocument();

    rerender(<MobileHint mobile />);
    advance(1000);
    expect(screen.getByText(HINT_ZH_CN)).toBeInTheDocument();
    rerender(<MobileHint mobile={false} />);
    expect(screen.queryByText(HINT_ZH_CN)).not.toBeInTheDocument();
  });

  it('leaving mobile mode within the second cancels the hint', () => {
    const { rerender } = render(<MobileHint mobile />);
    advance(500);
    rerender(<MobileHint mobile={false} />);
    advance(1000);
    expect(screen.queryByText(HINT_ZH_CN)).not.toBeInTheDocument();
  });

  it('once dismissed it stays away, also after a reload of the page', () => {
    const { rerender, unmount } = render(<MobileHint mobile />);
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByText(HINT_ZH_CN)).not.toBeInTheDocument();

    rerender(<MobileHint mobile={false} />);
    rerender(<MobileHint mobile />);
    advance(2000);
    expect(screen.queryByText(HINT_ZH_CN)).not.toBeInTheDocument();

    unmount();
    render(<MobileHint mobile />);
    advance(2000);
    expect(screen.queryByText(HINT_ZH_CN)).not.toBeInTheDocument();
  });

  it.each([
    ['zh-tw', '建議在更寬的螢幕（電腦或平板橫向）上使用本系統，以獲得完整的體驗。'],
    ['en-us', 'This portal works best on a wider screen (a computer, or a tablet in landscape).'],
  ])('speaks %s', async (locale, text) => {
    await act(() => i18n.changeLanguage(locale));
    render(<MobileHint mobile />);
    advance(1000);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
