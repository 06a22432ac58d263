import { sql } from 'drizzle-orm';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';

/** An account the organizer has approved: self-registrations wait (pending) or were refused (rejected). */
export const approvedAccount = sql`${exhibitorAccounts.approval_status} = 'approved'`;

/**
 * A company that is no self-registration still awaiting (or refused) the organizer's approval: such
 * companies stay in the registration review and out of the accounts list, the register and the dashboard
 * until approved. A company without any account (possible only by direct writes) counts as an exhibitor.
 */
export const notAwaitingApproval = sql`not exists (select 1 from ${exhibitorAccounts} where ${exhibitorAccounts.exhibitor_id} = ${exhibitors.id} and not ${exhibitorAccounts.is_child_user} and ${exhibitorAccounts.approval_status} <> 'approved')`;
