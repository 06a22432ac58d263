import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrganizerRoleKey } from '@fair/shared/access/role-keys';
import { MEDIA_FILE_MAX_BYTES, MEDIA_PICTURE_MAX_BYTES } from '@fair/shared/constants/limits';
import { MEDIA_PATHS } from '@fair/shared/contracts/media-library';
import { mediaFolderForm, mediaItemForm, mediaMoveForm, mediaSelection } from '@fair/shared/validation/media-library';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { imageDimensions } from '../../lib/file-kind/image-dimensions';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { pageOf } from '../../lib/http/list-schemas';
import { receiveUpload, type UploadLimits } from '../attachments';
import { findUsages, listFolders, listMedia, listPickerImages } from './media-queries';
import {
  mediaFolderSchema,
  mediaIdQuery,
  mediaItemSchema,
  mediaListQuery,
  mediaPickerImageSchema,
  mediaPickerQuery,
  mediaUploadQuery,
  mediaUsagesSchema,
} from './media-schemas';
import { createItem, deleteFolder, deleteItems, moveItems, requireFolder, saveFolder, saveItem } from './media-store';

const tags = ['media-library'];

/**
 * The library is beyond SPEC §6's keys: it serves the organizer's page content, so it belongs to whoever
 * edits pages (organizer.page-edit), like the operation log belongs to authority-manage.
 */
export const MEDIA_LIBRARY_ROLE_KEY = 'organizer.page-edit' satisfies OrganizerRoleKey;

/**
 * The editors' picker offers published images to whoever edits rich text: exhibitors (news, activities), the
 * mini-programme admins, and organizers holding a key whose screens carry rich text or manage the library.
 */
const PICKER_ROLE_KEYS = [
  'organizer.page-edit',
  'organizer.notification',
  'news.exhibitor-news-manage',
  'activity.exhibit-activity-manage',
  'exhibit.exhibit-data-manage',
] as const satisfies readonly OrganizerRoleKey[];

/** SPEC §5 media limits: pictures 10 MB, other files 200 MB; the size is checked as the bytes arrive. */
const MEDIA_LIMITS: UploadLimits = {
  maxBytes: MEDIA_FILE_MAX_BYTES,
  tooLarge: 'media.fileTooLarge',
  forType: (type) => (type.category === 'image' ? { bytes: MEDIA_PICTURE_MAX_BYTES, messageKey: 'media.pictureTooLarge' } : { bytes: MEDIA_FILE_MAX_BYTES, messageKey: 'media.fileTooLarge' }),
};

const access: RouteAccess = { clientTypes: ['organizer'], roleKey: MEDIA_LIBRARY_ROLE_KEY };

/** The library's folders: listed with their counts, created, renamed, deleted when empty. */
const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MEDIA_PATHS.folders,
    { config: { access }, schema: { tags, summary: 'Every folder by name, with its item count', response: responses(z.array(mediaFolderSchema)) } },
    async () => ok(await listFolders(app.db)),
  );

  app.post(
    MEDIA_PATHS.folderSave,
    { config: { access }, attachValidation: true, schema: { tags, summary: 'Create (no id) or rename a folder; names unique', body: mediaFolderForm, response: responses(mediaFolderSchema) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      return ok(await saveFolder(app.db, principalOf(request), request.body));
    },
  );

  app.delete(
    MEDIA_PATHS.folderDelete,
    { config: { access }, schema: { tags, summary: 'Delete an empty folder (409 with the count while it holds items)', querystring: mediaIdQuery, response: responses(z.null()) } },
    async (request) => {
      await deleteFolder(app.db, principalOf(request), request.query.id);
      return ok(null);
    },
  );
};

/** The library's items: listed, uploaded, edited, moved, asked where they are used, deleted. */
const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MEDIA_PATHS.list,
    { config: { access }, schema: { tags, summary: 'One page of the library, newest first; by folder, kind and keyword', querystring: mediaListQuery, response: responses(pageOf(mediaItemSchema)) } },
    async (request) => {
      const { rows, total } = await listMedia(app.db, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.post(
    MEDIA_PATHS.upload,
    {
      config: { access },
      schema: {
        tags,
        summary: `Upload into a folder: multipart field "file", SPEC §5 types checked by content, pictures at most ${MEDIA_PICTURE_MAX_BYTES} bytes, other files ${MEDIA_FILE_MAX_BYTES}; streamed to the storage`,
        consumes: ['multipart/form-data'],
        querystring: mediaUploadQuery,
        response: responses(mediaItemSchema),
      },
    },
    async (request) => {
      const folderId = request.query.folder_id ?? null;
      await requireFolder(app.db, folderId);
      const principal = principalOf(request);
      let dimensions: { width: number; height: number } | undefined;
      const upload = await receiveUpload(app, request, principal, {
        ...MEDIA_LIMITS,
        inspect: async (filePath, type) => {
          if (type.category === 'image') dimensions = await imageDimensions(filePath, type.extension);
        },
      });
      return ok(await createItem(app.db, app.storage, principal, upload, folderId, dimensions));
    },
  );

  app.post(
    MEDIA_PATHS.save,
    { config: { access }, attachValidation: true, schema: { tags, summary: 'Change the title, alt text, description or published flag of an item', body: mediaItemForm, response: responses(mediaItemSchema) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      return ok(await saveItem(app.db, principalOf(request), request.body));
    },
  );

  app.post(
    MEDIA_PATHS.move,
    { config: { access }, attachValidation: true, schema: { tags, summary: 'Move items into a folder (folder_id null: out of every folder); answers how many moved', body: mediaMoveForm, response: responses(z.object({ moved: z.number().int() })) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      return ok({ moved: await moveItems(app.db, principalOf(request), request.body) });
    },
  );

  app.post(
    MEDIA_PATHS.usages,
    { config: { access }, attachValidation: true, schema: { tags, summary: 'Where the items are still shown (asked before deleting); items used nowhere are left out', body: mediaSelection, response: responses(mediaUsagesSchema) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      return ok(await findUsages(app.db, request.body.ids));
    },
  );

  app.post(
    MEDIA_PATHS.delete,
    { config: { access }, attachValidation: true, schema: { tags, summary: 'Delete items and their stored files; answers how many went', body: mediaSelection, response: responses(z.object({ deleted: z.number().int() })) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      return ok({ deleted: await deleteItems(app.db, app.storage, principalOf(request), request.body) });
    },
  );
};

/** The rich-text editors' image picker: every client type whose screens carry rich text. */
const pickerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MEDIA_PATHS.picker,
    {
      config: { access: { clientTypes: ['exhibitor', 'organizer', 'miniprog'], roleKey: PICKER_ROLE_KEYS, requiresSavedProfile: true } },
      schema: { tags, summary: 'SPEC §9: published images of the library, the most recently published first (10 a page by default); for the rich-text editors', querystring: mediaPickerQuery, response: responses(pageOf(mediaPickerImageSchema)) },
    },
    async (request) => {
      const { rows, total } = await listPickerImages(app.db, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );
};

/** SPEC §2 media library: folders, upload, search, edit, move and delete, and the editors' picker. */
const mediaLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });
  await app.register(folderRoutes);
  await app.register(itemRoutes);
  await app.register(pickerRoutes);
};

export default mediaLibraryRoutes;
