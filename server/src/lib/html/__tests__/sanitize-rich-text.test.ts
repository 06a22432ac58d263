import { renderRichText, richTextPlain, sanitizeRichText } from '../sanitize-rich-text';

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

describe('renderRichText', () => {
  const hostile = '<p onclick="steal()">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';

  it('answers what sanitizeRichText answers, on the first and on repeated reads', () => {
    const expected = sanitizeRichText(hostile);
    expect(expected).not.toMatch(/script|onclick|javascript:/);
    expect(renderRichText(hostile)).toBe(expected);
    expect(renderRichText(hostile)).toBe(expected);
  });

  it('keeps sanitising after many distinct texts and for long texts', () => {
    for (let i = 0; i < 600; i += 1) expect(renderRichText(`<p>${i}<img src=x onerror=alert(${i})></p>`)).toBe(`<p>${i}<img src="x" /></p>`);
    const long = `<p>${'长'.repeat(20_000)}</p><script>alert(1)</script>`;
    expect(renderRichText(long)).toBe(`<p>${'长'.repeat(20_000)}</p>`);
    expect(renderRichText(long)).toBe(`<p>${'长'.repeat(20_000)}</p>`);
  });
});

describe('richTextPlain', () => {
  it('turns paragraphs and breaks into lines and drops every tag, entities read as text', () => {
    expect(richTextPlain('<p>第一段 &amp; <strong>粗体</strong></p><p>second<br>line &lt;b&gt;</p><script>alert(1)</script>')).toBe('第一段 & 粗体\nsecond\nline <b>');
  });
});
