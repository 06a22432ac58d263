import type { TFunction } from 'i18next';
import type { RouteDef } from '@fair/shared/contracts/routes';

/** SPEC §2: the translated route title plus the fixed management-centre suffix. */
export function pageTitle(t: TFunction, route: RouteDef | undefined): string {
  const suffix = t('shell:layout.titleSuffix');
  return route ? `${t(route.titleKey)} - ${suffix}` : suffix;
}
