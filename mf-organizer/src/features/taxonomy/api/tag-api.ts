import { api } from '@fair/shared/api/api-client';
import { TAG_PATHS, type TagItem, type TagKind } from '@fair/shared/contracts/taxonomy';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { TagForm } from '@fair/shared/validation/taxonomy';

/** A kind's list in the query cache: a save or delete refreshes everything under it. */
export const tagQueryKey = (kind: TagKind) => ['organizer', 'tags', kind] as const;

export const tagApi = (kind: TagKind) => ({
  fetchPage: (request: ListRequest) => api.get<PageAnswer<TagItem>>(TAG_PATHS[kind].list, request),
  save: (values: TagForm) => api.post<TagItem>(TAG_PATHS[kind].save, values),
  remove: (id: number) => api.del<null>(TAG_PATHS[kind].delete, { id }),
});
