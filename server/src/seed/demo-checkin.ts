import type { Database } from '../db/client';
import { checkinCampaigns, checkinPoints, checkinPrizes } from '../db/schema/checkin';
import { type DemoImageStore, tilePng } from './demo-images';

const DAY = 86_400_000;

/**
 * One running check-in campaign for the demo (3 points, 2 prizes), open from the day before the seed for a
 * year, so the check-in screens and the /m pages have something to show and edit.
 */
export async function seedDemoCheckin(db: Database, mainExhibitorId: number, images?: DemoImageStore, now = new Date()): Promise<void> {
  const picture = async (index: number, name: string) => (images ? images.put(tilePng(index, index + 3), name) : '');
  const [campaign] = await db
    .insert(checkinCampaigns)
    .values({
      name_zh: '逛展集章赢好礼',
      name_en: 'Walk the fair, win a gift',
      rules_zh: '在展馆内扫描签到点二维码，集齐 2 个点位可领取帆布袋，集齐 3 个点位可领取充电宝。每人每种奖品限领 1 份，凭核销码到服务台领取。',
      rules_en: 'Scan the QR codes of the check-in points in the halls. Two points win a tote bag, three a power bank. One of each per visitor; show your code at the service desk.',
      starts_at: new Date(now.getTime() - DAY),
      ends_at: new Date(now.getTime() + 365 * DAY),
      enabled: true,
      required_points: 2,
    })
    .returning({ id: checkinCampaigns.id });
  await db.insert(checkinPoints).values([
    { campaign_id: campaign.id, name: '1 号馆入口', hall: '1H', booth: 'A01', sort: 1 },
    { campaign_id: campaign.id, name: '演示展商展台', hall: '1H', booth: 'A18', exhibitor_id: mainExhibitorId, sort: 2 },
    { campaign_id: campaign.id, name: '2 号馆服务台', hall: '2H', booth: 'S01', sort: 3 },
  ]);
  await db.insert(checkinPrizes).values([
    { campaign_id: campaign.id, name_zh: '展会帆布袋', name_en: 'Fair tote bag', image: await picture(60, 'prize-tote.png'), stock: 200, per_visitor_cap: 1, tier: 2, sort: 1 },
    { campaign_id: campaign.id, name_zh: '充电宝', name_en: 'Power bank', image: await picture(61, 'prize-power-bank.png'), stock: 50, per_visitor_cap: 1, tier: 3, sort: 2 },
  ]);
}
