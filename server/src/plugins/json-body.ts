import fp from 'fastify-plugin';

/**
 * A JSON content type with an empty (or blank) body means "no payload" on every route, as clients and
 * proxies send it on body-less calls such as logout; Fastify's own parser refuses that with a 400.
 * Any other body goes to Fastify's parser unchanged (prototype-poisoning checks included).
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if ((body as string).trim() === '') return done(null, undefined);
      return parseJson(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
