import type { Locale } from '@fair/locales/locales';
import { api } from '@fair/shared/api/api-client';
import { HEADERS } from '@fair/shared/contracts/auth';
import { MINIPROG_ADMIN_PATHS, type MiniprogHomeBlock, type MiniprogHomeBlockRow, type MiniprogHomeItem, type MiniprogStateAction } from '@fair/shared/contracts/miniprog';
import { MINIPROG_API_PATHS, type PublicHome } from '@fair/shared/contracts/miniprog-api';
import type { MiniprogHomeItemInput } from '@fair/shared/validation/miniprog';
import { MINIPROG_QUERY_KEY } from '../../common/api/whole-group';

const paths = MINIPROG_ADMIN_PATHS.home;

export const homeBlockQueryKey = (block: MiniprogHomeBlock) => [...MINIPROG_QUERY_KEY, 'home', block] as const;
export const HOME_LIST_PATH = paths.list;
export const saveHomeItem = (values: MiniprogHomeItemInput) => api.post<MiniprogHomeItem>(paths.save, values);
export const changeHomeItemState = (id: number, action: MiniprogStateAction) => api.post<MiniprogHomeItem>(paths.state, { id, action });
export const sortHomeBlock = (block: MiniprogHomeBlock, ids: number[]) => api.post<null>(paths.sort, { block, ids });
export const deleteHomeItem = (id: number) => api.del<null>(paths.delete, { id });

export const PUBLIC_HOME_QUERY_KEY = [...MINIPROG_QUERY_KEY, 'public-home'] as const;
export const publicHomeQueryKey = (locale: Locale) => [...PUBLIC_HOME_QUERY_KEY, locale] as const;
/**
 * The home exactly as the mini-programme reads it (the public API) in the given language. The API is
 * cacheable for a minute, so the browser is told to revalidate: an admin's save shows at once.
 */
export const fetchPublicHome = (locale: Locale) =>
  api.get<PublicHome>(MINIPROG_API_PATHS.home, undefined, { headers: { 'Cache-Control': 'no-cache', [HEADERS.languageSet]: locale } });

export const HOME_BLOCKS_QUERY_KEY = [...MINIPROG_QUERY_KEY, 'home-blocks'] as const;
/** The home's blocks in display order (every block, one row each). */
export const fetchHomeBlocks = () => api.get<{ list: MiniprogHomeBlockRow[] }>(paths.blocks).then((answer) => answer.list);
export const sortHomeBlocks = (ids: number[]) => api.post<null>(paths.blocksSort, { ids });
