import { api } from '@fair/shared/api/api-client';
import { MESSAGE_PAGE_SIZE } from '@fair/shared/constants/limits';
import type { Page } from '@fair/shared/contracts/envelope';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { MESSAGE_PATHS } from '@fair/shared/messages/message-store';

/** GET /exhibitors/message/list: one page of the exhibitor's messages, newest first (SPEC §9: 10 a page). */
export function fetchMessagePage(page: number): Promise<Page<MessageItem>> {
  return api.get<Page<MessageItem>>(MESSAGE_PATHS.list, { page, page_size: MESSAGE_PAGE_SIZE });
}
