import { z } from 'zod';

export const bilingual = z.object({ id: z.number().int(), name: z.string(), name_zh: z.string(), name_en: z.string(), sort: z.number().int() });
const leafCategory = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  name: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  has_children: z.boolean(),
  children: z.array(z.never()),
});
// three explicit levels (SPEC §5 depth 3) instead of a recursive schema: exact in OpenAPI too
const secondLevel = leafCategory.extend({ children: z.array(leafCategory) });
export const categoryTree = z.array(leafCategory.extend({ children: z.array(secondLevel) }));
export const country = z.object({ code: z.string().length(2), name: z.string() });
export const ad = z.object({
  id: z.number().int(),
  image: z.string(),
  position: z.string(),
  page: z.string(),
  open_mode: z.enum(['link', 'download']),
  target_url: z.string(),
  sort: z.number().int(),
  click_url: z.string().describe('open the ad through this address: the click is counted, then the browser goes on to target_url'),
});

export const optionalId = z.coerce.number().int().positive().optional();
export const nameFilter = z.string().trim().max(100).optional();
