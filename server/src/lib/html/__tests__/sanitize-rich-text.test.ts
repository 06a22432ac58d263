import { sanitizeRichText } from '../sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting, links and images', () => {
    const html = '<p><strong>展会</strong> <a href="https://fair.example/x">链接</a><img src="https://cdn.example/a.png" alt="a" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const dirty = '<p onclick="steal()">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>hi<a>x</a>');
  });

  it('protects the opener of links that open a new window', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
