import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXHIBITOR_SHEET_JOBS, EXHIBITOR_SHEET_MAX_ROWS, EXHIBITOR_SHEET_PATHS } from '@fair/shared/contracts/exhibitor-sheets';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { access, fileAnswer, jobStarted, tags } from './exhibitor-sheet-schemas';
import { receiveSheet } from './receive-sheet';
import { sendXlsx, templateWorkbook } from './sheet-files';
import type { SheetParser } from './sheet-parser';

/** The import template, and the upload of a filled-in sheet that starts its validation job. */
const uploadRoutes: FastifyPluginAsyncZod<{ parser: SheetParser }> = async (app, { parser }) => {
  app.get(
    EXHIBITOR_SHEET_PATHS.template,
    { config: { access }, schema: { tags, summary: 'The import template: bilingual columns, an example row and a notes sheet', response: fileAnswer } },
    async (_request, reply) => sendXlsx(reply, '展商信息导入模板.xlsx', 'exhibitor-import-template.xlsx', await templateWorkbook()),
  );

  app.post(
    EXHIBITOR_SHEET_PATHS.upload,
    {
      config: { access },
      schema: {
        tags,
        summary: `Upload the exhibitor information sheet (multipart field "file", .xlsx checked by content, at most ${UPLOAD_MAX_BYTES} bytes and ${EXHIBITOR_SHEET_MAX_ROWS} rows, no formulas, pictures or macros); answers the validation job, whose result counts new / updated / invalid rows and writes nothing`,
        consumes: ['multipart/form-data'],
        response: responses(jobStarted),
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const sheet = await receiveSheet(app, request, parser);
      const { row } = await app.jobs.enqueue(
        EXHIBITOR_SHEET_JOBS.preview,
        { key: sheet.key, name: sheet.name, locale: request.locale },
        { createdBy: { kind: principal.kind, accountId: principal.accountId } },
      );
      return ok({ job_id: row.id });
    },
  );
};

export default uploadRoutes;
