import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { globalSettings } from '../../db/schema/content';

const SECRET_SETTING_KEY = 'checkin.secret';
/** A visitor token lasts the fair and its build-up: 30 days. */
export const VISITOR_TOKEN_LIFETIME_S = 30 * 86_400;

// Each kind of token signs a different prefix, so a point's signature never passes as a visitor's.
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface PointRef {
  campaignId: number;
  pointId: number;
}

/** `CP.<campaign>.<point>.<signature>`: bound to both ids, so a code of one campaign is worthless in another. */
export function signPoint(secret: string, ref: PointRef): string {
  const payload = `CP.${ref.campaignId}.${ref.pointId}`;
  return `${payload}.${mac(secret, payload)}`;
}

const POINT = /^CP\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{32})$/;

/** The point of a genuine token (the bare token or an address carrying it as `?t=`); undefined otherwise. */
export function verifyPoint(secret: string, scanned: string): PointRef | undefined {
  const text = scanned.trim();
  const token = /[?&]t=([^&#]+)/.exec(text)?.[1] ?? text;
  const match = POINT.exec(decodeURIComponent(token));
  if (!match) return undefined;
  const ref = { campaignId: Number(match[1]), pointId: Number(match[2]) };
  return sameText(match[3], mac(secret, `CP.${ref.campaignId}.${ref.pointId}`)) && ref.pointId <= 2_147_483_647 && ref.campaignId <= 2_147_483_647 ? ref : undefined;
}

/** `CV.<visitor>.<expiry seconds>.<signature>`: checked without a database read on every scan. */
export function signVisitor(secret: string, visitorId: number, expiresAt: number): string {
  const payload = `CV.${visitorId}.${expiresAt}`;
  return `${payload}.${mac(secret, payload)}`;
}

const VISITOR = /^CV\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

export function verifyVisitor(secret: string, token: unknown, now = Date.now()): number | undefined {
  if (typeof token !== 'string') return undefined;
  const match = VISITOR.exec(token);
  if (!match) return undefined;
  const [visitorId, expiresAt] = [Number(match[1]), Number(match[2])];
  if (!sameText(match[3], mac(secret, `CV.${visitorId}.${expiresAt}`))) return undefined;
  return expiresAt * 1000 > now && visitorId <= 2_147_483_647 ? visitorId : undefined;
}

/** Generated on first use and kept in global_settings, so every server process signs and checks alike. */
async function secretOf(db: Database): Promise<string> {
  await db
    .insert(globalSettings)
    .values({ key: SECRET_SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, SECRET_SETTING_KEY));
  return row.value as string;
}

/** The secret read once per process; a failed read is tried again by the next request. */
export function checkinSecretLoader(db: Database): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    if (!secret) {
      const loading = secretOf(db);
      loading.catch(() => {
        if (secret === loading) secret = undefined;
      });
      secret = loading;
    }
    return secret;
  };
}
