/** Files whose name carries a webpack content hash ("main.1a2b3c4d.js") never change. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs|woff2?|ttf|svg|png|jpe?g|gif|webp|ico|map|json)$/i;

/** Cache-Control for a built file: hashed files for a year, everything else revalidated on each use. */
export function cacheControlFor(fileName: string): string {
  return CONTENT_HASHED.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
