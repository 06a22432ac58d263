import { api } from '@fair/shared/api/api-client';
import { MINIPROG_ADMIN_PATHS, type MiniprogTermsKind, type MiniprogTermsVersion } from '@fair/shared/contracts/miniprog';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { MiniprogTermsInput } from '@fair/shared/validation/miniprog';

export const TERMS_QUERY_KEY = ['miniprog', 'terms'] as const;

const paths = MINIPROG_ADMIN_PATHS.terms;
export const fetchTermsVersions = (kind: MiniprogTermsKind, request: ListRequest) => api.get<PageAnswer<MiniprogTermsVersion>>(paths.list, { ...request, kind });
export const saveTermsDraft = (values: MiniprogTermsInput) => api.post<MiniprogTermsVersion>(paths.save, values);
export const publishTerms = (id: number) => api.post<MiniprogTermsVersion>(paths.publish, { id });
export const deleteTermsDraft = (id: number) => api.del<null>(paths.delete, { id });
