import type { PowerKey } from '@fair/shared/access/role-keys';

export const PROFILE_INFO_PATH = '/user/info';
export const PROFILE_EDIT_PATH = '/user/edit';
/** SPEC §6 sub-accounts: the team power that allows saving the profile (server: POST /exhibitors/exhibitors/save). */
export const PROFILE_POWER_KEY: PowerKey = 'exhibitor.profile.edit';
