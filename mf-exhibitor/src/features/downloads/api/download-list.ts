import { api } from '@fair/shared/api/api-client';
import type { Page } from '@fair/shared/contracts/envelope';

export const DOWNLOAD_CATEGORIES = ['manual', 'materials'] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];
export const DOWNLOAD_PAGE_SIZE = 10;

/** One file of GET /exhibitors/download/list (server/src/features/downloads/download-schemas.ts). */
export interface DownloadItem {
  id: number;
  title_zh: string;
  title_en: string;
  category: DownloadCategory;
  /** served as an attachment under file_name */
  file_url: string;
  file_name: string;
  /** bytes */
  file_size: number;
  file_mime: string;
  /** yyyy-MM-dd */
  publish_date: string;
}

export const isDownloadCategory = (value: unknown): value is DownloadCategory => DOWNLOAD_CATEGORIES.includes(value as DownloadCategory);

/**
 * The files the organizer published for the exhibitor's type whose publish date has come, newest first;
 * `category` narrows to the manual or the materials.
 */
export function fetchDownloads(page: number, category?: DownloadCategory): Promise<Page<DownloadItem>> {
  return api.get<Page<DownloadItem>>('/exhibitors/download/list', { page, page_size: DOWNLOAD_PAGE_SIZE, ...(category ? { category } : {}) });
}
