import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloads } from '../../db/schema/downloads';
import { exhibitorIdOf, principalOf } from '../../lib/access/principal-of';
import { recordOperation } from '../../lib/audit/record-operation';
import type { RouteAccess } from '../../lib/access/route-access';
import { AppError, fieldError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import {
  adminDownloadItem,
  adminDownloadListQuery,
  adminDownloadPage,
  downloadForm,
  downloadIdQuery,
  exhibitorDownloadListQuery,
  exhibitorDownloadPage,
} from './download-schemas';
import { adminUploadOf, exhibitorTypesOf, findDownload, listAll, listVisible, toAdminItem, toExhibitorItem } from './download-store';

const tags = ['downloads'];

/**
 * SPEC §2 download centre: the exhibitor's list of files published for its type, and the organizer's calls
 * behind /download/list, /download/create and /download/edit (role key download.list).
 */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exhibitors/download/list',
    {
      config: { access: { clientTypes: ['exhibitor'], requiresSavedProfile: true } },
      schema: {
        tags,
        summary: 'Files published for any of the own exhibitor types whose publish date has come, newest first',
        querystring: exhibitorDownloadListQuery,
        response: responses(exhibitorDownloadPage),
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const types = await exhibitorTypesOf(app.db, exhibitorIdOf(request));
      if (!types) throw new AppError(404, 'errors.notFound');
      const { rows, total } = await listVisible(app.db, types, request.query);
      return ok({ list: rows.map(toExhibitorItem), total, page, page_size });
    },
  );

  const adminAccess: RouteAccess = { clientTypes: ['organizer'], roleKey: 'download.list' };

  app.get(
    '/admin/download/list',
    {
      config: { access: adminAccess },
      schema: { tags, summary: 'Every download file, newest publish date first; search by title', querystring: adminDownloadListQuery, response: responses(adminDownloadPage) },
    },
    async (request) => {
      const { rows, total } = await listAll(app.db, request.query);
      return ok({ list: rows.map(toAdminItem), total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(
    '/admin/download/info',
    { config: { access: adminAccess }, schema: { tags, summary: 'One download file', querystring: downloadIdQuery, response: responses(adminDownloadItem) } },
    async (request) => {
      const row = await findDownload(app.db, request.query.id);
      if (!row) throw new AppError(404, 'downloads.notFound');
      return ok(toAdminItem(row));
    },
  );

  app.post(
    '/admin/download/save',
    {
      config: { access: adminAccess },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create (no id) or update a download file; status draft = save, published = save and publish',
        body: downloadForm,
        response: responses(adminDownloadItem),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const { id, file_url, ...fields } = request.body;
      const current = id === undefined ? undefined : await findDownload(app.db, id);
      if (id !== undefined && !current) throw new AppError(404, 'downloads.notFound');
      // the file must be an organizer's upload; an unchanged file keeps the details it was saved with
      const upload = current?.file_url === file_url ? { name: current.file_name, size: current.file_size, mime: current.file_mime } : await adminUploadOf(app.db, file_url);
      if (!upload) throw fieldError('file_url', 'upload.notYours');
      const values = { ...fields, file_url, file_name: upload.name, file_size: upload.size, file_mime: upload.mime, updated_at: new Date() };
      const row = await app.db.transaction(async (tx) => {
        const [saved] = current ? await tx.update(downloads).set(values).where(eq(downloads.id, current.id)).returning() : await tx.insert(downloads).values(values).returning();
        await recordOperation(tx, principalOf(request), { action: current ? 'update' : 'create', entity: 'download', entityId: saved.id, before: current, after: saved });
        return saved;
      });
      return ok(toAdminItem(row));
    },
  );

  app.delete(
    '/admin/download/delete',
    { config: { access: adminAccess }, schema: { tags, summary: 'Delete a download file (its upload stays stored)', querystring: downloadIdQuery, response: responses(z.null()) } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const [deleted] = await tx.delete(downloads).where(eq(downloads.id, request.query.id)).returning();
        if (!deleted) throw new AppError(404, 'downloads.notFound');
        await recordOperation(tx, principalOf(request), { action: 'delete', entity: 'download', entityId: deleted.id, before: deleted });
      });
      return ok(null);
    },
  );
};

export default downloadRoutes;
