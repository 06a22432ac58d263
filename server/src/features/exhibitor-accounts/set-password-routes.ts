import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXHIBITOR_ACCOUNT_PATHS } from '@fair/shared/contracts/exhibitor-accounts';
import { setPasswordSchema } from '@fair/shared/validation/exhibitor-account';
import { PUBLIC } from '../../lib/access/route-access';
import { errorEnvelope, ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { setPasswordLinkInfo, setPasswordLinkQuery, tags } from './exhibitor-account-schemas';
import { throttledLinkCheck } from './set-password-throttle';
import { checkSetPasswordToken, spendSetPasswordToken } from './set-password-tokens';

/** a spent or expired set-password link */
const linkResponses = <T extends z.ZodType>(data: T) => ({ ...responses(data), 410: errorEnvelope });

/** The public set-password link of a credential e-mail: whether it still works, and setting the password with it. */
const setPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EXHIBITOR_ACCOUNT_PATHS.setPasswordCheck,
    { config: { access: PUBLIC }, schema: { tags, summary: 'Whether a set-password link of a credential e-mail still works, and for which account; unknown links from one source are throttled (429)', querystring: setPasswordLinkQuery, response: linkResponses(setPasswordLinkInfo) } },
    async (request) => ok(await throttledLinkCheck(app.db, request.ip, () => checkSetPasswordToken(app.db, request.query.token))),
  );

  app.post(
    EXHIBITOR_ACCOUNT_PATHS.setPassword,
    { config: { access: PUBLIC }, attachValidation: true, schema: { tags, summary: 'Set the password from a one-time link (SPEC §5 rule); the link is spent and other sessions end; unknown links from one source are throttled (429)', body: setPasswordSchema, response: linkResponses(z.null()) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      await throttledLinkCheck(app.db, request.ip, () => spendSetPasswordToken(app.db, request.body.token, request.body.password));
      return ok(null);
    },
  );
};

export default setPasswordRoutes;
