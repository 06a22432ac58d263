import { FILE_TYPES } from '../constants/limits';
import type { ContentStatus } from './content';
import type { ExhibitorType } from './profile';

/** SPEC §1 download centre: the exhibitor manual and the other materials. */
export const DOWNLOAD_CATEGORIES = ['manual', 'materials'] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];

/** One file of GET /exhibitors/download/list (the organizer's list adds its own fields). */
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

/** One file of the organizer's list and form (/admin/download/list and info): who sees it and from when. */
export interface AdminDownloadItem extends DownloadItem {
  exhibitor_types: ExhibitorType[];
  status: ContentStatus;
  created_at: string;
  updated_at: string;
}

/** Columns the organizer's list sorts by; newest publish date first unless told. */
export const DOWNLOAD_SORT_FIELDS = ['publish_date', 'title_zh', 'title_en', 'file_size', 'updated_at'] as const;
export type DownloadSortField = (typeof DOWNLOAD_SORT_FIELDS)[number];

export const DOWNLOAD_PAGE_SIZE = 20;
export const DOWNLOAD_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DOWNLOAD_TITLE_MAX_LENGTH = 200;

/** SPEC §5 file types a download may be: every uploadable kind (pictures, video, documents, audio). */
export const DOWNLOAD_FILE_EXTENSIONS: readonly string[] = [...new Set(Object.values(FILE_TYPES).flat())];

export const ADMIN_DOWNLOAD_PATHS = {
  list: '/admin/download/list',
  info: '/admin/download/info',
  save: '/admin/download/save',
  delete: '/admin/download/delete',
} as const;
