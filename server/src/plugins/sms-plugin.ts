import fp from 'fastify-plugin';
import { backgroundSends } from '../lib/outbox/background-sends';
import { dispatch } from '../lib/outbox/outbox-store';
import { smsProviderFrom } from '../lib/sms/sms-provider';

export interface SmsSender {
  /** true when messages only reach the stored outbox (no provider configured) */
  readonly outboxOnly: boolean;
  send(phone: string, text: string): Promise<void>;
  /** send without waiting (failures are logged and kept on the outbox row) */
  sendLater(phone: string, text: string): void;
  /** every sendLater finished */
  idle(): Promise<void>;
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
    const background = backgroundSends(app.log);
    const send = async (phone: string, text: string) => {
      await dispatch(app.db, { channel: 'sms', recipient: phone, body: text }, provider && (() => provider.send(phone, text)));
      if (!provider && app.config.demo) app.log.info({ phone, text }, 'demo SMS kept in the outbox');
    };
    // preClose: before the database plugin's onClose, since a send still writes its outbox row
    app.addHook('preClose', () => background.idle());
    app.decorate('sms', {
      outboxOnly: !provider,
      send,
      sendLater: (phone, text) => background.run('SMS', () => send(phone, text)),
      idle: () => background.idle(),
    } satisfies SmsSender);
  },
  { name: 'sms', dependencies: ['config', 'db'] },
);
