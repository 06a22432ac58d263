import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP baseline (19 MiB, 2 passes); `2` is Algorithm.Argon2id (a const enum). */
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS as never);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/** A hash to verify against when the account does not exist, so both failures cost the same time. */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** The per-user sys_api_token of SPEC §3: an opaque identifier for the provider's other products. */
export function generateSysApiToken(): string {
  return randomBytes(24).toString('hex');
}
