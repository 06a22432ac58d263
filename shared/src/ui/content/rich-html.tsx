import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * Rich-text HTML from the server (a message, a news item or activity). The server sanitises it on save and on answer; it is sanitised again here
 * because this is where it becomes markup in the page, and links leave with no opener.
 */
export function sanitizeRichHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  for (const link of doc.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.innerHTML;
}

/** Shows rich-text HTML, sanitised once more. */
export function RichHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  return <div className="fair-message-content" style={{ lineHeight: 1.7, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
