import type { ExhibitorSummary } from './auth';

/** SPEC §1: exhibitors are grouped as FIE, Local or International (set by the organizer). */
export type ExhibitorType = 'FIE' | 'Local' | 'International';

/**
 * GET /exhibitors/exhibitors/info and POST /exhibitors/exhibitors/save: the own company (SPEC §3
 * Exhibitor), names of hall and country in the request's language. The header's summary is a part of it.
 */
export interface ProfileView extends ExhibitorSummary {
  hall_id: number | null;
  /** square metres */
  booth_area: number | null;
  categories: number[];
  application_areas: number[];
  intro_zh: string;
  intro_en: string;
  website: string | null;
  qr_code: string | null;
  email: string | null;
  /** company phone with its territory (iso2 of the phone-country list, lower case) */
  phone: { iso2: string; number: string } | null;
  join_year: number | null;
  /** set by the organizer (the account screen), in SPEC §1 order */
  exhibitor_types: ExhibitorType[];
}

export const PROFILE_PATHS = {
  info: '/exhibitors/exhibitors/info',
  save: '/exhibitors/exhibitors/save',
} as const;
