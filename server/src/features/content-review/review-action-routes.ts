import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUPED_KINDS, REVIEW_KINDS, reviewPaths } from '@fair/shared/contracts/content-review';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { reviewChange, reviewChanged, reviewDeleteQuery, reviewIdQuery, reviewItemDetail } from './content-review-schemas';
import { readItem } from './grouped-content-queries';
import { type ReviewOperation, reviewItems } from './review-store';
import { REVIEW_KIND_SPECS } from './review-kinds';

const tags = ['content review'];

/**
 * Publish, withdraw and delete on any exhibitor's products, news items and activities, one or many at
 * once: the exhibitor's own content rules, the operation log and a bell message per exhibitor, in one
 * transaction; the catalogue of each exhibitor concerned is refreshed.
 */
const reviewActionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of REVIEW_KINDS) {
    const { access } = REVIEW_KIND_SPECS[kind];
    const paths = reviewPaths(kind);

    const review = async (principal: ReturnType<typeof principalOf>, ids: number[], operation: ReviewOperation) => {
      const { changed, exhibitorIds } = await reviewItems(app.db, principal, kind, ids, operation);
      for (const exhibitorId of exhibitorIds) await app.changes.announce('catalogue', { exhibitorId });
      return ok({ changed });
    };

    app.post(
      paths.state,
      { config: { access }, schema: { tags, summary: `Publish or withdraw ${kind} items of any exhibitors (ids not found are left out)`, body: reviewChange, response: responses(reviewChanged) } },
      async (request) => review(principalOf(request), request.body.ids, request.body.action),
    );

    app.delete(
      paths.delete,
      { config: { access }, schema: { tags, summary: `Delete ${kind} items of any exhibitors for good`, querystring: reviewDeleteQuery, response: responses(reviewChanged) } },
      async (request) => review(principalOf(request), request.query.ids, 'delete'),
    );
  }

  for (const kind of GROUPED_KINDS) {
    const { access } = REVIEW_KIND_SPECS[kind];
    app.get(
      reviewPaths(kind).info,
      { config: { access }, schema: { tags, summary: `One ${kind} item of any exhibitor with its content`, querystring: reviewIdQuery, response: responses(reviewItemDetail) } },
      async (request) => ok(await readItem(app.db, kind, request.query.id)),
    );
  }
};

export default reviewActionRoutes;
