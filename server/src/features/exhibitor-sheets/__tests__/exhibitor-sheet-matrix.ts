import { EXHIBITOR_SHEET_PATHS } from '@fair/shared/contracts/exhibitor-sheets';
import { multipartBody } from '../../../test/multipart';
import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { samplePreview, sampleSheet, sheetJobsSettled } from './exhibitor-sheet-samples';

const allowed = organizersWith('account.exhibitor-account-manage');

/** Permission-matrix entries of the exhibitor sheet routes (SPEC §6 account.exhibitor-account-manage). */
export const exhibitorSheetMatrix: Record<string, MatrixEntry> = {
  [`GET ${EXHIBITOR_SHEET_PATHS.template}`]: { allowed },
  [`POST ${EXHIBITOR_SHEET_PATHS.upload}`]: {
    allowed,
    request: async (ctx) => ({ ...multipartBody([{ field: 'file', fileName: '展商信息.xlsx', content: await sampleSheet(ctx) }]), after: () => sheetJobsSettled(ctx) }),
  },
  [`GET ${EXHIBITOR_SHEET_PATHS.invalid}`]: { allowed, request: async (ctx, principal) => ({ query: { id: String(await samplePreview(ctx, principal)) } }) },
  [`GET ${EXHIBITOR_SHEET_PATHS.rows}`]: { allowed, request: async (ctx, principal) => ({ query: { id: String(await samplePreview(ctx, principal)), action: 'create', page: '1' } }) },
  [`POST ${EXHIBITOR_SHEET_PATHS.confirm}`]: {
    allowed,
    request: async (ctx, principal) => ({ payload: { preview_id: String(await samplePreview(ctx, principal)) }, after: () => sheetJobsSettled(ctx) }),
  },
  [`GET ${EXHIBITOR_SHEET_PATHS.export}`]: { allowed, request: () => ({ query: { keyword: 'demo', type: 'FIE', profile: 'saved' } }) },
};
