import fp from 'fastify-plugin';
import { BASE_SECURITY_HEADERS } from '../lib/http/security-headers';

/**
 * Every answer — JSON envelopes, files, errors — is read only as the type it declares. Answers that set
 * the header themselves (pages, stored files) keep theirs.
 */
export default fp(
  async (app) => {
    const name = 'x-content-type-options';
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader(name)) reply.header(name, BASE_SECURITY_HEADERS[name]);
      return payload;
    });
  },
  { name: 'security-headers' },
);
