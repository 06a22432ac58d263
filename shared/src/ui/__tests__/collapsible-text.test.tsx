import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { COLLAPSED_LINES, CollapsibleText } from '../collapsible-text';

// jsdom does no layout: the text's full height and the clamped box's height are given per test
function measure(scrollHeight: number, clientHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

beforeEach(() => i18n.changeLanguage('zh-cn'));
afterEach(() => jest.restoreAllMocks());

describe('CollapsibleText (SPEC §4 long text collapses past 3 lines)', () => {
  it('clamps longer text to 3 lines and expands and collapses it', () => {
    measure(120, 66);
    render(<CollapsibleText>long introduction</CollapsibleText>);
    const box = screen.getByText('long introduction');
    expect(COLLAPSED_LINES).toBe(3);
    expect(box.style.webkitLineClamp).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(box.style.webkitLineClamp).toBe('');
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(box.style.webkitLineClamp).toBe('3');
  });

  it('shows no toggle for text within 3 lines', () => {
    measure(44, 66);
    render(<CollapsibleText>short</CollapsibleText>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
