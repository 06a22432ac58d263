import { api } from '../../api/api-client';
import { ADMIN_USER_PATHS, AUTHORITY_OPTIONS_PATH, type AdminUserItem, type AdminUserKind, type AuthorityOption } from '../../contracts/admin-users';
import type { ListRequest } from '../list/list-params';
import type { PageAnswer } from '../list/use-paged-list';
import type { AdminUserCreate, AdminUserEdit } from '../../validation/admin-user';

/** Each kind's list in the query cache; a save, ban or delete refreshes everything under it. */
export const adminUserQueryKey = (kind: AdminUserKind) => ['admin-users', kind] as const;
export const AUTHORITY_OPTIONS_KEY = ['admin-users', 'authority-options'] as const;

export const fetchAdminUsers = (kind: AdminUserKind) => (request: ListRequest) => api.get<PageAnswer<AdminUserItem>>(ADMIN_USER_PATHS[kind].list, request);
export const addAdminUser = (kind: AdminUserKind, values: AdminUserCreate) => api.post<{ id: number }>(ADMIN_USER_PATHS[kind].add, values);
export const editAdminUser = (kind: AdminUserKind, values: AdminUserEdit) => api.post<null>(ADMIN_USER_PATHS[kind].edit, values);
/** The operator's password goes along where the server asks for it again (mini-programme admins). */
export const banAdminUser = (kind: AdminUserKind, id: number, banned: boolean, operator_password?: string) => api.post<null>(ADMIN_USER_PATHS[kind].ban, { id, banned, operator_password });
export const deleteAdminUser = (kind: AdminUserKind) => (id: number, operator_password?: string) =>
  api.del<null>(ADMIN_USER_PATHS[kind].del, { id }, operator_password ? { data: { operator_password } } : undefined);
export const fetchAuthorityOptions = () => api.get<AuthorityOption[]>(AUTHORITY_OPTIONS_PATH);
