import { z } from 'zod';
import { CONTENT_ACTIONS, CONTENT_KEYWORD_MAX_LENGTH, CONTENT_STATUSES } from '@fair/shared/contracts/content';
import { id, paging } from '../../lib/http/list-schemas';


export const contentIdQuery = z.object({ id });
export const contentStateBody = z.object({ id, action: z.enum(CONTENT_ACTIONS).describe('publish | withdraw | pin | unpin') });
export const contentListQuery = z.object({
  ...paging,
  keyword: z.string().max(CONTENT_KEYWORD_MAX_LENGTH).optional().describe('name or title, either language'),
  status: z.enum(CONTENT_STATUSES).optional(),
});

/** The state fields every item answer carries. */
export const contentStateView = {
  id: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  pinned: z.boolean(),
  uploaded_at: z.string().describe('upload time, ISO 8601'),
  published_at: z.string().nullable().describe('publish time; null while a draft'),
  updated_at: z.string(),
};
