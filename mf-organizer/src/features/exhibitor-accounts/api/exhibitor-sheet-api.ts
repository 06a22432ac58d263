import { api } from '@fair/shared/api/api-client';
import { EXHIBITOR_SHEET_PATHS, type ExhibitorSheetUploaded } from '@fair/shared/contracts/exhibitor-sheets';
import type { SheetImportStarted, SheetPreviewRow, SheetRowAction } from '@fair/shared/contracts/sheets';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';

/**
 * Uploads the exhibitor information sheet; answers its check job (every row checked, nothing written),
 * whose result is the preview. A sheet refused as a whole (formula, picture, too many rows) ends that
 * job dead with the server's reason.
 */
export function uploadExhibitorSheet(file: File): Promise<ExhibitorSheetUploaded> {
  const body = new FormData();
  body.append('file', file);
  return api.post<ExhibitorSheetUploaded>(EXHIBITOR_SHEET_PATHS.upload, body);
}

/** Writes the valid rows of a check (one job, all or nothing). */
export const confirmExhibitorSheet = (previewId: string) => api.post<SheetImportStarted>(EXHIBITOR_SHEET_PATHS.confirm, { preview_id: previewId });

/** One page of a check's rows that the import creates, updates (before → after) or refuses, in the reader's language. */
export const fetchExhibitorSheetRows = (previewId: string, action: SheetRowAction, request: ListRequest) =>
  api.get<PageAnswer<SheetPreviewRow>>(EXHIBITOR_SHEET_PATHS.rows, { id: previewId, action, page: request.page, page_size: request.page_size });
