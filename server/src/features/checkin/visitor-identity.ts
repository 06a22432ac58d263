import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VISITOR_TOKEN_HEADER } from '@fair/shared/contracts/checkin';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { checkinVisitors } from '../../db/schema/checkin';
import { AppError } from '../../lib/http/app-error';
import { verifyVisitor } from './checkin-tokens';

/** Who a visitor is, as an identity provider vouches for it. */
export interface VisitorIdentity {
  /** the provider's own user id (e.g. the mini-programme platform's openid) */
  subject: string;
  nickName: string;
}

/**
 * A source of visitor identities. The real mini-programme's provider exchanges its platform login code for the
 * platform's user id; a provider never takes an id the client chose.
 */
export interface VisitorProvider {
  readonly id: string;
  /** the identity the credential proves, or undefined when it proves none */
  identify(credential: string | undefined): Promise<VisitorIdentity | undefined>;
}

/** Demo mode's provider for the /m pages: each call issues a new visitor. */
export const demoVisitorProvider: VisitorProvider = {
  id: 'demo',
  identify: () => Promise.resolve({ subject: randomUUID(), nickName: `访客${randomInt(1000, 10_000)}` }),
};

/** The providers this server accepts: the demo one only in demo mode. */
export function visitorProviders(config: Pick<AppConfig, 'demo'>, extra: VisitorProvider[] = []): Map<string, VisitorProvider> {
  return new Map([...(config.demo ? [demoVisitorProvider] : []), ...extra].map((provider) => [provider.id, provider]));
}

/** The visitor row of an identity: created on first sight, its nick name kept up to date. */
export async function visitorIdOf(db: Database, provider: string, identity: VisitorIdentity): Promise<number> {
  const [row] = await db
    .insert(checkinVisitors)
    .values({ provider, subject: identity.subject, nick_name: identity.nickName })
    .onConflictDoUpdate({ target: [checkinVisitors.provider, checkinVisitors.subject], set: { nick_name: identity.nickName } })
    .returning({ id: checkinVisitors.id });
  return row.id;
}

/** The visitor of a request, from its signed token; refused with 403 (not 401: no staff session is involved). */
export function requireVisitor(request: FastifyRequest, secret: string): number {
  const visitorId = verifyVisitor(secret, request.headers[VISITOR_TOKEN_HEADER]);
  if (visitorId === undefined) throw new AppError(403, 'checkin.visitorRequired');
  return visitorId;
}
