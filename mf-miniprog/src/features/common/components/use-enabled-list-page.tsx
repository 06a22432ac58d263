import { useTranslation } from 'react-i18next';
import { MINIPROG_KEYWORD_MAX_LENGTH, MINIPROG_PAGE_SIZE, MINIPROG_PAGE_SIZES } from '@fair/shared/contracts/miniprog';
import type { ListFilters, ListParamsOptions } from '@fair/shared/ui/list/list-params';
import type { PagedList } from '@fair/shared/ui/list/use-paged-list';
import type { EnabledListApi } from '../api/enabled-list-api';
import { ENABLED_FILTER_VALUES, EnabledFilter, type EnabledFilterValue } from '@fair/shared/ui/list/enabled-filter';

type EnabledFilters = ListFilters & { enabled: EnabledFilterValue };

/**
 * The DrawerListPage settings of a popups, badges or ads screen: the mini-programme's page sizes, the
 * enabled filter (a screen with more filters shows its own), the screen's texts from its locale section,
 * search when it has one.
 */
export function useEnabledListPage<T, FV extends EnabledFilters, V>(
  section: 'popups' | 'badges' | 'ads',
  api: EnabledListApi<T, FV, V>,
  { nameOf, filters, searchable = true }: { nameOf: (item: T) => string; filters?: ListParamsOptions<FV>['filters']; searchable?: boolean },
) {
  const { t } = useTranslation();
  return {
    list: { queryKey: api.queryKey, fetchPage: api.fetchPage, pageSize: MINIPROG_PAGE_SIZE, pageSizes: MINIPROG_PAGE_SIZES, filters: filters ?? ({ enabled: ENABLED_FILTER_VALUES } as ListParamsOptions<FV>['filters']) },
    nameOf,
    save: api.save,
    deleteCall: api.remove,
    filters: enabledFilterOf<T, FV>,
    texts: { create: t(`miniprog:${section}.create`), edit: t(`miniprog:${section}.edit`), empty: t(`miniprog:${section}.empty`), search: searchable ? t(`miniprog:${section}.search`) : undefined },
    searchMaxLength: MINIPROG_KEYWORD_MAX_LENGTH,
  };
}

/** The enabled filter bound to a list. */
export function enabledFilterOf<T, FV extends EnabledFilters>(list: PagedList<T, FV>) {
  return <ListEnabledFilter value={list.params.filters.enabled} onChange={(value) => list.setFilter('enabled', value as FV['enabled'])} />;
}

function ListEnabledFilter({ value, onChange }: { value: EnabledFilterValue | undefined; onChange: (value: EnabledFilterValue | undefined) => void }) {
  const { t } = useTranslation();
  return <EnabledFilter value={value} onChange={onChange} label={t('miniprog:shared.enabledFilter')} allLabel={t('miniprog:shared.allStates')} />;
}
