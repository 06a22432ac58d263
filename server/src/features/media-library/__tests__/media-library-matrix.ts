import { MEDIA_PATHS } from '@fair/shared/contracts/media-library';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { multipartBody } from '../../../test/multipart';
import { SAVED_EXHIBITORS, organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';
import { sampleFolder, sampleItem } from './media-samples';

const librarians = organizersWith('organizer.page-edit');
const pickers = [
  ...SAVED_EXHIBITORS,
  ...new Set(['organizer.page-edit', 'organizer.notification', 'news.exhibitor-news-manage', 'activity.exhibit-activity-manage', 'exhibit.exhibit-data-manage'].flatMap(organizersWith)),
  'miniprog',
] as const;

/** Permission-matrix entries of the media library (beyond SPEC §6: organizer.page-edit) and the editors' picker. */
export const mediaLibraryMatrix: Record<string, MatrixEntry> = {
  [`GET ${MEDIA_PATHS.folders}`]: { allowed: librarians },
  [`POST ${MEDIA_PATHS.folderSave}`]: { allowed: librarians, request: async (ctx) => ({ payload: { id: await sampleFolder(ctx.db, ctx.unique()), name: `改名文件夹${ctx.unique()}` } }) },
  [`DELETE ${MEDIA_PATHS.folderDelete}`]: { allowed: librarians, request: async (ctx) => ({ query: { id: String(await sampleFolder(ctx.db, ctx.unique())) } }) },
  [`GET ${MEDIA_PATHS.list}`]: { allowed: librarians, request: () => ({ query: { keyword: '样例', page_size: '5' } }) },
  [`POST ${MEDIA_PATHS.upload}`]: {
    allowed: librarians,
    request: async (ctx) => {
      const body = multipartBody([{ field: 'file', fileName: 'logo.png', content: PNG_1X1 }]);
      return { query: { folder_id: String(await sampleFolder(ctx.db, ctx.unique())) }, payload: body.payload, headers: body.headers };
    },
  },
  [`POST ${MEDIA_PATHS.save}`]: { allowed: librarians, request: async (ctx) => ({ payload: { id: await sampleItem(ctx.db, ctx.unique()), title: '标题', alt_text: '替代文字', description: '说明' } }) },
  [`POST ${MEDIA_PATHS.move}`]: {
    allowed: librarians,
    request: async (ctx) => ({ payload: { ids: [await sampleItem(ctx.db, ctx.unique())], folder_id: await sampleFolder(ctx.db, ctx.unique()) } }),
  },
  [`POST ${MEDIA_PATHS.usages}`]: { allowed: librarians, request: async (ctx) => ({ payload: { ids: [await sampleItem(ctx.db, ctx.unique())] } }) },
  [`POST ${MEDIA_PATHS.delete}`]: { allowed: librarians, request: async (ctx) => ({ payload: { ids: [await sampleItem(ctx.db, ctx.unique())] } }) },
  [`GET ${MEDIA_PATHS.picker}`]: { allowed: pickers, request: () => ({ query: { page_size: '10' } }) },
};
