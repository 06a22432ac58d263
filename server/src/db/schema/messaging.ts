import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { exhibitorAccounts } from './exhibitors';

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const outboxChannelEnum = pgEnum('outbox_channel', OUTBOX_CHANNELS);

/**
 * Every SMS and e-mail the server sends, for the organizer console. Without a configured provider
 * (no SMS provider, no SMTP) a message is only stored here: sent_at and error stay null. With one,
 * sent_at records the delivery or error why it failed.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: outboxChannelEnum().notNull(),
    /** phone digits or e-mail address */
    recipient: text().notNull(),
    /** e-mails only */
    subject: text(),
    body: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.created_at), index('outbox_messages_recipient_idx').on(t.recipient)],
);

/** login: SMS code login by phone; reset_password: forgotten password, code by e-mail; register: a new account's phone or e-mail. */
export const CODE_PURPOSES = ['login', 'reset_password', 'register'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const codePurposeEnum = pgEnum('code_purpose', CODE_PURPOSES);

/**
 * One-time verification codes, hashed (argon2id) at rest. A row is written for unknown recipients
 * too (account_id null, never verifiable) so cooldowns and timing do not tell which accounts exist.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial().primaryKey(),
    purpose: codePurposeEnum().notNull(),
    /** phone digits or normalised e-mail */
    recipient: text().notNull(),
    account_id: integer().references(() => exhibitorAccounts.id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    attempts: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    consumed_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('verification_codes_recipient_idx').on(t.purpose, t.recipient, t.created_at)],
);
