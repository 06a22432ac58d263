import { MINIPROG_API_PREFIX, publicProductCard, publicProductDetail } from '@fair/shared/contracts/miniprog-api';
import { pageOf } from '../../lib/http/list-schemas';
import { type ApiRoutes, envelope, found } from './api-answers';
import { jsonAnswer } from './api-cache';
import { productDetail, productList } from './api-queries';
import { cached, config, idParams, languageHeader, productQuery, tags } from './api-schemas';

const base = MINIPROG_API_PREFIX;

/** The published products of public companies, and one product. */
const productRoutes: ApiRoutes = async (app, { send }) => {
  app.get(
    `${base}/products`,
    { config, schema: { tags, summary: 'Published products of public companies, pinned then newest; search, company, category, area', querystring: productQuery, headers: languageHeader, response: cached(pageOf(publicProductCard)) } },
    async (request, reply) => {
      const filters = { ...request.query, q: request.query.q?.trim() || undefined };
      const key = `products|${JSON.stringify([filters.q ?? '', filters.exhibitor, filters.category, filters.area, filters.page, filters.page_size])}`;
      return send(request, reply, key, async () => ({ page: jsonAnswer(200, envelope(request, await productList(app.db, request.locale, filters)), { listing: true }) }));
    },
  );

  app.get(
    `${base}/products/:id`,
    { config, schema: { tags, summary: 'One published product of a public company', params: idParams, headers: languageHeader, response: cached(publicProductDetail) } },
    async (request, reply) =>
      send(request, reply, `products/${request.params.id}`, async () => {
        const product = await productDetail(app.db, request.locale, request.params.id);
        return found(request, product, product ? { exhibitorId: product.exhibitor_id } : {});
      }),
  );
};

export default productRoutes;
