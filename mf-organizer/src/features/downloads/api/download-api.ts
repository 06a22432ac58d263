import { api } from '@fair/shared/api/api-client';
import type { ContentStatus } from '@fair/shared/contracts/content';
import { ADMIN_DOWNLOAD_PATHS, type AdminDownloadItem, type DownloadCategory } from '@fair/shared/contracts/downloads';
import type { ExhibitorType } from '@fair/shared/contracts/profile';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { DownloadFormInput } from '@fair/shared/validation/download';

/** The list's filters as they stand in the address. */
export type DownloadFilters = { exhibitor_type: ExhibitorType; category: DownloadCategory; status: ContentStatus };

/** Every organizer download answer sits under this key: a save or delete refreshes the list. */
export const DOWNLOADS_QUERY_KEY = ['organizer', 'downloads'] as const;

export const DOWNLOAD_LIST_PATH = '/download/list';
export const DOWNLOAD_CREATE_PATH = '/download/create';
export const downloadEditPath = (id: number) => `/download/edit?id=${id}`;

export const fetchDownloads = (request: ListRequest<DownloadFilters>) => api.get<PageAnswer<AdminDownloadItem>>(ADMIN_DOWNLOAD_PATHS.list, request);
export const fetchDownload = (id: number) => api.get<AdminDownloadItem>(ADMIN_DOWNLOAD_PATHS.info, { id });
export const saveDownload = (values: DownloadFormInput) => api.post<AdminDownloadItem>(ADMIN_DOWNLOAD_PATHS.save, values);
export const deleteDownload = (id: number) => api.del<null>(ADMIN_DOWNLOAD_PATHS.delete, { id });
