import type { ClientType } from './client-types';

/** SPEC §4: the one page an exhibitor may open before the profile is saved. */
export const PROFILE_EDIT_PATH = '/user/edit';

export interface ProfileSubject {
  clientType: ClientType;
  /** the exhibitor's is_edit; undefined when unknown or not an exhibitor (nothing is refused then) */
  profileSaved?: boolean;
}

/**
 * SPEC §4: until an exhibitor's profile is saved (is_edit), everything that requires the saved
 * profile is refused: every page but the login pages and /user/edit, and on the server the calls
 * of those pages. One rule for the shell's guard and the server's access hook.
 */
export function blockedUntilProfileSaved(subject: ProfileSubject, requiresSavedProfile: boolean | undefined): boolean {
  return requiresSavedProfile === true && subject.clientType === 'exhibitor' && subject.profileSaved === false;
}

/** The shell's pages: all but the profile edit page require the saved profile (login pages never reach the guard). */
export function pageRequiresSavedProfile(path: string): boolean {
  return path !== PROFILE_EDIT_PATH;
}
