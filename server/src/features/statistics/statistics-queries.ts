import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageReceipts, messages, uploadedFiles } from '../../db/schema/content';
import { EXHIBITOR_TYPES, type ExhibitorType } from '../../db/schema/enums';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import type { OrganizerStatistics } from '@fair/shared/contracts/organizer-dashboard';
import { approvedAccount, notAwaitingApproval } from '../../lib/accounts/awaiting-approval';
import { contentCounts } from '../content';
import { accountFunnel, completionBuckets, contentByType, countsByType, dailyContent, typeRows } from './dashboard-figures';

export type Statistics = OrganizerStatistics;

const DAY_MS = 86_400_000;

/** Where the dashboard_changes sequence stands: any write to a table the figures count moves it. */
export async function dashboardVersion(db: Database): Promise<string> {
  const result = await db.execute(sql`select (case when is_called then last_value else 0 end)::text as version from dashboard_changes`);
  return (result as unknown as { rows: { version: string }[] }).rows[0].version;
}

/**
 * The organizer dashboard's figures, each one aggregate query. Self-registrations awaiting approval (or
 * rejected) are neither exhibitors nor accounts here: they wait in the registration review.
 */
export async function readStatistics(db: Database, now = new Date()): Promise<Statistics> {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [byType, [saved], [accounts], [logins], [messageTotal], [unread], [uploads], content, funnel, completion, daily, byTypeContent] = await Promise.all([
    db.select(countsByType()).from(exhibitors).where(notAwaitingApproval).then(([row]) => typeRows(row)),
    db.select({ total: count() }).from(exhibitors).where(and(eq(exhibitors.is_edit, true), notAwaitingApproval)),
    db
      .select({
        total: count(),
        sub_accounts: sql<number>`count(*) filter (where ${exhibitorAccounts.is_child_user})`.mapWith(Number),
        ever_logged_in: sql<number>`count(${exhibitorAccounts.last_login_at})`.mapWith(Number),
      })
      .from(exhibitorAccounts)
      .where(approvedAccount),
    // accounts by their last login: renewed sessions are not new logins, so sessions are not counted
    db
      .select({
        accounts_last_7_days: sql<number>`count(*) filter (where ${exhibitorAccounts.last_login_at} >= ${since(7)})`.mapWith(Number),
        accounts_last_30_days: count(),
      })
      .from(exhibitorAccounts)
      .where(gte(exhibitorAccounts.last_login_at, since(30))),
    db.select({ total: count() }).from(messages),
    db.select({ total: count() }).from(messageReceipts).where(isNull(messageReceipts.read_at)),
    db
      .select({ files: count(), bytes: sql<number>`coalesce(sum(${uploadedFiles.size}), 0)`.mapWith(Number) })
      .from(uploadedFiles),
    contentCounts(db),
    accountFunnel(db),
    completionBuckets(db),
    dailyContent(db, now),
    contentByType(db),
  ]);
  const perType = Object.fromEntries(EXHIBITOR_TYPES.map((type) => [type, 0])) as Record<ExhibitorType, number>;
  for (const row of byType) perType[row.type] = row.total;
  return {
    exhibitors: { total: Object.values(perType).reduce((sum, value) => sum + value, 0), saved: saved.total, by_type: perType },
    accounts,
    logins,
    messages: { total: messageTotal.total, unread: unread.total },
    uploads,
    content,
    funnel,
    completion,
    daily,
    content_by_type: byTypeContent,
  };
}
