import { type SQL, and, eq, gt, lte, not } from 'drizzle-orm';
import type { CheckinState } from '@fair/shared/contracts/checkin';
import { checkinCampaigns } from '../../db/schema/checkin';

interface Window {
  enabled: boolean;
  starts_at: Date;
  ends_at: Date;
}

/** Disabled wins; otherwise the server's clock against the window (start inclusive, end exclusive). */
export function stateOf(campaign: Window, now: Date): CheckinState {
  if (!campaign.enabled) return 'disabled';
  if (now < campaign.starts_at) return 'not_started';
  if (now >= campaign.ends_at) return 'ended';
  return 'running';
}

/** The same rule as a filter of the list. */
export function stateWhere(state: CheckinState, now: Date): SQL | undefined {
  const c = checkinCampaigns;
  switch (state) {
    case 'disabled':
      return not(c.enabled);
    case 'not_started':
      return and(eq(c.enabled, true), gt(c.starts_at, now));
    case 'ended':
      return and(eq(c.enabled, true), lte(c.ends_at, now));
    case 'running':
      return and(eq(c.enabled, true), lte(c.starts_at, now), gt(c.ends_at, now));
  }
}
