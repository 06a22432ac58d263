import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AD_KEYWORD_MAX_LENGTH, AD_PAGES, AD_PAGE_SIZE, AD_PAGE_SIZES, AD_SORT_FIELDS, type AdItem, type AdPage } from '@fair/shared/contracts/ads';
import { DrawerListPage } from '@fair/shared/ui/list/drawer-list-page';
import { ENABLED_FILTER_VALUES, EnabledFilter } from '@fair/shared/ui/list/enabled-filter';
import type { AdFormInput } from '@fair/shared/validation/ad';
import { AD_PAGE_FILTER_VALUES, ADS_QUERY_KEY, type AdFilters, deleteAd, fetchAds, saveAd } from '../api/ad-api';
import { AdBulkActions } from '../components/ad-bulk-actions';
import { AdFormFields } from '../components/ad-form-fields';
import { useAdColumns } from '../components/use-ad-columns';

const NEW_AD: AdFormInput = { image: '', page: 'home', position: 'top', open_mode: 'link', target_url: '', sort: 1, enabled: true };

/**
 * /organizer/advertising: the portal's ads (SPEC §3 Ad). Search by address, filters, sorting and paging live
 * in the address; an ad is created or edited in a drawer, switched on or off in its row (or several at once),
 * deleted after the confirmation. Visitors open an ad through its counted address, whose clicks the list shows.
 */
export default function AdsPage() {
  const { t } = useTranslation();
  const nameOf = (ad: AdItem) => `${t('organizer:ads.ad')} ${ad.id}`;
  return (
    <DrawerListPage<AdItem, AdFilters, AdFormInput>
      list={{ queryKey: ADS_QUERY_KEY, fetchPage: fetchAds, pageSize: AD_PAGE_SIZE, pageSizes: AD_PAGE_SIZES, sortFields: AD_SORT_FIELDS, filters: { enabled: ENABLED_FILTER_VALUES, page_name: AD_PAGE_FILTER_VALUES } }}
      columns={useAdColumns(nameOf)}
      nameOf={nameOf}
      blank={NEW_AD}
      save={saveAd}
      deleteCall={deleteAd}
      texts={{ create: t('organizer:ads.create'), edit: t('organizer:ads.edit'), empty: t('organizer:ads.empty'), search: t('organizer:ads.search') }}
      searchMaxLength={AD_KEYWORD_MAX_LENGTH}
      filters={(list) => (
        <>
          <Select<AdPage | ''>
            aria-label={t('organizer:ads.page')}
            value={list.params.filters.page_name ?? ''}
            onChange={(value) => list.setFilter('page_name', value || undefined)}
            style={{ width: 150 }}
            options={[{ value: '', label: t('organizer:ads.allPages') }, ...AD_PAGES.map((page) => ({ value: page, label: t(`organizer:ads.pages.${page}`) }))]}
          />
          <EnabledFilter value={list.params.filters.enabled} onChange={(value) => list.setFilter('enabled', value)} label={t('organizer:ads.enabledFilter')} allLabel={t('organizer:ads.allStates')} />
        </>
      )}
      bulkActions={(list) => <AdBulkActions list={list} />}
      drawerWidth={600}
      scrollX={1060}
    >
      <AdFormFields />
    </DrawerListPage>
  );
}
