import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { principalKindEnum } from './enums';

/**
 * Every organizer write: who, when, what and which record, with before → after of the changed fields.
 * Secrets (passwords, tokens) are never stored here: lib/audit drops them before writing.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial().primaryKey(),
    actor_kind: principalKindEnum().notNull(),
    actor_id: integer().notNull(),
    /** the actor's login name at the time, so the log reads well after the account is gone */
    actor_name: text().notNull(),
    /** the actor name's characters and character pairs (fair_grams): the keyword filter finds them through its index */
    actor_grams: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`fair_grams(actor_name)`),
    /** create | update | delete | or a named action such as ban, send-email, import */
    action: text().notNull(),
    /** the kind of record, e.g. hall, admin-user, exhibitor-account, authority */
    entity: text().notNull(),
    entity_id: text(),
    /** { field: [before, after] } of the fields that changed */
    changes: jsonb(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_logs_created_idx').on(t.created_at),
    index('operation_logs_entity_idx').on(t.entity, t.entity_id),
    index('operation_logs_actor_idx').on(t.actor_kind, t.actor_id),
    index('operation_logs_actor_grams_idx').using('gin', t.actor_grams),
  ],
);
