/** The three client types of SPEC §6; each has its own login, token cookie and menu. */
export const CLIENT_TYPES = ['exhibitor', 'organizer', 'miniprog'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Value of the Client-Type header when no client type is known (SPEC §6: "default app"). */
export const DEFAULT_CLIENT_TYPE_HEADER = 'app';

export function isClientType(value: unknown): value is ClientType {
  return typeof value === 'string' && (CLIENT_TYPES as readonly string[]).includes(value);
}
