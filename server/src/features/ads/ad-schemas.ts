import { z } from 'zod';
import { AD_OPEN_MODES, type AdItem } from '@fair/shared/contracts/ads';
import { id, pageOf } from '../../lib/http/list-schemas';

export const adIdQuery = z.strictObject({ id });
export const adClickParams = z.strictObject({ id });

export const adItem = z.object({
  id: z.number().int(),
  image: z.string(),
  page: z.string(),
  position: z.string(),
  open_mode: z.enum(AD_OPEN_MODES),
  target_url: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  click_count: z.number().int(),
  updated_at: z.string(),
}) satisfies z.ZodType<AdItem>;

export const adPage = pageOf(adItem);
