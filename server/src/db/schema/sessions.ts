import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientTypeEnum, principalKindEnum } from './enums';

/**
 * Login sessions. Only the SHA-256 of the opaque token is stored. A session is bound to one client type;
 * renewed_at marks a session that already handed out its successor (its expiry is then cut to a grace).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull(),
    client_type: clientTypeEnum().notNull(),
    principal_kind: principalKindEnum().notNull(),
    principal_id: integer().notNull(),
    remember: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    renewed_at: timestamp({ withTimezone: true }),
    revoked_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.token_hash),
    index('sessions_principal_idx').on(t.principal_kind, t.principal_id),
  ],
);

/**
 * Failed-attempt counters per throttle key (account + source, source, account; code sends alike), in the
 * database so every process sees them. window_started_at is the first failure of the current run,
 * last_failed_at the latest; locked_until the end of the delay the latest failure earned.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  window_started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  last_failed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp({ withTimezone: true }),
});
