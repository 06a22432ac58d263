import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema/jobs';
import { type PrincipalName, principalKind } from '../../../test/build-test-app';

/** A finished job started by `principal` (account `accountId`): what GET /api/jobs/info shows only to it. */
export async function sampleJob(db: Database, principal: PrincipalName, accountId: number): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: 'sample.export',
      status: 'done',
      progress_done: 3,
      progress_total: 3,
      result: { rows: 3 },
      created_by_kind: principalKind(principal),
      created_by_id: accountId,
      finished_at: new Date(),
    })
    .returning({ id: jobs.id });
  return row.id;
}
