import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { globalSettings } from '../../db/schema/content';
import { recordOperation } from '../audit/record-operation';
import type { Principal } from '../session/principal';

/** Reads one single-value setting, validated on the way out so a stale shape never reaches a client. */
export async function readSetting<T extends z.ZodType>(db: Database, key: string, schema: T): Promise<z.output<T> | null> {
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, key));
  if (!row) return null;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

export async function writeSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(globalSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: globalSettings.key, set: { value, updated_at: sql`now()` } });
}

/** A global setting written with its operation-log entry, in one transaction. */
export const writeSettingLogged = (db: Database, actor: Principal, key: string, entity: string, before: object | null, after: object) =>
  db.transaction(async (tx) => {
    await writeSetting(tx as unknown as Database, key, after);
    await recordOperation(tx, actor, { action: 'update', entity, before: before as Record<string, unknown> | null, after: after as Record<string, unknown> });
  });
