import { api } from '@fair/shared/api/api-client';
import { MEDIA_PATHS, type MediaFolder, type MediaItem, type MediaItemUsages } from '@fair/shared/contracts/media-library';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { MediaFolderForm, MediaItemForm } from '@fair/shared/validation/media-library';

/** The library in the query cache: the folders and every page of items refresh together after a change. */
export const MEDIA_QUERY_KEY = ['organizer', 'media'] as const;
export const MEDIA_ITEMS_KEY = [...MEDIA_QUERY_KEY, 'items'] as const;
export const MEDIA_FOLDERS_KEY = [...MEDIA_QUERY_KEY, 'folders'] as const;

/** The list's filters as they stand in the address: the folder (0: in none) and the kind of file. */
export type MediaFilters = { folder: string; category: string };

export const mediaApi = {
  folders: () => api.get<MediaFolder[]>(MEDIA_PATHS.folders),
  saveFolder: (values: MediaFolderForm) => api.post<MediaFolder>(MEDIA_PATHS.folderSave, values),
  deleteFolder: (id: number) => api.del<null>(MEDIA_PATHS.folderDelete, { id }),
  fetchPage: ({ folder, ...request }: ListRequest<MediaFilters>) => api.get<PageAnswer<MediaItem>>(MEDIA_PATHS.list, { ...request, folder_id: folder }),
  /** streams one file into a folder; the 200 MB a file may have takes longer than the usual request time */
  upload: (file: File, folderId: number | null, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<MediaItem>(MEDIA_PATHS.upload + (folderId ? `?folder_id=${folderId}` : ''), body, {
      timeout: 0,
      onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
    });
  },
  save: (values: MediaItemForm) => api.post<MediaItem>(MEDIA_PATHS.save, values),
  move: (ids: number[], folderId: number | null) => api.post<{ moved: number }>(MEDIA_PATHS.move, { ids, folder_id: folderId }),
  usages: (ids: number[]) => api.post<MediaItemUsages[]>(MEDIA_PATHS.usages, { ids }),
  remove: (ids: number[]) => api.post<{ deleted: number }>(MEDIA_PATHS.delete, { ids }),
};
