import { MINIPROG_API_PREFIX, publicTerms, publicTermsVersions } from '@fair/shared/contracts/miniprog-api';
import { type ApiRoutes, found } from './api-answers';
import { TERMS_EXAMPLE } from './api-examples';
import { termsVersion, termsVersions } from './api-queries';
import { cached, config, kindParams, languageHeader, tags, versionParams } from './api-schemas';

const base = MINIPROG_API_PREFIX;

/** The user notice and the privacy terms: the current version, the list of versions, and each published one. */
const termsRoutes: ApiRoutes = async (app, { send }) => {
  app.get(
    `${base}/terms/:kind`,
    { config, schema: { tags, summary: 'The current version of the user notice or privacy terms', params: kindParams, headers: languageHeader, response: cached(publicTerms.meta({ examples: [TERMS_EXAMPLE] })) } },
    async (request, reply) => send(request, reply, `terms/${request.params.kind}`, async () => found(request, await termsVersion(app.db, request.locale, request.params.kind))),
  );

  app.get(
    `${base}/terms/:kind/versions`,
    { config, schema: { tags, summary: 'Every published version of a kind of terms, newest first, and which is current', params: kindParams, headers: languageHeader, response: cached(publicTermsVersions) } },
    async (request, reply) =>
      send(request, reply, `terms/${request.params.kind}/versions`, async () => found(request, await termsVersions(app.db, request.locale, request.params.kind))),
  );

  app.get(
    `${base}/terms/:kind/versions/:version`,
    { config, schema: { tags, summary: 'One published version of the terms (older versions stay readable)', params: versionParams, headers: languageHeader, response: cached(publicTerms) } },
    async (request, reply) => {
      const { kind, version } = request.params;
      return send(request, reply, `terms/${kind}/${version}`, async () => found(request, await termsVersion(app.db, request.locale, kind, version)));
    },
  );
};

export default termsRoutes;
