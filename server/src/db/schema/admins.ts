import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminKindEnum } from './enums';

/** SPEC §6: web admin users (organizers) and mini-programme admin users share one table, told apart by kind. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial().primaryKey(),
    kind: adminKindEnum().notNull(),
    user_name: text().notNull(),
    password_hash: text().notNull(),
    nick_name: text().notNull().default(''),
    avatar: text(),
    sys_api_token: text().notNull(),
    wa_channels: text().array().notNull().default([]),
    banned: boolean().notNull().default(false),
    last_login_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_users_kind_name_idx').on(t.kind, t.user_name)],
);

/** SPEC §3 Authority (role): a name and the organizer route keys it grants (`all` grants every key). */
export const authorities = pgTable('authorities', {
  id: serial().primaryKey(),
  name: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const authorityRouteKeys = pgTable(
  'authority_route_keys',
  {
    authority_id: integer().notNull().references(() => authorities.id, { onDelete: 'cascade' }),
    route_key: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.authority_id, t.route_key] })],
);

/** Grants: several authorities may be given to one admin user at once (SPEC §6). */
export const adminUserAuthorities = pgTable(
  'admin_user_authorities',
  {
    admin_user_id: integer().notNull().references(() => adminUsers.id, { onDelete: 'cascade' }),
    authority_id: integer().notNull().references(() => authorities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.admin_user_id, t.authority_id] }), index('admin_user_authorities_authority_idx').on(t.authority_id)],
);
