import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * Advanced by a statement trigger on every write to a table the organizer dashboard counts (migration
 * 0014, which also NOTIFYs `DASHBOARD_CHANNEL` at commit): a process that finds it unchanged since its last
 * count may answer the figures it holds. A sequence, not a counter row: writers never wait for each other.
 */
export const dashboardChanges = pgSequence('dashboard_changes');

/** The NOTIFY channel of those triggers: another process's commit reaches every process's cached figures. */
export const DASHBOARD_CHANNEL = 'fair_dashboard';
