import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: opaque to the client, never stored in clear. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Token from `Authorization: Bearer …` first, else the `token` header (SPEC §7 sends both). */
export function readRequestToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  const token = headers.token;
  if (typeof token === 'string' && token.trim()) return token.trim();
  return undefined;
}
