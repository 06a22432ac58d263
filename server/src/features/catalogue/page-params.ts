import { EXHIBITOR_TYPES, type ExhibitorType } from '../../db/schema/enums';
import type { DirectoryFilters } from './catalogue-queries';

export const MAX_ID = 2_147_483_647;
/** A path id, or undefined for anything that is not one (which then answers the not-found page). */
export function idOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

export const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);

/** Directory filters from the query; a value that makes no sense is ignored rather than refused (links get mangled). */
export function directoryFiltersOf(query: Record<string, unknown>): DirectoryFilters {
  const q = single(query.q)?.trim().slice(0, 100);
  const type = single(query.type);
  const country = single(query.country)?.toUpperCase();
  const page = idOf(single(query.page));
  return {
    q: q || undefined,
    hall: idOf(single(query.hall)),
    type: (EXHIBITOR_TYPES as readonly string[]).includes(type ?? '') ? (type as ExhibitorType) : undefined,
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    category: idOf(single(query.category)),
    area: idOf(single(query.area)),
    page: page && page <= 10_000 ? page : 1,
  };
}
