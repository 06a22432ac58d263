import { inArray } from 'drizzle-orm';
import type { CheckinCampaign } from '@fair/shared/contracts/checkin';
import type { Database } from '../../../db/client';
import { checkinCheckins, checkinVisitors } from '../../../db/schema/checkin';
import { VISITOR_TOKEN_LIFETIME_S, checkinSecretLoader, signVisitor } from '../checkin-tokens';

/**
 * `count` visitors who have checked in at every point of the campaign, written straight to the tables (the
 * scans themselves are tested elsewhere), with the tokens the server would have issued them.
 */
export async function finishedVisitors(db: Database, campaign: CheckinCampaign, count: number): Promise<string[]> {
  const tag = `race-${campaign.id}-${Date.now()}`;
  const visitors = await db
    .insert(checkinVisitors)
    .values(Array.from({ length: count }, (_, index) => ({ provider: 'test', subject: `${tag}-${index}`, nick_name: `访客${index}` })))
    .returning({ id: checkinVisitors.id });
  await db.insert(checkinCheckins).values(visitors.flatMap((visitor) => campaign.point_list.map((point) => ({ visitor_id: visitor.id, point_id: point.id, campaign_id: campaign.id }))));
  const secret = await checkinSecretLoader(db)();
  const expires = Math.floor(Date.now() / 1000) + VISITOR_TOKEN_LIFETIME_S;
  return visitors.map((visitor) => signVisitor(secret, visitor.id, expires));
}

export async function checkinCount(db: Database, visitorIds: number[]): Promise<number> {
  return db.$count(checkinCheckins, inArray(checkinCheckins.visitor_id, visitorIds));
}
