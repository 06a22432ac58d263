import sanitizeHtml from 'sanitize-html';

/** The allow-list for rich text (messages, notifications, news): formatting, links, images, tables. */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // links that open elsewhere never hand the opener to the target page
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Sanitises user-authored HTML on save and again on render. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}

const RENDER_CACHE_ENTRIES = 500;
const RENDER_CACHE_MAX_CHARS = 16_384;
const renderCache = new Map<string, string>();

/**
 * Sanitises stored HTML for an answer. The same stored texts are read on every page (the message bell
 * lists ten at a time) and sanitising costs tens of microseconds each, so results of this pure function
 * are kept for the most recent short inputs.
 */
export function renderRichText(html: string): string {
  const cached = renderCache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitizeRichText(html);
  if (html.length <= RENDER_CACHE_MAX_CHARS) {
    if (renderCache.size >= RENDER_CACHE_ENTRIES) renderCache.delete(renderCache.keys().next().value as string);
    renderCache.set(html, clean);
  }
  return clean;
}

const TEXT_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Stored rich text as plain text (a sheet cell): paragraphs and line breaks become new lines, tags go. */
export function richTextPlain(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '$&\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => TEXT_ENTITIES[entity])
    .replace(/\n{2,}/g, '\n')
    .trim();
}
