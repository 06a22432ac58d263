import { Form, Input, Radio, Select, Switch, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { URL_MAX_LENGTH } from '@fair/shared/constants/limits';
import { MINIPROG_AD_OPEN_MODES, MINIPROG_AD_POSITIONS, MINIPROG_PAGES, type MiniprogAd, type MiniprogPage } from '@fair/shared/contracts/miniprog';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { DrawerListPage } from '@fair/shared/ui/list/drawer-list-page';
import { zodFieldRule } from '@fair/shared/validation/antd-rules';
import { MINIPROG_MESSAGES, miniprogAdForm, type MiniprogAdInput } from '@fair/shared/validation/miniprog';
import { ENABLED_FILTER_VALUES } from '@fair/shared/ui/list/enabled-filter';
import { enabledColumn } from '../../common/components/enabled-schedule-columns';
import { PagePositionFields } from '../../common/components/page-position-fields';
import { Thumb } from '@fair/shared/ui/list/thumb';
import { enabledFilterOf, useEnabledListPage } from '../../common/components/use-enabled-list-page';
import { AD_PAGE_FILTER_VALUES, adApi, type AdFilters } from '../api/ad-api';

const NEW_AD: MiniprogAdInput = { image: '', position: 'top', page: 'home', open_mode: 'link', target_url: '', enabled: true };

/**
 * /advertising/advertising-manage: the mini-programme's ads with the SPEC §5 rules — picture required,
 * open mode (link jump or file download) chosen, address entered with http or https — switched on or off
 * in the list, with the clicks the mini-programme has counted.
 */
export default function AdsPage() {
  const { t } = useTranslation();
  const nameOf = (ad: MiniprogAd) => `${t('miniprog:ads.ad')} ${ad.id}`;

  const columns: TableColumnsType<MiniprogAd> = [
    { title: t('miniprog:ads.image'), key: 'image', width: 100, render: (_value, ad) => <Thumb src={ad.image} alt={nameOf(ad)} size={64} /> },
    { title: t('miniprog:ads.page'), key: 'page', width: 120, render: (_value, ad) => t(`miniprog:shared.page.${ad.page}`) },
    { title: t('miniprog:ads.position'), key: 'position', width: 100, render: (_value, ad) => t(`miniprog:ads.positions.${ad.position}`) },
    { title: t('miniprog:ads.openMode'), key: 'open_mode', width: 110, render: (_value, ad) => t(`miniprog:ads.openModes.${ad.open_mode}`) },
    {
      title: t('miniprog:ads.targetUrl'),
      key: 'target_url',
      render: (_value, ad) => (
        <Typography.Text style={{ overflowWrap: 'anywhere' }} copyable={{ text: ad.target_url }}>
          {ad.target_url}
        </Typography.Text>
      ),
    },
    { title: t('miniprog:ads.clickCount'), key: 'click_count', dataIndex: 'click_count', width: 100, align: 'right' },
    enabledColumn(t('miniprog:shared.enabled'), nameOf, adApi),
  ];

  return (
    <DrawerListPage<MiniprogAd, AdFilters, MiniprogAdInput>
      {...useEnabledListPage('ads', adApi, { nameOf, filters: { enabled: ENABLED_FILTER_VALUES, page_name: AD_PAGE_FILTER_VALUES }, searchable: false })}
      columns={columns}
      blank={NEW_AD}
      filters={(list) => (
        <>
          <Select<MiniprogPage | ''>
            aria-label={t('miniprog:ads.page')}
            value={list.params.filters.page_name ?? ''}
            onChange={(value) => list.setFilter('page_name', value || undefined)}
            style={{ width: 160 }}
            options={[{ value: '', label: t('miniprog:ads.allPages') }, ...MINIPROG_PAGES.map((page) => ({ value: page, label: t(`miniprog:shared.page.${page}`) }))]}
          />
          {enabledFilterOf(list)}
        </>
      )}
      drawerWidth={600}
      scrollX={1100}
    >
      <Form.Item name="image" label={t('miniprog:ads.image')} rules={[{ required: true, message: t(MINIPROG_MESSAGES.adImage) }]}>
        <ImageUploadField aria-label={t('miniprog:ads.image')} guidance={t('miniprog:ads.imageGuidance')} />
      </Form.Item>
      <PagePositionFields section="ads" positions={MINIPROG_AD_POSITIONS} />
      <Form.Item name="open_mode" label={t('miniprog:ads.openMode')} rules={[{ required: true, message: t(MINIPROG_MESSAGES.adOpenMode) }]}>
        <Radio.Group options={MINIPROG_AD_OPEN_MODES.map((mode) => ({ value: mode, label: t(`miniprog:ads.openModes.${mode}`) }))} />
      </Form.Item>
      <Form.Item name="target_url" label={t('miniprog:ads.targetUrl')} rules={[zodFieldRule(miniprogAdForm, 'target_url', t)]}>
        <Input maxLength={URL_MAX_LENGTH} placeholder="https://" />
      </Form.Item>
      <Form.Item name="enabled" label={t('miniprog:shared.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </DrawerListPage>
  );
}
