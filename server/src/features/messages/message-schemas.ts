import { z } from 'zod';
import { MESSAGE_PAGE_SIZE } from '@fair/shared/constants/limits';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const messageIdQuery = z.object({ id });
export const messageIdBody = z.object({ id });
export const messageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});

export const messageItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  pub_date: z.string(),
  is_read: z.boolean(),
});
export const unreadCountData = z.object({ count: z.number().int().min(0) });
export const messagePage = z.object({
  list: z.array(messageItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
