/**
 * Stored rich text shown as the visitor will read it. The server sanitises it on save; it is also shown
 * in a sandboxed frame (no scripts, no same-origin access), so no markup can reach the console page.
 */
export function HtmlFrame({ html, title, height = 360 }: { html: string; title: string; height?: number }) {
  const document = `<!doctype html><meta charset="utf-8"><style>body{font:14px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:12px;color:#1f1f1f;overflow-wrap:anywhere}img{max-width:100%}</style>${html}`;
  return <iframe title={title} sandbox="" srcDoc={document} style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }} />;
}
