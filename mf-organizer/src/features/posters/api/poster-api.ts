import { api } from '@fair/shared/api/api-client';
import { POSTER_PATHS, type PosterBatchRequest, type PosterExhibitorFilters, type PosterExhibitorItem, type PosterPreviewRequest, type PosterTemplate } from '@fair/shared/contracts/poster';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { PosterTemplateInput } from '@fair/shared/validation/poster';

/** The list's filters as the address holds them (text, like every list filter); the search is the list's own. */
export type PosterFilterValues = { [K in Exclude<keyof PosterExhibitorFilters, 'keyword'>]-?: string };

/** Every poster answer sits under this key: a template save refreshes the template and the previews. */
export const POSTERS_QUERY_KEY = ['organizer', 'posters'] as const;
export const POSTER_TEMPLATE_KEY = [...POSTERS_QUERY_KEY, 'template'] as const;
export const POSTER_EXHIBITORS_KEY = [...POSTERS_QUERY_KEY, 'exhibitors'] as const;

export const POSTER_DOWNLOAD_PATH = '/poster/download';
export const POSTER_EDIT_PATH = '/poster/edit';

export const fetchPosterExhibitors = (request: ListRequest<PosterFilterValues> | { keyword?: string; page_size?: number }) =>
  api.get<PageAnswer<PosterExhibitorItem>>(POSTER_PATHS.exhibitors, request);
export const fetchPosterTemplate = () => api.get<PosterTemplate | null>(POSTER_PATHS.template);
export const savePosterTemplate = (template: PosterTemplateInput) => api.post<PosterTemplate>(POSTER_PATHS.template, template);
export const startPosterBatch = (request: PosterBatchRequest) => api.post<{ job_id: number }>(POSTER_PATHS.batch, request);

/** The preview drawn by the server's renderer: a PNG, shown through an object URL the caller revokes. */
export async function fetchPosterPreview(request: PosterPreviewRequest, signal?: AbortSignal): Promise<Blob> {
  // silent: a half-typed template is refused often while editing; the preview panel says why itself
  const response = await api.http.post<Blob>(POSTER_PATHS.preview, request, { responseType: 'blob', signal, silent: true });
  return response.data;
}

/** A hall of the venue as the public hall list gives it, named in the interface language. */
export interface HallOption {
  id: number;
  name: string;
}
export const HALL_OPTIONS_KEY = [...POSTERS_QUERY_KEY, 'halls'] as const;
export const fetchHallOptions = () => api.get<HallOption[]>('/api/exhibitors/hall/list');
