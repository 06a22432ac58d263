import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKIN_ADMIN_PATHS as P, checkinCodeAnswer, writeOffPage, writeOffTotals } from '@fair/shared/contracts/checkin';
import { checkinCodeBody, checkinCodeQuery, writeOffExportQuery, writeOffListQuery, writeOffTotalsQuery } from '@fair/shared/validation/checkin';
import { principalOf } from '../../lib/access/principal-of';
import { commonErrorResponses, ok, responses } from '../../lib/http/envelope';
import { sendSheet } from '../../lib/sheets/streamed-sheet';
import { CHECKIN_ADMIN_ACCESS } from './checkin-access';
import { readCode, redeemCode } from './redemption-rules';
import { listWriteOffs, streamWriteOffSheet, writeOffFileName, writeOffTotals as totalsOf } from './write-off-queries';

const tags = ['check-in'];
const config = { access: CHECKIN_ADMIN_ACCESS };

/** SPEC §2 /checkin/check-in-write-off and /checkin/write-off-detail. */
const writeOffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(P.lookup, { config, schema: { tags, summary: 'Who holds a redemption code, which prize of which campaign, and whether it was redeemed', querystring: checkinCodeQuery, response: responses(checkinCodeAnswer) } }, async (request) => {
    const { claim_id: _claim, ...answer } = await readCode(app.db, request.query.code);
    return ok(answer);
  });

  app.post(
    P.redeem,
    { config, schema: { tags, summary: 'Redeem a code once; a second attempt answers 409 with when and by which staff account it was redeemed', body: checkinCodeBody, response: responses(checkinCodeAnswer) } },
    async (request) => ok(await redeemCode(app.db, principalOf(request), request.body.code)),
  );

  app.get(P.detail, { config, schema: { tags, summary: 'Redemptions: who, when, which prize and staff account; filters, sort, paging', querystring: writeOffListQuery, response: responses(writeOffPage) } }, async (request) =>
    ok(await listWriteOffs(app.db, request.query)),
  );

  app.get(P.totals, { config, schema: { tags, summary: 'Per prize of a campaign: stock, claimed, redeemed', querystring: writeOffTotalsQuery, response: responses(writeOffTotals) } }, async (request) =>
    ok(await totalsOf(app.db, request.query.campaign_id)),
  );

  app.get(
    P.export,
    { config, schema: { tags, summary: 'The filtered redemptions as .xlsx, streamed in the list order', querystring: writeOffExportQuery, response: { 200: z.unknown().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), ...commonErrorResponses } } },
    async (request, reply) => {
      const stream = streamWriteOffSheet(app.db, request.query, request.locale, (error) => request.log.error({ err: error }, 'write-off export failed'));
      return sendSheet(reply, writeOffFileName(request.locale), stream);
    },
  );
};

export default writeOffRoutes;
