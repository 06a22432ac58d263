import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema/jobs';
import type { MatrixContext } from '../../access-matrix/__tests__/matrix-entry';
import { hashPassword } from '../../../lib/accounts/password';
import { CREDENTIAL_MAIL } from '../credential-jobs';
import { insertCompanyAccount } from '../exhibitor-account-store';
import { issueSetPasswordToken } from '../set-password-tokens';

/** A fresh exhibitor company with its main account, so each caller's ban, reset, send and delete succeed. */
export async function sampleExhibitorAccount(ctx: MatrixContext): Promise<number> {
  const passwordHash = await hashPassword('Sample~2025_pw');
  const unique = ctx.unique();
  const { id } = await ctx.db.transaction((tx) =>
    insertCompanyAccount(tx, { nameZh: `样本展商${unique}`, nameEn: `Sample ${unique}`, email: `sample-${unique}@accounts.example`, passwordHash, types: ['Local'] }),
  );
  return id;
}

/** A working set-password link of a fresh account. */
export async function sampleSetPasswordToken(ctx: MatrixContext): Promise<string> {
  return (await issueSetPasswordToken(ctx.db, await sampleExhibitorAccount(ctx))).token;
}

/** Waits until no credential e-mail job is queued or running (the queue sends in the background). */
export async function credentialMailsSettled(db: Database): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [{ open }] = await db
      .select({ open: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, CREDENTIAL_MAIL), inArray(jobs.status, ['queued', 'running'])));
    if (Number(open) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('credential e-mail jobs still open after 10 s');
}
