import { api } from '@fair/shared/api/api-client';
import { PROFILE_PATHS, type ProfileView } from '@fair/shared/contracts/profile';
import type { ExhibitorProfileInput } from '@fair/shared/validation/profile';

export type { ExhibitorType, ProfileView } from '@fair/shared/contracts/profile';

export const profileApi = {
  info: () => api.get<ProfileView>(PROFILE_PATHS.info),
  /** sets is_edit; a 422 rejects with ApiError.fieldErrors keyed by field ("phone.number" for the phone) */
  save: (profile: ExhibitorProfileInput) => api.post<ProfileView>(PROFILE_PATHS.save, profile),
};
