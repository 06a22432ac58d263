import { api } from '@fair/shared/api/api-client';
import type { ExhibitorStatistics } from '@fair/shared/contracts/content';
import { PROFILE_PATHS, type ProfileView } from '@fair/shared/contracts/profile';
import { REGISTRY_PATH, type RemoteRegistry } from '@fair/shared/contracts/registry';
import type { CompletionProfile } from '@fair/shared/validation/profile-completion';

/** What the dashboard reads of the own profile: the company card and the completion items. */
export type DashboardProfile = Pick<ProfileView, keyof CompletionProfile | 'country_info' | 'hall' | 'booth' | 'exhibitor_types'>;

export const DASHBOARD_PATHS = {
  profile: PROFILE_PATHS.info,
  statistics: '/exhibitors/statistics/info',
} as const;

export type ExternalLinks = NonNullable<RemoteRegistry['externalLinks']>;

export const dashboardApi = {
  profile: () => api.get<DashboardProfile>(DASHBOARD_PATHS.profile),
  /** SPEC §1 own statistics: exhibit data, news and booth activity counts (total and published) */
  statistics: () => api.get<ExhibitorStatistics>(DASHBOARD_PATHS.statistics),
  /**
   * The external addresses (badge application, VIP invitation) configured with the registry the shell
   * loaded, so they change without a rebuild. Silent: without them the two tiles simply do not show.
   */
  externalLinks: () => api.get<RemoteRegistry>(REGISTRY_PATH, undefined, { silent: true }).then((registry) => registry?.externalLinks ?? {}),
};

/** The shell's rule (composition/registry linkFor): the interface locale's address, else zh-cn's, else none. */
export function externalLinkFor(links: ExternalLinks, id: string, locale: string): string | undefined {
  const perLocale = links[id];
  return perLocale?.[locale] ?? perLocale?.['zh-cn'];
}
