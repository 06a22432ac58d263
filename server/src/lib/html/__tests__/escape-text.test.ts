import { escapeHtmlText } from '../escape-text';

describe('escapeHtmlText', () => {
  it('makes markup characters text', () => {
    expect(escapeHtmlText(`<img src=x onerror="a('b')"> & co`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co');
  });
});
