const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as it is safe to put between HTML tags or in an attribute. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}
