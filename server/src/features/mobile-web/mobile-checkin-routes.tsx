import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { CHECKIN_SCAN_PAGE, CODE_ALPHABET, CODE_LENGTH } from '@fair/shared/contracts/checkin';
import { PUBLIC } from '../../lib/access/route-access';
import type { CatalogueLocale } from '../catalogue';
import { visitorProviders } from '../checkin';
import { CampaignPage, CheckinMessagePage, ClaimsPage, CodePage, ScanPage } from './components/checkin-pages';
import type { MobileContext } from './components/mobile-layout';
import { MobileNotFound } from './components/mobile-pages';
import { checkinClient } from './mobile-checkin-api';
import { type Params, type Query, idOf } from './mobile-params';
import { MOBILE_ENGLISH_SEGMENT, MOBILE_ROOT, checkinPath } from './mobile-paths';

export interface CheckinPageOptions {
  contextOf(request: FastifyRequest, locale: CatalogueLocale): MobileContext;
  send(request: FastifyRequest, reply: FastifyReply, status: number, element: ReactElement): FastifyReply;
}

const pageOptions = { config: { access: PUBLIC }, schema: { hide: true } };
const CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** A form post from a page of this site: its Origin (or, without one, its Referer) names our own host. */
function fromOurPages(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    return new URL(source).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Check-in prizes on the /m pages (issue 22), without script: a point's QR code opens `/m/checkin?t=<token>`, which
 * checks the visitor in; the campaign page claims by a form post; a code page and the visitor's codes. The visitor is
 * the demo provider's, kept in an HttpOnly, SameSite=Lax cookie; every call goes through the visitors' API in-process.
 */
const mobileCheckinRoutes: FastifyPluginAsync<CheckinPageOptions> = async (app, { contextOf, send }) => {
  const available = visitorProviders(app.config).has('demo');
  // the claim form posts urlencoded; this parser is for these pages only (the plugin is encapsulated)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  for (const locale of ['zh-cn', 'en-us'] as const) {
    const base = locale === 'en-us' ? `${MOBILE_ROOT}/${MOBILE_ENGLISH_SEGMENT}/checkin` : CHECKIN_SCAN_PAGE;
    const unavailable = (request: FastifyRequest, reply: FastifyReply) => {
      const ctx = contextOf(request, locale);
      return send(request, reply, 403, <CheckinMessagePage ctx={ctx} title={ctx.t('mobile.checkin.onlyInMiniprog')} message={ctx.t('mobile.checkin.onlyInMiniprogHint')} />);
    };
    const refused = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) => {
      const ctx = contextOf(request, locale);
      return send(request, reply, status, <CheckinMessagePage ctx={ctx} title={ctx.t('mobile.checkin.refused')} message={message} />);
    };
    const notFound = (request: FastifyRequest, reply: FastifyReply) => send(request, reply, 404, <MobileNotFound ctx={contextOf(request, locale)} />);

    app.get(base, pageOptions, async (request, reply) => {
      const token = (request.query as Query).t;
      if (typeof token !== 'string' || !token || token.length > 200) return notFound(request, reply);
      if (!available) return unavailable(request, reply);
      const answer = await checkinClient(app, request, locale).scan(token);
      if (!answer) return unavailable(request, reply);
      if (!answer.ok) return refused(request, reply, answer.status, answer.message);
      return send(request, reply, 200, <ScanPage ctx={contextOf(request, locale)} answer={answer.data} />);
    });

    app.get(`${base}/campaigns/:id`, pageOptions, async (request, reply) => {
      const id = idOf((request.params as Params).id);
      if (!id) return notFound(request, reply);
      if (!available) return unavailable(request, reply);
      const answer = await checkinClient(app, request, locale).progress(id);
      if (!answer) return unavailable(request, reply);
      if (!answer.ok) return answer.status === 404 ? notFound(request, reply) : refused(request, reply, answer.status, answer.message);
      return send(request, reply, 200, <CampaignPage ctx={contextOf(request, locale)} progress={answer.data} />);
    });

    app.post(`${base}/campaigns/:id/claim`, pageOptions, async (request, reply) => {
      const id = idOf((request.params as Params).id);
      const prizeId = idOf((request.body as Query | undefined)?.prize_id);
      if (!id || !prizeId) return notFound(request, reply);
      const ctx = contextOf(request, locale);
      if (!fromOurPages(request)) return refused(request, reply, 403, ctx.t('mobile.checkin.badOrigin'));
      if (!available) return unavailable(request, reply);
      const client = checkinClient(app, request, locale);
      const claim = await client.claim(prizeId);
      if (!claim) return unavailable(request, reply);
      // post, then redirect: a reload of the code page never claims again
      if (claim.ok) {
        if (request.mobileCookie) reply.header('set-cookie', request.mobileCookie);
        return reply.redirect(`${checkinPath(locale, `codes/${claim.data.code}`)}?claimed=1`, 303);
      }
      const progress = await client.progress(id);
      if (!progress?.ok) return refused(request, reply, claim.status, claim.message);
      return send(request, reply, claim.status, <CampaignPage ctx={ctx} progress={progress.data} refusal={claim.message} />);
    });

    app.get(`${base}/codes/:code`, pageOptions, async (request, reply) => {
      const code = (request.params as Params).code ?? '';
      if (!CODE.test(code)) return notFound(request, reply);
      const claims = await checkinClient(app, request, locale).claims();
      // only the visitor's own codes: another visitor's code names no page
      const claim = claims.ok ? claims.data.find((row) => row.code === code) : undefined;
      return claim ? send(request, reply, 200, <CodePage ctx={contextOf(request, locale)} claim={claim} justClaimed={(request.query as Query).claimed === '1'} />) : notFound(request, reply);
    });

    app.get(`${base}/claims`, pageOptions, async (request, reply) => {
      if (!available) return unavailable(request, reply);
      const claims = await checkinClient(app, request, locale).claims();
      if (!claims.ok) return refused(request, reply, claims.status, claims.message);
      return send(request, reply, 200, <ClaimsPage ctx={contextOf(request, locale)} claims={claims.data} />);
    });
  }
};

export default mobileCheckinRoutes;
