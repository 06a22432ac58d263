import { api } from '@fair/shared/api/api-client';
import { ADMIN_USER_PATHS, AUTHORITY_OPTIONS_PATH, type AdminUserItem, type AdminUserKind, type AuthorityOption } from '@fair/shared/contracts/admin-users';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { AdminUserCreate, AdminUserEdit } from '@fair/shared/validation/admin-user';

/** Each kind's list in the query cache; a save, ban or delete refreshes everything under it. */
export const staffQueryKey = (kind: AdminUserKind) => ['organizer', 'staff', kind] as const;
export const AUTHORITY_OPTIONS_KEY = ['organizer', 'staff', 'authority-options'] as const;

export const fetchStaff = (kind: AdminUserKind) => (request: ListRequest) => api.get<PageAnswer<AdminUserItem>>(ADMIN_USER_PATHS[kind].list, request);
export const addStaff = (kind: AdminUserKind, values: AdminUserCreate) => api.post<{ id: number }>(ADMIN_USER_PATHS[kind].add, values);
export const editStaff = (kind: AdminUserKind, values: AdminUserEdit) => api.post<null>(ADMIN_USER_PATHS[kind].edit, values);
export const banStaff = (kind: AdminUserKind, id: number, banned: boolean) => api.post<null>(ADMIN_USER_PATHS[kind].ban, { id, banned });
export const deleteStaff = (kind: AdminUserKind) => (id: number) => api.del<null>(ADMIN_USER_PATHS[kind].del, { id });
export const fetchAuthorityOptions = () => api.get<AuthorityOption[]>(AUTHORITY_OPTIONS_PATH);
