import { api } from '@fair/shared/api/api-client';
import type { Page } from '@fair/shared/contracts/envelope';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { MESSAGE_PATHS } from '@fair/shared/messages/message-store';
import type { ListRequest } from '@fair/shared/ui/list/list-params';

/** Every cached message answer sits under this key: a delete refreshes them all. */
export const MESSAGE_QUERY_KEY = ['exhibitor', 'message'] as const;

/** GET /exhibitors/message/list: one page of the exhibitor's messages, newest first (SPEC §9: 10 a page). */
export function fetchMessagePage(request: Pick<ListRequest, 'page' | 'page_size'>): Promise<Page<MessageItem>> {
  return api.get<Page<MessageItem>>(MESSAGE_PATHS.list, { page: request.page, page_size: request.page_size });
}
