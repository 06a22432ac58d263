import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewPaths } from '@fair/shared/contracts/content-review';
import { ok, responses } from '../../lib/http/envelope';
import { publicOrigin } from '../../lib/http/public-origin';
import { sendSheet } from '../../lib/sheets/streamed-sheet';
import { fileAnswer, productExportQuery, productListQuery, reviewIdQuery, reviewProduct, reviewProductPage } from './content-review-schemas';
import { listProducts, readProduct } from './product-review-queries';
import { exportFileName, streamProductSheet } from './review-export';
import { REVIEW_KIND_SPECS } from './review-kinds';

const tags = ['content review'];
const paths = reviewPaths('product');

/** SPEC §2 /exhibit/exhibit-data-manage: the products of all exhibitors, and their export. */
const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { access } = REVIEW_KIND_SPECS.product;

  app.get(
    paths.list,
    {
      config: { access },
      schema: { tags, summary: 'Products of all exhibitors; search product or exhibitor name, filter by category (and below), area, state; sorted', querystring: productListQuery, response: responses(reviewProductPage) },
    },
    async (request) => {
      const { rows, total, capped } = await listProducts(app.db, request.query);
      return ok({ list: rows, total, total_capped: capped, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(paths.info, { config: { access }, schema: { tags, summary: 'One product of any exhibitor', querystring: reviewIdQuery, response: responses(reviewProduct) } }, async (request) =>
    ok(await readProduct(app.db, request.query.id)),
  );

  app.get(
    paths.export,
    {
      config: { access },
      schema: { tags, summary: 'The filtered products (or the selected ids) as .xlsx with the picture addresses, streamed, in the list order', querystring: productExportQuery, response: fileAnswer },
    },
    async (request, reply) => {
      const stream = await streamProductSheet(app.db, request.query, request.locale, publicOrigin(request, app.config.publicUrl), (error) =>
        request.log.error({ err: error }, 'product export failed'),
      );
      return sendSheet(reply, exportFileName(request.locale, 'product'), stream);
    },
  );
};

export default productReviewRoutes;
