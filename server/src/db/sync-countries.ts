import { COUNTRY_CODES } from '@fair/locales/countries';
import type { Database } from './client';
import { countries } from './schema/reference';

/**
 * The countries table mirrors the maintained country list of @fair/locales (exhibitor.country
 * references it); run after migrations on every start, so a list update arrives with the next deploy.
 */
export async function syncCountries(db: Database): Promise<void> {
  await db
    .insert(countries)
    .values(COUNTRY_CODES.map((code, index) => ({ code, sort: index })))
    .onConflictDoNothing({ target: countries.code });
}
