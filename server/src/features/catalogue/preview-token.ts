import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { globalSettings } from '../../db/schema/content';

export const PREVIEW_KINDS = ['company', 'product', 'news', 'activity'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** How long a preview link opens drafts. */
export const PREVIEW_LIFETIME_MS = 30 * 60_000;

export interface PreviewGrant {
  kind: PreviewKind;
  /** the item's id; for a company, the exhibitor's own id */
  id: number;
  exhibitorId: number;
  /** seconds since the epoch */
  expiresAt: number;
}

const encode = (grant: PreviewGrant) => `${grant.kind}.${grant.id}.${grant.exhibitorId}.${grant.expiresAt}`;
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** `<kind>.<id>.<exhibitor>.<expiry>.<HMAC-SHA256>`: readable, but any change breaks the signature. */
export function signPreview(secret: string, grant: PreviewGrant): string {
  const payload = encode(grant);
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const TOKEN = /^(company|product|news|activity)\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The grant of a genuine, unexpired token; undefined for anything else. */
export function verifyPreview(secret: string, token: unknown, now = Date.now()): PreviewGrant | undefined {
  if (typeof token !== 'string') return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const grant: PreviewGrant = { kind: match[1] as PreviewKind, id: Number(match[2]), exhibitorId: Number(match[3]), expiresAt: Number(match[4]) };
  // Compared as text: decoding would ignore the unused low bits of the last base64url character, so
  // several spellings of one signature would pass.
  const given = Buffer.from(match[5]);
  const expected = Buffer.from(mac(secret, encode(grant)).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return grant.expiresAt * 1000 > now ? grant : undefined;
}

const SECRET_SETTING_KEY = 'catalogue.preview-secret';

/**
 * The configured secret, else one generated on first use and kept in the database, so every server process
 * on it signs and checks alike and links survive a restart.
 */
export async function previewSecretOf(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(globalSettings)
    .values({ key: SECRET_SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, SECRET_SETTING_KEY));
  return row.value as string;
}

/** The secret read once per process, when first needed; a failed read is tried again by the next request. */
export function previewSecretLoader(db: Database, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    if (!secret) {
      const loading = previewSecretOf(db, configured);
      loading.catch(() => {
        if (secret === loading) secret = undefined;
      });
      secret = loading;
    }
    return secret;
  };
}
