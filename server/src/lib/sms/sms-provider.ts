import type { SmsConfig } from '../../config/config';

/** Something that delivers a text message to a mobile number. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** Gives up on a provider that does not answer, so a slow gateway cannot pile up requests. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A generic HTTP gateway: POST {phone, text} as JSON, optionally with a bearer token; any 2xx is a
 * delivery. Commercial SMS services are put behind such a gateway (or get their own provider here).
 */
export function webhookSmsProvider(url: string, token?: string): SmsProvider {
  return {
    name: 'webhook',
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** The configured provider, or undefined: SMS then stays in the stored outbox. */
export function smsProviderFrom(config: SmsConfig | undefined): SmsProvider | undefined {
  return config ? webhookSmsProvider(config.webhookUrl, config.webhookToken) : undefined;
}
