import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import exportRoutes from './export-routes';
import { registerImportJobs } from './import-jobs';
import previewRoutes from './preview-routes';
import { createSheetParser } from './sheet-parser';
import uploadRoutes from './upload-routes';

/**
 * SPEC §2 /account/exhibitor-account-manage: import of the exhibitor information sheet (template, upload
 * → validation job → confirm → apply job, the refused rows as a sheet to fix) and the account export
 * (SPEC §7 POST /admin/user/exhibitors/import, GET /admin/user/exhibitors/export).
 */
const exhibitorSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  const parser = createSheetParser(app.config.sheetWorker, app.log);
  app.addHook('onClose', () => parser.close());
  registerImportJobs(app, parser);
  await app.register(uploadRoutes, { parser });
  await app.register(previewRoutes);
  await app.register(exportRoutes);
};

export default exhibitorSheetRoutes;
