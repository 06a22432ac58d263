import { render } from '@testing-library/react';
import { RichHtml, sanitizeRichHtml } from '../rich-html';

describe('RichHtml', () => {
  it('shows the server’s rich text, sanitised once more, links leaving without the opener', () => {
    const { container } = render(<RichHtml html={'<p>展会<strong>新闻</strong><a href="https://fair.example">链接</a><img src=x onerror="alert(1)"></p><script>alert(2)</script>'} />);
    expect(container.querySelector('strong')).toHaveTextContent('新闻');
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('a')).toHaveAttribute('target', '_blank');
    expect(container.innerHTML).not.toMatch(/onerror|script/);
    expect(sanitizeRichHtml('<p onclick="x()">a</p>')).toBe('<p>a</p>');
  });
});
