import fp from 'fastify-plugin';
import { type ServerLocale, parseLocale } from '../lib/i18n/locale';
import { type MessageKey, type MessageParams, translate } from '../lib/i18n/translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** from the Language-Set header; zh-cn when absent or unknown */
    locale: ServerLocale;
    t(key: MessageKey, params?: MessageParams): string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', 'zh-cn');
    app.decorateRequest('t', function t(this: { locale: ServerLocale }, key: MessageKey, params?: MessageParams) {
      return translate(this.locale, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.locale = parseLocale(request.headers['language-set']);
    });
  },
  { name: 'i18n' },
);
