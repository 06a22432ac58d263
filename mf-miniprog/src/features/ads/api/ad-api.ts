import { MINIPROG_ADMIN_PATHS, MINIPROG_PAGES, type MiniprogAd, type MiniprogPage } from '@fair/shared/contracts/miniprog';
import type { MiniprogAdInput } from '@fair/shared/validation/miniprog';
import { enabledListApi } from '../../common/api/enabled-list-api';
import type { EnabledFilterValue } from '@fair/shared/ui/list/enabled-filter';

export type AdFilters = { enabled: EnabledFilterValue; page_name: MiniprogPage };
export const AD_PAGE_FILTER_VALUES = MINIPROG_PAGES;
export const adApi = enabledListApi<MiniprogAd, AdFilters, MiniprogAdInput>(MINIPROG_ADMIN_PATHS.ad, ['miniprog', 'ads']);
