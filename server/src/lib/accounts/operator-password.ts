import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { principalOf } from '../access/principal-of';
import { verifyPassword } from './password';
import { AppError, fieldError } from '../http/app-error';
import { admitAttempt, attemptSucceeded, credentialKeys } from '../auth/login-throttle';

/**
 * SPEC §5: creating a staff or exhibitor account and setting its password need the operator's own password.
 * A wrong one counts like a failed login of the operator, so the field cannot be used to guess it.
 */
export async function checkOperatorPassword(db: Database, request: FastifyRequest, password: string): Promise<void> {
  const operator = principalOf(request);
  const [row] = await db.select({ userName: adminUsers.user_name, hash: adminUsers.password_hash }).from(adminUsers).where(eq(adminUsers.id, operator.accountId));
  if (!row) throw new AppError(401, 'errors.tokenInvalid');
  const keys = credentialKeys('admin', row.userName, request.ip);
  await admitAttempt(db, keys);
  if (!(await verifyPassword(row.hash, password))) throw fieldError('operator_password', 'adminUsers.operatorPasswordWrong');
  await attemptSucceeded(db, keys);
}
