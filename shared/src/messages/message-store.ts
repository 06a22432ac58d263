import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { api } from '../api/api-client';
import type { MessageItem, UnreadCount } from '../contracts/messages';
import { sessionStore } from '../session/session-store';

/**
 * SPEC §3 client state "messages", §4 message states: the unread count and what this page changed,
 * shared by the header bell (shell) and the message list page (exhibitor remote) — one store in the
 * page because @fair/shared is a Module Federation singleton — so both always show the same count.
 */
export interface MessageState {
  /** unread messages; null until the first answer */
  unread: number | null;
  /** ids opened in this page, so every list shows them read without fetching again */
  readIds: Record<number, true>;
  /** ids the server deleted, so every list drops them */
  deletedIds: Record<number, true>;
}

export const MESSAGE_PATHS = {
  count: '/exhibitors/message/count',
  list: '/exhibitors/message/list',
  read: '/exhibitors/message/read',
  delete: '/exhibitors/message/delete',
} as const;

const initialState: MessageState = { unread: null, readIds: {}, deletedIds: {} };

export const messageStore = createStore<MessageState>()(() => ({ ...initialState }));

export function useMessageStore<T>(selector: (state: MessageState) => T): T {
  return useStore(messageStore, selector);
}

/** Read state as this page knows it: the server's flag, or opened here since. */
export const isMessageRead = (state: Pick<MessageState, 'readIds'>, item: Pick<MessageItem, 'id' | 'is_read'>): boolean =>
  item.is_read || state.readIds[item.id] === true;

const hasToken = () => sessionStore.getState().token !== null;

/** GET /exhibitors/message/count; SPEC §7: nothing is asked without a token. */
export async function loadUnreadCount(): Promise<void> {
  if (!hasToken()) return;
  const data = await api.get<UnreadCount>(MESSAGE_PATHS.count, undefined, { silent: true });
  messageStore.setState({ unread: Math.max(0, data.count) });
}

/**
 * Opening a message marks it read (SPEC §4): the unread count falls by one, never below zero. The
 * server answers the new count, which wins over ours when it differs (another tab read some too).
 */
export async function markMessageRead(item: Pick<MessageItem, 'id' | 'is_read'>): Promise<void> {
  if (isMessageRead(messageStore.getState(), item) || !hasToken()) return;
  const data = await api.post<UnreadCount>(MESSAGE_PATHS.read, { id: item.id });
  messageStore.setState((state) => ({
    unread: Math.max(0, data.count),
    readIds: { ...state.readIds, [item.id]: true },
  }));
}

/**
 * Deletes one message (SPEC §4): lists drop it only once the server has succeeded; a failure rejects
 * (its toast was shown by the api client) and changes nothing here.
 */
export async function deleteMessage(item: Pick<MessageItem, 'id' | 'is_read'>): Promise<void> {
  const wasUnread = !isMessageRead(messageStore.getState(), item);
  await api.del<null>(MESSAGE_PATHS.delete, { id: item.id });
  messageStore.setState((state) => ({
    unread: wasUnread && state.unread !== null ? Math.max(0, state.unread - 1) : state.unread,
    deletedIds: { ...state.deletedIds, [item.id]: true },
  }));
}

/** Tests and logout: nothing known. */
export function resetMessageStore(): void {
  messageStore.setState({ ...initialState }, true);
}

// Another account's messages must not show after a logout and a new login in the same page.
sessionStore.subscribe((state, previous) => {
  if (state.token === null && previous.token !== null) resetMessageStore();
});
