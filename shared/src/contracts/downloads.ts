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
