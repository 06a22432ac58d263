import { z } from 'zod';
import { MINIPROG_API_PREFIX, publicHome, publicPopup } from '@fair/shared/contracts/miniprog-api';
import { type ApiRoutes, envelope } from './api-answers';
import { jsonAnswer } from './api-cache';
import { HOME_EXAMPLE, POPUPS_EXAMPLE } from './api-examples';
import { homeOf, popupsOf } from './api-queries';
import { cached, config, languageHeader, tags } from './api-schemas';

const base = MINIPROG_API_PREFIX;

/** The mini-programme home and its popups. */
const homeRoutes: ApiRoutes = async (app, { send }) => {
  app.get(
    `${base}/home`,
    { config, schema: { tags, summary: 'The home page: banners, quick entries, featured exhibitors, products and activities (live ones, in order)', headers: languageHeader, response: cached(publicHome.meta({ examples: [HOME_EXAMPLE] })) } },
    async (request, reply) =>
      send(request, reply, 'home', async () => {
        const { home, validUntil } = await homeOf(app.db, request.locale, new Date());
        return { page: jsonAnswer(200, envelope(request, home), { listing: true }), validUntil };
      }),
  );

  app.get(
    `${base}/popups`,
    { config, schema: { tags, summary: 'Popups enabled and inside their schedule now (Asia/Shanghai clock), in order', headers: languageHeader, response: cached(z.object({ list: z.array(publicPopup) }).meta({ examples: [POPUPS_EXAMPLE] })) } },
    async (request, reply) =>
      send(request, reply, 'popups', async () => {
        const { list, validUntil } = await popupsOf(app.db, new Date());
        return { page: jsonAnswer(200, envelope(request, { list })), validUntil };
      }),
  );
};

export default homeRoutes;
