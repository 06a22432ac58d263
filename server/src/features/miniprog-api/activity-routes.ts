import { MINIPROG_API_PREFIX, publicActivityCard, publicActivityDetail } from '@fair/shared/contracts/miniprog-api';
import { pageOf } from '../../lib/http/list-schemas';
import { type ApiRoutes, envelope, found } from './api-answers';
import { jsonAnswer } from './api-cache';
import { activityDetail, activityList } from './api-queries';
import { cached, config, idParams, languageHeader, pagingQuery, tags } from './api-schemas';

const base = MINIPROG_API_PREFIX;

/** The fair's concurrent activities, and one activity. */
const activityRoutes: ApiRoutes = async (app, { send }) => {
  app.get(
    `${base}/activities`,
    { config, schema: { tags, summary: "The fair's concurrent activities, in the admin's order", querystring: pagingQuery, headers: languageHeader, response: cached(pageOf(publicActivityCard)) } },
    async (request, reply) =>
      send(request, reply, `activities|${request.query.page}|${request.query.page_size}`, async () => ({ page: jsonAnswer(200, envelope(request, await activityList(app.db, request.locale, request.query))) })),
  );

  app.get(
    `${base}/activities/:id`,
    { config, schema: { tags, summary: 'One concurrent activity with its content (sanitised HTML)', params: idParams, headers: languageHeader, response: cached(publicActivityDetail) } },
    async (request, reply) => send(request, reply, `activities/${request.params.id}`, async () => found(request, await activityDetail(app.db, request.locale, request.params.id))),
  );
};

export default activityRoutes;
