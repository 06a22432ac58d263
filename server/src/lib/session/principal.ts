import type { AccessSubject } from '@fair/shared/access/rules';
import type { PrincipalKind } from '../../db/schema/enums';

/** Who is calling, resolved from the session; route code reads ids from here, never from the request. */
export interface Principal extends AccessSubject {
  sessionId: number;
  kind: PrincipalKind;
  /** exhibitor_accounts.id or admin_users.id */
  accountId: number;
  /** the exhibitor the account belongs to; null for admin users */
  exhibitorId: number | null;
  /** the session's token expiry, for the renewal decision */
  expiresAt: Date;
}
