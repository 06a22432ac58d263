import type { CheckinCampaign } from '@fair/shared/contracts/checkin';
import type { CheckinCampaignInput } from '@fair/shared/validation/checkin';

export interface PointValues {
  id?: number;
  name: string;
  hall: string;
  booth: string;
  exhibitor_id: number | null;
}
export interface PrizeValues {
  id?: number;
  name_zh: string;
  name_en: string;
  image: string;
  stock: number | null;
  per_visitor_cap: number | null;
  tier: number | null;
}
/** The form's values; the window's ends are ISO 8601 instants (ScheduleFields picks them in Shanghai time). */
export interface CampaignValues {
  name_zh: string;
  name_en: string;
  rules_zh: string;
  rules_en: string;
  starts_at: string | null;
  ends_at: string | null;
  enabled: boolean;
  required_points: number | null;
  points: PointValues[];
  prizes: PrizeValues[];
}

const emptyPoint = (): PointValues => ({ name: '', hall: '', booth: '', exhibitor_id: null });
export const emptyPrize = (): PrizeValues => ({ name_zh: '', name_en: '', image: '', stock: null, per_visitor_cap: 1, tier: null });
export { emptyPoint };

/** A loaded campaign as form values, or the defaults of a new one. */
export function valuesOf(item: CheckinCampaign | undefined): CampaignValues {
  if (!item) return { name_zh: '', name_en: '', rules_zh: '', rules_en: '', starts_at: null, ends_at: null, enabled: true, required_points: 1, points: [emptyPoint()], prizes: [emptyPrize()] };
  return {
    name_zh: item.name_zh,
    name_en: item.name_en,
    rules_zh: item.rules_zh,
    rules_en: item.rules_en,
    starts_at: item.starts_at,
    ends_at: item.ends_at,
    enabled: item.enabled,
    required_points: item.required_points,
    points: item.point_list.map(({ id, name, hall, booth, exhibitor_id }) => ({ id, name, hall, booth, exhibitor_id })),
    prizes: item.prize_list.map(({ id, name_zh, name_en, image, stock, per_visitor_cap, tier }) => ({ id, name_zh, name_en, image, stock, per_visitor_cap, tier })),
  };
}

/** What the save call takes: only the schema's fields (it is strict). */
export function inputOf(values: CampaignValues, id: number | undefined): CheckinCampaignInput {
  return {
    id,
    name_zh: values.name_zh,
    name_en: values.name_en,
    rules_zh: values.rules_zh,
    rules_en: values.rules_en,
    starts_at: values.starts_at ?? '',
    ends_at: values.ends_at ?? '',
    enabled: values.enabled,
    required_points: values.required_points as number,
    points: values.points.map(({ id: pointId, name, hall, booth, exhibitor_id }) => ({ id: pointId, name, hall, booth, exhibitor_id })),
    prizes: values.prizes.map(({ id: prizeId, name_zh, name_en, image, stock, per_visitor_cap, tier }) => ({
      id: prizeId,
      name_zh,
      name_en,
      image,
      stock: stock as number,
      per_visitor_cap: per_visitor_cap as number,
      tier: tier as number,
    })),
  };
}
