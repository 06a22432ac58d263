import { api } from '@fair/shared/api/api-client';
import {
  MINIPROG_ADMIN_PATHS,
  type MiniprogFeaturedCandidate,
  type MiniprogFeaturedItem,
  type MiniprogFeaturedKind,
  type MiniprogList,
  type MiniprogStateAction,
} from '@fair/shared/contracts/miniprog';
import type { MiniprogFeaturedInput } from '@fair/shared/validation/miniprog';
import { MINIPROG_QUERY_KEY } from '../../common/api/whole-group';

const paths = MINIPROG_ADMIN_PATHS.featured;

export const featuredQueryKey = (kind: MiniprogFeaturedKind) => [...MINIPROG_QUERY_KEY, 'featured', kind] as const;
export const candidatesQueryKey = (kind: MiniprogFeaturedKind) => [...MINIPROG_QUERY_KEY, 'candidates', kind] as const;
export const FEATURED_LIST_PATH = paths.list;

export const CANDIDATES_PAGE_SIZE = 10;
export const fetchCandidates = (kind: MiniprogFeaturedKind, keyword: string, page: number) =>
  api.get<MiniprogList<MiniprogFeaturedCandidate>>(paths.candidates, { kind, page, page_size: CANDIDATES_PAGE_SIZE, ...(keyword ? { keyword } : {}) });
export const saveFeatured = (values: MiniprogFeaturedInput) => api.post<MiniprogFeaturedItem>(paths.save, values);
export const changeFeaturedState = (id: number, action: MiniprogStateAction) => api.post<MiniprogFeaturedItem>(paths.state, { id, action });
export const changeFeaturedVisibility = (id: number, hidden: boolean) => api.post<MiniprogFeaturedItem>(paths.visibility, { id, hidden });
export const sortFeatured = (kind: MiniprogFeaturedKind, ids: number[]) => api.post<null>(paths.sort, { kind, ids });
export const deleteFeatured = (id: number) => api.del<null>(paths.delete, { id });
