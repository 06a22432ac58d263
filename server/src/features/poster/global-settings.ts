import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { globalSettings } from '../../db/schema/content';

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
