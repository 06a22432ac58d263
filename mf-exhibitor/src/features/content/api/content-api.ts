import { api, type RequestOptions } from '@fair/shared/api/api-client';
import type { ContentAction, ContentListQuery } from '@fair/shared/contracts/content';
import type { Page } from '@fair/shared/contracts/envelope';

/** Content kinds with a title and rich-text content (news, booth activities); products have their own calls. */
export type TextContentKind = 'news' | 'activity';

/** Every cached answer of a kind sits under this key: a save or state change refreshes them all. */
export const contentQueryKey = (kind: TextContentKind) => ['exhibitor', kind] as const;

/**
 * The five calls every content kind answers under /exhibitors/<kind>/ (shared/src/contracts/content.ts).
 * Failures reject with ApiError after the api client has shown them (unless `silent`).
 */
export const contentApi = {
  list: <T>(kind: TextContentKind, query: ContentListQuery) => api.get<Page<T>>(`/exhibitors/${kind}/list`, query),
  info: <T>(kind: TextContentKind, id: number, options?: RequestOptions) => api.get<T>(`/exhibitors/${kind}/info`, { id }, options),
  /** create (no id) or update; status draft = save as draft, published = publish */
  save: <T>(kind: TextContentKind, form: object) => api.post<T>(`/exhibitors/${kind}/save`, form),
  /** publish | withdraw | pin | unpin */
  changeState: <T>(kind: TextContentKind, id: number, action: ContentAction) => api.post<T>(`/exhibitors/${kind}/state`, { id, action }),
  remove: (kind: TextContentKind, id: number) => api.del<null>(`/exhibitors/${kind}/delete`, { id }),
};
