/**
 * The organizer's media library (SPEC §2 "a media library with folders", §3 Media item): files uploaded into
 * flat folders, each with a title, an alt text and a description. Published images are what every rich-text
 * editor's image picker offers, the most recent first (§9).
 */

export type MediaCategory = 'image' | 'video' | 'file' | 'audio';

export interface MediaFolder {
  id: number;
  name: string;
  /** items in it: a folder holding any cannot be deleted */
  item_count: number;
  created_at: string;
  updated_at: string;
}

export interface MediaItem {
  id: number;
  folder_id: number | null;
  /** where the file is served (GET /api/files/…) */
  url: string;
  file_name: string;
  title: string;
  alt_text: string;
  description: string;
  mime: string;
  category: MediaCategory;
  size: number;
  width: number | null;
  height: number | null;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What the editors' picker needs of a published image. */
export interface MediaPickerImage {
  id: number;
  url: string;
  title: string;
  alt_text: string;
  width: number | null;
  height: number | null;
  published_at: string | null;
}

/** Where a file is still shown: a record naming its address, by kind. */
export const MEDIA_USAGE_KINDS = ['news', 'activity', 'product', 'profile', 'message', 'ad', 'download', 'miniprog-activity', 'miniprog-home', 'miniprog-popup', 'miniprog-ad', 'banner'] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];

export interface MediaUsage {
  kind: MediaUsageKind;
  id: number;
  /** the record's name (title, company name…), as stored */
  name: string;
}

/** The usages of each asked item; items used nowhere are left out. */
export interface MediaItemUsages {
  id: number;
  title: string;
  usages: MediaUsage[];
}

/** SPEC §9: the picker opens with the 10 most recent published images. */
export const MEDIA_PICKER_PAGE_SIZE = 10;
export const MEDIA_PAGE_SIZE = 20;
export const MEDIA_PAGE_SIZES = [20, 50, 100] as const;
export const MEDIA_KEYWORD_MAX_LENGTH = 100;
/** Usages named per item: enough to decide, bounded for the answer. */
export const MEDIA_USAGES_PER_ITEM_MAX = 20;

export const MEDIA_PATHS = {
  folders: '/admin/media/folder/list',
  folderSave: '/admin/media/folder/save',
  folderDelete: '/admin/media/folder/delete',
  list: '/admin/media/list',
  upload: '/admin/media/upload',
  save: '/admin/media/save',
  move: '/admin/media/move',
  usages: '/admin/media/usages',
  delete: '/admin/media/delete',
  /** the editors' picker: published images only, for every editing client type */
  picker: '/media/picker',
} as const;
