import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exhibitorIdOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { deleteMessage, getMessage, listMessages, markRead, unreadCount } from './message-store';
import { messageIdBody, messageIdQuery, messageItem, messageListQuery, messagePage, unreadCountData } from './message-schemas';

const readAccess: RouteAccess = { clientTypes: ['exhibitor'] };
// reading and marking read are part of reading; removing a message needs the message power
const editAccess: RouteAccess = { clientTypes: ['exhibitor'], powerKey: 'exhibitor.message.edit' };

/** Exhibitor messages (shared/src/contracts/messages.ts): always the session's own exhibitor. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];

  app.get(
    '/exhibitors/message/count',
    { config: { access: readAccess }, schema: { tags, summary: 'Unread message count', response: responses(unreadCountData) } },
    async (request) => ok({ count: await unreadCount(app.db, exhibitorIdOf(request)) }),
  );

  app.get(
    '/exhibitors/message/list',
    {
      config: { access: readAccess },
      schema: { tags, summary: 'Messages, newest first (page_size 10 by default)', querystring: messageListQuery, response: responses(messagePage) },
    },
    async (request) => ok(await listMessages(app.db, exhibitorIdOf(request), request.query, request.locale)),
  );

  app.get(
    '/exhibitors/message/index',
    { config: { access: readAccess }, schema: { tags, summary: 'One message with its content', querystring: messageIdQuery, response: responses(messageItem) } },
    async (request) => ok(await getMessage(app.db, exhibitorIdOf(request), request.query.id, request.locale)),
  );

  app.post(
    '/exhibitors/message/read',
    { config: { access: readAccess }, schema: { tags, summary: 'Mark a message read; answers the unread count', body: messageIdBody, response: responses(unreadCountData) } },
    async (request) => ok({ count: await markRead(app.db, exhibitorIdOf(request), request.body.id) }),
  );

  app.delete(
    '/exhibitors/message/delete',
    { config: { access: editAccess }, schema: { tags, summary: 'Delete a message from the own list', querystring: messageIdQuery, response: responses(z.null()) } },
    async (request) => {
      await deleteMessage(app.db, exhibitorIdOf(request), request.query.id);
      return ok(null);
    },
  );
};

export default messageRoutes;
