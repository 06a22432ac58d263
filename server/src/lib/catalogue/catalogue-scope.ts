/** What changed in the catalogue: one exhibitor's pages (and the lists showing it), or everything (reference data, bans). */
export type CatalogueScope = { exhibitorId: number } | 'all';

export function scopePayload(scope: CatalogueScope): string {
  return scope === 'all' ? 'all' : `exhibitor:${scope.exhibitorId}`;
}

/** Reads a payload back; anything unreadable counts as everything, which is never wrong, only slower. */
export function scopeOfPayload(payload: string): CatalogueScope {
  const match = /^exhibitor:(\d+)$/.exec(payload);
  return match ? { exhibitorId: Number(match[1]) } : 'all';
}
