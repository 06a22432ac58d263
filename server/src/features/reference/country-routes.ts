import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CountryLocale, listCountries, parseCountryLocale } from '@fair/locales/countries';
import { PUBLIC } from '../../lib/access/route-access';
import { responses } from '../../lib/http/envelope';
import { envelopeJson, sendJson } from './ready-json';
import { country } from './reference-schemas';

/** The country list, in the language asked for; each language's answer is rendered once per process. */
const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const countryJson = new Map<string, string>();
  app.get(
    '/api/exhibitors/country/list',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['reference'],
        summary: 'Countries (incl. AC and XK) named in one of the 14 list locales: query locale (en_us or en-us), else Language-Set',
        querystring: z.object({ locale: z.string().max(20).optional() }),
        response: responses(z.array(country)),
      },
    },
    async (request, reply) => {
      const listLocale: CountryLocale = parseCountryLocale(request.query.locale) ?? parseCountryLocale(request.locale) ?? 'zh-cn';
      const key = `${request.locale}|${listLocale}`;
      let json = countryJson.get(key);
      if (json === undefined) {
        json = envelopeJson(request, listCountries(listLocale));
        countryJson.set(key, json);
      }
      return sendJson(reply, json);
    },
  );
};

export default countryRoutes;
