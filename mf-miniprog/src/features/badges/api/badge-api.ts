import { MINIPROG_ADMIN_PATHS, type MiniprogBadge } from '@fair/shared/contracts/miniprog';
import type { MiniprogBadgeInput } from '@fair/shared/validation/miniprog';
import { enabledListApi } from '../../common/api/enabled-list-api';
import type { EnabledFilterValue } from '@fair/shared/ui/list/enabled-filter';

export type BadgeFilters = { enabled: EnabledFilterValue };
export const badgeApi = enabledListApi<MiniprogBadge, BadgeFilters, MiniprogBadgeInput>(MINIPROG_ADMIN_PATHS.badge, ['miniprog', 'badges']);
