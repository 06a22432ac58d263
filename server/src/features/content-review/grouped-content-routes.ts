import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUPED_KINDS, reviewPaths } from '@fair/shared/contracts/content-review';
import { AppError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { sendSheet } from '../../lib/sheets/streamed-sheet';
import { exhibitorListQuery, exhibitorSummaryPage, fileAnswer, groupedExportQuery, itemListQuery, reviewItemPage } from './content-review-schemas';
import { countItems, listExhibitors, listItems } from './grouped-content-queries';
import { exportFileName, streamGroupedSheet } from './review-export';
import { REVIEW_KIND_SPECS } from './review-kinds';

const tags = ['content review'];

/**
 * SPEC §2 /news/exhibitor-news-manage and /activity/exhibit-activity-manage: one row per exhibitor with
 * its count and last upload, its items, and the export of the selected exhibitors' items.
 */
const groupedContentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of GROUPED_KINDS) {
    const { access } = REVIEW_KIND_SPECS[kind];
    const paths = reviewPaths(kind);
    const what = kind === 'news' ? 'news items' : 'activities';

    app.get(
      paths.exhibitors,
      {
        config: { access },
        schema: { tags, summary: `Every exhibitor with its count of ${what} and last upload; keyword: exhibitor name or an item title`, querystring: exhibitorListQuery, response: responses(exhibitorSummaryPage) },
      },
      async (request) => {
        const { rows, total } = await listExhibitors(app.db, kind, request.query);
        return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
      },
    );

    app.get(
      paths.items,
      { config: { access }, schema: { tags, summary: `One exhibitor's ${what}, newest upload first`, querystring: itemListQuery, response: responses(reviewItemPage) } },
      async (request) => {
        const { rows, total } = await listItems(app.db, kind, request.query);
        return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
      },
    );

    app.get(
      paths.export,
      {
        config: { access },
        schema: { tags, summary: `The selected exhibitors' ${what} as .xlsx, streamed (SPEC §5: at least one exhibitor, and one with ${what})`, querystring: groupedExportQuery, response: fileAnswer },
      },
      async (request, reply) => {
        const ids = request.query.exhibitor_ids;
        // SPEC §5: the export needs a selection, and something to export in it
        if (!ids) throw new AppError(400, kind === 'news' ? 'contentReview.selectData' : 'contentReview.selectActivities');
        if ((await countItems(app.db, kind, ids)) === 0) throw new AppError(400, kind === 'news' ? 'contentReview.selectedNoNews' : 'contentReview.selectedNoActivities');
        const stream = streamGroupedSheet(app.db, kind, ids, request.locale, (error) => request.log.error({ err: error }, `${kind} export failed`));
        return sendSheet(reply, exportFileName(request.locale, kind), stream);
      },
    );
  }
};

export default groupedContentRoutes;
