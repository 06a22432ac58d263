import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { exhibitorIdOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { AppError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import type { ContentDefinition, ContentForm } from './content-definition';
import { contentIdQuery, contentListQuery, contentStateBody } from './content-schemas';
import { pageOf } from '../../lib/http/list-schemas';
import { type ContentTable, changeState, deleteOwn, ownPageQuery } from './content-store';
import { ownItem, saveOwnItem } from './own-items';

/**
 * The five calls of one content kind under /exhibitors/<kind>/ (shared/src/contracts/content.ts). The
 * exhibitor is always the session's; an id of another exhibitor's item answers 404 like a missing one.
 */
export function contentRoutes<T extends ContentTable, Form extends ContentForm, Extra extends Record<string, unknown>>(definition: ContentDefinition<T, Form, Extra>): FastifyPluginAsyncZod {
  const { kind, table, notFoundKey } = definition;
  const base = `/exhibitors/${kind}`;
  const tags = [definition.tag];
  // SPEC §4: content pages open only once the profile is saved
  const readAccess: RouteAccess = { clientTypes: ['exhibitor'], requiresSavedProfile: true };
  const editAccess: RouteAccess = { clientTypes: ['exhibitor'], powerKey: definition.powerKey, requiresSavedProfile: true };
  const ownPage = ownPageQuery(table, definition.searchColumns, definition.listColumns);

  const itemOf = (db: Database, exhibitorId: number, id: number) => ownItem(db, definition, exhibitorId, id);

  return async (app) => {
    app.get(
      `${base}/list`,
      {
        config: { access: readAccess },
        schema: { tags, summary: 'Own items, pinned first then newest; keyword searches both languages', querystring: contentListQuery, response: responses(pageOf(definition.listItemSchema)) },
      },
      async (request) => {
        const { rows, total } = await ownPage(app.db, exhibitorIdOf(request), request.query);
        return ok({ list: await definition.toListItems(app.db, rows), total, page: request.query.page, page_size: request.query.page_size });
      },
    );

    app.get(
      `${base}/info`,
      { config: { access: readAccess }, schema: { tags, summary: 'One own item', querystring: contentIdQuery, response: responses(definition.itemSchema) } },
      async (request) => ok(await itemOf(app.db, exhibitorIdOf(request), request.query.id)),
    );

    app.post(
      `${base}/save`,
      {
        config: { access: editAccess },
        attachValidation: true,
        schema: {
          tags,
          summary: 'Create (no id) or update an own item; status draft = save as draft, published = publish',
          body: definition.formSchema,
          response: responses(definition.itemSchema),
        },
      },
      async (request) => {
        if (request.validationError) throw formProblems(request.validationError);
        const exhibitorId = exhibitorIdOf(request);
        const id = await saveOwnItem(app.db, definition, exhibitorId, request.body as Form);
        await app.changes.announce('catalogue', { exhibitorId });
        return ok(await itemOf(app.db, exhibitorId, id));
      },
    );

    app.post(
      `${base}/state`,
      {
        config: { access: editAccess },
        schema: { tags, summary: 'Publish, withdraw publication, pin to top or cancel pin', body: contentStateBody, response: responses(definition.itemSchema) },
      },
      async (request) => {
        const exhibitorId = exhibitorIdOf(request);
        if (!(await changeState(app.db, table, exhibitorId, request.body.id, request.body.action))) throw new AppError(404, notFoundKey);
        await app.changes.announce('catalogue', { exhibitorId });
        return ok(await itemOf(app.db, exhibitorId, request.body.id));
      },
    );

    app.delete(
      `${base}/delete`,
      { config: { access: editAccess }, schema: { tags, summary: 'Delete an own item permanently', querystring: contentIdQuery, response: responses(z.null()) } },
      async (request) => {
        const exhibitorId = exhibitorIdOf(request);
        if (!(await deleteOwn(app.db, table, exhibitorId, request.query.id))) throw new AppError(404, notFoundKey);
        await app.changes.announce('catalogue', { exhibitorId });
        return ok(null);
      },
    );
  };
}
