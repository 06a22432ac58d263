import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { AppError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { z } from 'zod';
import { exhibitorOptions, findNotification, listNotifications } from './notification-queries';
import {
  deletedData,
  exhibitorOptionsQuery,
  notificationExhibitor,
  notificationForm,
  notificationIdBody,
  notificationIdQuery,
  notificationIdsBody,
  notificationItem,
  notificationListQuery,
  notificationPage,
} from './notification-schemas';
import { deleteNotifications, saveNotification, withdrawNotification } from './notification-store';

const tags = ['notifications'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'organizer.notification' };

/**
 * SPEC §2 /organizer/notification, notification-create and notification-edit (role key organizer.notification):
 * the organizer's notifications, delivered into the exhibitors' message boxes (features/messages) when published.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/notification/list',
    { config: { access }, schema: { tags, summary: 'Notifications, last changed first unless sorted; search by either title', querystring: notificationListQuery, response: responses(notificationPage) } },
    async (request) => {
      const { list, total } = await listNotifications(app.db, request.query);
      return ok({ list, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(
    '/admin/notification/info',
    { config: { access }, schema: { tags, summary: 'One notification with its chosen exhibitors', querystring: notificationIdQuery, response: responses(notificationItem) } },
    async (request) => {
      const item = await findNotification(app.db, request.query.id);
      if (!item) throw new AppError(404, 'notifications.notFound');
      return ok(item);
    },
  );

  app.get(
    '/admin/notification/exhibitors',
    { config: { access }, schema: { tags, summary: 'Exhibitors the audience picker offers (at most 20), by Chinese or English name', querystring: exhibitorOptionsQuery, response: responses(z.array(notificationExhibitor)) } },
    async (request) => ok(await exhibitorOptions(app.db, request.query.keyword)),
  );

  app.post(
    '/admin/notification/save',
    {
      config: { access },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create (no id) or update a draft; status published delivers it into every addressed message box',
        body: notificationForm,
        response: responses(notificationItem),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      return ok(await saveNotification(app.db, principalOf(request), request.body));
    },
  );

  app.post(
    '/admin/notification/withdraw',
    { config: { access }, schema: { tags, summary: 'Withdraw a published notification from every message box; it becomes a draft', body: notificationIdBody, response: responses(notificationItem) } },
    async (request) => ok(await withdrawNotification(app.db, principalOf(request), request.body.id)),
  );

  app.post(
    '/admin/notification/delete',
    {
      config: { access },
      schema: { tags, summary: 'Delete notifications; published ones leave every message box holding them, read or not', body: notificationIdsBody, response: responses(deletedData) },
    },
    async (request) => ok(await deleteNotifications(app.db, principalOf(request), request.body.ids)),
  );
};

export default notificationRoutes;
