import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, inArray } from 'drizzle-orm';
import { EXHIBITOR_SHEET_JOBS, EXHIBITOR_SHEET_PATHS } from '@fair/shared/contracts/exhibitor-sheets';
import { jobs } from '../../../db/schema/jobs';
import { newStorageKey } from '../../../lib/storage/file-storage';
import type { PrincipalName } from '../../../test/build-test-app';
import type { MatrixContext } from '../../access-matrix/__tests__/matrix-entry';
import type { PlanRow } from '../import-plan';
import { accountSheet } from './sheet-builders';

/** A one-row sheet with an e-mail no other sample uses. */
export async function sampleSheet(ctx: MatrixContext): Promise<Buffer> {
  const n = ctx.unique();
  return accountSheet([{ name_zh: `样例展商${n}`, name_en: `Sample exhibitor ${n}`, email: `sheet-sample-${n}@matrix.test`, exhibitor_types: 'Local' }]);
}

/** A sheet kept in the file store as an upload would be; its storage key. */
async function storedSheet(ctx: MatrixContext): Promise<string> {
  const key = newStorageKey('xlsx');
  await mkdir(path.dirname(path.join(ctx.uploadDir, key)), { recursive: true });
  await writeFile(path.join(ctx.uploadDir, key), await sampleSheet(ctx));
  return key;
}

/** A validation's rows kept as the preview job keeps them: one new account. */
async function storedPlan(ctx: MatrixContext): Promise<string> {
  const key = newStorageKey('json');
  const n = ctx.unique();
  const plan: PlanRow[] = [
    { row: 2, action: 'create', email: `sheet-sample-${n}@matrix.test`, account_id: null, before: null, after: { name_zh: `样例展商${n}`, name_en: `Sample ${n}`, exhibitor_types: ['Local'], phone: null }, problems: [] },
  ];
  await mkdir(path.dirname(path.join(ctx.uploadDir, key)), { recursive: true });
  await writeFile(path.join(ctx.uploadDir, key), JSON.stringify(plan));
  return key;
}

/** A finished validation of `principal` with one new row, its rows and an error sheet: what confirm, the rows and the error-sheet download need. */
export async function samplePreview(ctx: MatrixContext, principal: PrincipalName): Promise<number> {
  const [key, invalidKey, rowsKey] = [await storedSheet(ctx), await storedSheet(ctx), await storedPlan(ctx)];
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      kind: EXHIBITOR_SHEET_JOBS.preview,
      status: 'done',
      payload: { key, name: 'sample.xlsx', locale: 'zh-cn' },
      result: { preview_id: '0', total: 2, created: 1, updated: 0, invalid: 1, problems: [], invalid_sheet_url: EXHIBITOR_SHEET_PATHS.invalid, invalid_key: invalidKey, rows_key: rowsKey },
      created_by_kind: 'admin_user',
      created_by_id: ctx.accountOf(principal),
      finished_at: new Date(),
    })
    .returning({ id: jobs.id });
  return row.id;
}

/**
 * Waits until the sheet jobs a sample started have finished (the app's worker runs them), so they do not
 * change tables while a later refused call is being checked.
 */
export async function sheetJobsSettled(ctx: MatrixContext): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    const [open] = await ctx.db
      .select({ n: count() })
      .from(jobs)
      .where(and(inArray(jobs.kind, Object.values(EXHIBITOR_SHEET_JOBS)), inArray(jobs.status, ['queued', 'running'])));
    if (open.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('exhibitor sheet jobs did not finish within 30 s');
}
