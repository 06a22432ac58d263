import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exhibitorIdOf, principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { AppError } from '../../lib/http/app-error';
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
import { deleteDownload, exhibitorTypesOf, findDownload, listAll, listVisible, saveDownload, toAdminItem, toExhibitorItem } from './download-store';

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
      schema: { tags, summary: 'Every download file, newest publish date first unless sorted; search by title or file name', querystring: adminDownloadListQuery, response: responses(adminDownloadPage) },
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
      const row = await saveDownload(app.db, principalOf(request), request.body);
      return ok(toAdminItem(row));
    },
  );

  app.delete(
    '/admin/download/delete',
    { config: { access: adminAccess }, schema: { tags, summary: 'Delete a download file (its upload stays stored)', querystring: downloadIdQuery, response: responses(z.null()) } },
    async (request) => {
      await deleteDownload(app.db, principalOf(request), request.query.id);
      return ok(null);
    },
  );
};

export default downloadRoutes;
