import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { exhibitorAccounts } from '../../db/schema/exhibitors';
import { operationLogs } from '../../db/schema/operation-log';
import type { Principal } from '../session/principal';

type Record_ = Record<string, unknown>;

/** Fields whose values never reach the log, whatever the feature hands in. */
const SECRET = /password|token|secret|hash|code/i;

export interface Operation {
  /** create | update | delete, or a named action: ban, unban, reset-password, send-email, import, approve… */
  action: string;
  /** the kind of record, e.g. hall, admin-user, exhibitor-account, authority */
  entity: string;
  entityId?: number | string | null;
  /** the record before the write (absent on create) */
  before?: Record_ | null;
  /** the record after the write (absent on delete) */
  after?: Record_ | null;
}

export type Changes = Record<string, [unknown, unknown]>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** { field: [before, after] } of the fields that differ, secrets left out. */
export function changedFields(before: Record_ | null | undefined, after: Record_ | null | undefined): Changes {
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (SECRET.test(field)) continue;
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (!same(was, now)) changes[field] = [was, now];
  }
  return changes;
}

/**
 * Records one organizer write in the operation log. Pass the transaction of the write so the log entry
 * commits or rolls back with it. The actor's login name is read in the same statement.
 */
export async function recordOperation(db: Database | Tx, actor: Principal, operation: Operation): Promise<void> {
  const name =
    actor.kind === 'admin_user'
      ? sql<string>`coalesce((select ${adminUsers.user_name} from ${adminUsers} where ${adminUsers.id} = ${actor.accountId}), '')`
      : sql<string>`coalesce((select coalesce(${exhibitorAccounts.email}, ${exhibitorAccounts.phone}) from ${exhibitorAccounts} where ${exhibitorAccounts.id} = ${actor.accountId}), '')`;
  const changes = changedFields(operation.before, operation.after);
  await db.insert(operationLogs).values({
    actor_kind: actor.kind,
    actor_id: actor.accountId,
    actor_name: name,
    action: operation.action,
    entity: operation.entity,
    entity_id: operation.entityId == null ? null : String(operation.entityId),
    changes: Object.keys(changes).length ? changes : null,
  });
}

/** Log rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const BULK_CHUNK = 1000;

/**
 * Records many writes of one actor (a sheet import's accounts) with one insert per 1,000 entries instead
 * of a statement per record; like `recordOperation`, pass the write's transaction. Entries whose before
 * and after do not differ (an update that changed nothing) are left out.
 */
export async function recordOperations(db: Database | Tx, actor: Principal, operations: Operation[]): Promise<void> {
  const rows = operations.flatMap((operation) => {
    const changes = changedFields(operation.before, operation.after);
    if (operation.action === 'update' && Object.keys(changes).length === 0) return [];
    return [{ operation, changes }];
  });
  if (rows.length === 0) return;
  const [named] =
    actor.kind === 'admin_user'
      ? await db.select({ name: adminUsers.user_name }).from(adminUsers).where(eq(adminUsers.id, actor.accountId))
      : await db
          .select({ name: sql<string>`coalesce(${exhibitorAccounts.email}, ${exhibitorAccounts.phone}, '')` })
          .from(exhibitorAccounts)
          .where(eq(exhibitorAccounts.id, actor.accountId));
  for (let start = 0; start < rows.length; start += BULK_CHUNK) {
    await db.insert(operationLogs).values(
      rows.slice(start, start + BULK_CHUNK).map(({ operation, changes }) => ({
        actor_kind: actor.kind,
        actor_id: actor.accountId,
        actor_name: named?.name ?? '',
        action: operation.action,
        entity: operation.entity,
        entity_id: operation.entityId == null ? null : String(operation.entityId),
        changes: Object.keys(changes).length ? changes : null,
      })),
    );
  }
}
