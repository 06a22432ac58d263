import serverMessages from '@fair/locales/messages/zh-cn/server.json';
import { envelope } from './http-test-server';

/**
 * How the portal refuses a call, for fake servers of page tests: a status and the key of its message, or a
 * field's problem (422). A fake decides no rule: each test says which call is refused and how, a state the page
 * must render; the rules themselves are the server's, tested there on a real database. The texts are the
 * server's own (zh-cn), so a fake never answers in words the portal does not use.
 */
export type Refusal = ({ status: 403 | 404 | 409 } | { status: 422; field: string }) & { key: string; params?: MessageParams };

type MessageParams = Record<string, string | number>;

/** A server message (zh-cn) by its dotted key, e.g. `adminUsers.lastAll`, with its {{placeholders}} filled. */
export function serverText(key: string, params: MessageParams = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], serverMessages);
  if (typeof text !== 'string') throw new Error(`No server message ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** The envelope the portal answers a refusal with (a 422 names the field, as the server's validation does). */
export function refusalBody(refusal: Refusal) {
  const message = serverText(refusal.key, refusal.params);
  if (refusal.status === 422) return envelope(422, serverText('errors.validation'), { errors: [{ field: refusal.field, message }] });
  return envelope(refusal.status, message);
}

/** The portal's answer to a path it does not have. */
export const routeNotFound = () => envelope(404, serverText('errors.routeNotFound'));
