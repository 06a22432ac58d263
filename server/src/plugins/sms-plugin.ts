import fp from 'fastify-plugin';
import { dispatch } from '../lib/outbox/outbox-store';
import { smsProviderFrom } from '../lib/sms/sms-provider';

export interface SmsSender {
  /** true when messages only reach the stored outbox (no provider configured) */
  readonly outboxOnly: boolean;
  /** sends now and records the outbox row; requests queue an outbox.send job instead (src/lib/outbox/outbox-jobs.ts) */
  send(phone: string, text: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/**
 * app.sms: every text goes to the outbox table, and to the provider when one is configured. Without a
 * provider in demo mode the text is also logged, so a demo user can read the code from the server log.
 */
export default fp(
  async (app) => {
    const provider = smsProviderFrom(app.config.sms);
    if (!provider) app.log.info('no SMS provider configured: text messages are kept in the stored outbox');
    const send = async (phone: string, text: string) => {
      await dispatch(app.db, { channel: 'sms', recipient: phone, body: text }, provider && (() => provider.send(phone, text)));
      if (!provider && app.config.demo) app.log.info({ phone, text }, 'demo SMS kept in the outbox');
    };
    app.decorate('sms', { outboxOnly: !provider, send } satisfies SmsSender);
  },
  { name: 'sms', dependencies: ['config', 'db'] },
);
