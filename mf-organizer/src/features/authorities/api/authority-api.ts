import { api } from '@fair/shared/api/api-client';
import type { AdminUserItem, AuthorityOption } from '@fair/shared/contracts/admin-users';
import { AUTHORITY_PATHS, type AuthorityItem } from '@fair/shared/contracts/authorities';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { AuthorityGrant, AuthoritySave } from '@fair/shared/validation/authority';

/** Everything of the screen in the query cache: a save, delete or grant refreshes both lists and the choices. */
export const AUTHORITIES_KEY = ['organizer', 'authorities'] as const;
export const AUTHORITY_LIST_KEY = [...AUTHORITIES_KEY, 'list'] as const;
export const GRANT_ACCOUNTS_KEY = [...AUTHORITIES_KEY, 'accounts'] as const;
export const AUTHORITY_OPTIONS_KEY = [...AUTHORITIES_KEY, 'options'] as const;

export const fetchAuthorities = (request: ListRequest) => api.get<PageAnswer<AuthorityItem>>(AUTHORITY_PATHS.list, request);
export const fetchAuthorityOptions = () => api.get<AuthorityOption[]>(AUTHORITY_PATHS.options);
export const saveAuthority = (values: AuthoritySave) => api.post<AuthorityItem>(AUTHORITY_PATHS.save, values);
export const deleteAuthority = (id: number) => api.del<null>(AUTHORITY_PATHS.delete, { id });
export const fetchGrantAccounts = (request: ListRequest) => api.get<PageAnswer<AdminUserItem>>(AUTHORITY_PATHS.accounts, request);
export const grantAuthorities = (values: AuthorityGrant) => api.post<null>(AUTHORITY_PATHS.grant, values);
