import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXHIBITOR_SHEET_PATHS } from '@fair/shared/contracts/exhibitor-sheets';
import { exportStream } from './export-accounts';
import { access, exportQuery, fileAnswer, tags } from './exhibitor-sheet-schemas';
import { sendXlsx } from './sheet-files';

/** The account export in the import template columns. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EXHIBITOR_SHEET_PATHS.export,
    {
      config: { access },
      schema: { tags, summary: 'The exhibitor accounts as .xlsx in the import template columns, streamed; the list search and filters apply', querystring: exportQuery, response: fileAnswer },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        '展商账号.xlsx',
        'exhibitor-accounts.xlsx',
        exportStream(app.db, request.query, (error) => request.log.error({ err: error }, 'exhibitor account export failed')),
      ),
  );
};

export default exportRoutes;
