/**
 * Exhibitor messages (SPEC §3 Message, §7 message calls). Paths the spec leaves open are fixed here:
 *   GET    /exhibitors/message/count                 -> { count }            unread count
 *   GET    /exhibitors/message/list?page&page_size   -> Page<MessageItem>    page_size 10 by default
 *   GET    /exhibitors/message/index?id              -> MessageItem          one message with its content
 *   POST   /exhibitors/message/read   { id }         -> { count }            marks read, returns unread count
 *   DELETE /exhibitors/message/delete?id             -> null
 */
export interface MessageItem {
  id: number;
  title: string;
  /** sanitised HTML */
  content: string;
  pub_date: string;
  is_read: boolean;
}

export interface UnreadCount {
  count: number;
}
