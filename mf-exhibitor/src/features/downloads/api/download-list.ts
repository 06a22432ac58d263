import { api } from '@fair/shared/api/api-client';
import type { DownloadCategory, DownloadItem } from '@fair/shared/contracts/downloads';
import type { Page } from '@fair/shared/contracts/envelope';
import type { ListRequest } from '@fair/shared/ui/list/list-params';

export type { DownloadCategory, DownloadItem } from '@fair/shared/contracts/downloads';

export const DOWNLOAD_PAGE_SIZE = 10;

/** Every cached download answer sits under this key. */
export const DOWNLOAD_QUERY_KEY = ['exhibitor', 'download'] as const;

/**
 * The files the organizer published for the exhibitor's type whose publish date has come, newest first;
 * `category` narrows to the manual or the materials.
 */
export function fetchDownloads(request: ListRequest<{ category: DownloadCategory }>): Promise<Page<DownloadItem>> {
  return api.get<Page<DownloadItem>>('/exhibitors/download/list', request);
}
