import type { FastifyRequest } from 'fastify';
import type { AdminUserKind } from '@fair/shared/contracts/admin-users';
import type { Database } from '../../db/client';
import { principalOf } from '../../lib/access/principal-of';
import { checkOperatorPassword } from '../../lib/accounts/operator-password';
import { AppError, fieldError } from '../../lib/http/app-error';

/**
 * Mini-programme admins all hold the same (no) powers, so one taken-over session could lock the others out:
 * disabling or deleting another admin needs the operator's own password again (staff powers).
 */
export async function confirmMiniprogRemoval(db: Database, request: FastifyRequest, kind: AdminUserKind, password: string | undefined): Promise<void> {
  if (kind !== 'miniprog') return;
  if (!password) throw fieldError('operator_password', 'adminUsers.operatorPasswordRequired');
  await checkOperatorPassword(db, request, password);
}

/** Banning or deleting the own account would lock the operator out mid-task. */
export const notSelf = (request: FastifyRequest, id: number) => {
  if (principalOf(request).accountId === id) throw new AppError(409, 'adminUsers.self');
};
