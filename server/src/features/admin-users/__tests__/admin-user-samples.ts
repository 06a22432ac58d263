import { createAdminUser } from '../../../lib/accounts/create-accounts';
import type { MatrixContext } from '../../access-matrix/__tests__/matrix-entry';

/** A fresh staff account of the kind, so the matrix's edit, ban and delete samples succeed for each caller. */
export async function sampleAdminUser(ctx: MatrixContext, kind: 'web' | 'miniprog'): Promise<number> {
  return createAdminUser(ctx.db, { kind, userName: `sample-staff-${ctx.unique()}`, password: 'Sample~2025_pw' });
}
