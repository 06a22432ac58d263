import { api } from '@fair/shared/api/api-client';
import { DOWNLOAD_CATEGORIES, type DownloadCategory, type DownloadItem } from '@fair/shared/contracts/downloads';
import type { Page } from '@fair/shared/contracts/envelope';

export type { DownloadCategory, DownloadItem } from '@fair/shared/contracts/downloads';

export const DOWNLOAD_PAGE_SIZE = 10;

export const isDownloadCategory = (value: unknown): value is DownloadCategory => DOWNLOAD_CATEGORIES.includes(value as DownloadCategory);

/**
 * The files the organizer published for the exhibitor's type whose publish date has come, newest first;
 * `category` narrows to the manual or the materials.
 */
export function fetchDownloads(page: number, category?: DownloadCategory): Promise<Page<DownloadItem>> {
  return api.get<Page<DownloadItem>>('/exhibitors/download/list', { page, page_size: DOWNLOAD_PAGE_SIZE, ...(category ? { category } : {}) });
}
