import { api } from '@fair/shared/api/api-client';
import type { ExhibitorProfileInput } from '@fair/shared/validation/profile';

export type ExhibitorType = 'FIE' | 'Local' | 'International';

/** GET /exhibitors/exhibitors/info: the own company (SPEC §3 Exhibitor), names in the caller's language. */
export interface ProfileView {
  id: number;
  logo: string | null;
  name_zh_cn: string;
  name_en: string;
  country: string | null;
  /** country name in the request's language */
  country_info: string | null;
  hall_id: number | null;
  hall: string | null;
  booth: string | null;
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
  exhibitor_type: ExhibitorType;
  is_edit: boolean;
}

export const PROFILE_PATHS = {
  info: '/exhibitors/exhibitors/info',
  save: '/exhibitors/exhibitors/save',
} as const;

export const profileApi = {
  info: () => api.get<ProfileView>(PROFILE_PATHS.info),
  /** sets is_edit; a 422 rejects with ApiError.fieldErrors keyed by field ("phone.number" for the phone) */
  save: (profile: ExhibitorProfileInput) => api.post<ProfileView>(PROFILE_PATHS.save, profile),
};
