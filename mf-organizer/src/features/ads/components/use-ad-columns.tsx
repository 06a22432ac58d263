import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdItem } from '@fair/shared/contracts/ads';
import { EnabledSwitch } from '@fair/shared/ui/list/enabled-switch';
import { Thumb } from '@fair/shared/ui/list/thumb';
import { ADS_QUERY_KEY, enableAd } from '../api/ad-api';

/** Picture, where it shows, how it opens and where to, its order and clicks, and the enabled switch. */
export function useAdColumns(nameOf: (ad: AdItem) => string): TableColumnsType<AdItem> {
  const { t } = useTranslation();
  return [
    { title: t('organizer:ads.image'), key: 'image', width: 120, render: (_value, ad) => <Thumb src={ad.image} alt={nameOf(ad)} size={32} wide /> },
    { title: t('organizer:ads.page'), key: 'page', width: 100, render: (_value, ad) => t(`organizer:ads.pages.${ad.page}`, { defaultValue: ad.page }) },
    { title: t('organizer:ads.position'), key: 'position', width: 80, render: (_value, ad) => t(`organizer:ads.positions.${ad.position}`, { defaultValue: ad.position }) },
    { title: t('organizer:ads.openMode'), key: 'open_mode', width: 100, render: (_value, ad) => t(`organizer:ads.openModes.${ad.open_mode}`) },
    {
      title: t('organizer:ads.targetUrl'),
      key: 'target_url',
      render: (_value, ad) => (
        <Typography.Text style={{ overflowWrap: 'anywhere' }} copyable={{ text: ad.target_url }}>
          {ad.target_url}
        </Typography.Text>
      ),
    },
    { title: t('organizer:ads.order'), key: 'sort', dataIndex: 'sort', sorter: true, width: 80, align: 'right' },
    { title: t('organizer:ads.clickCount'), key: 'click_count', dataIndex: 'click_count', sorter: true, width: 100, align: 'right' },
    {
      title: t('organizer:ads.enabled'),
      key: 'enabled',
      width: 100,
      render: (_value, ad) => <EnabledSwitch id={ad.id} enabled={ad.enabled} name={nameOf(ad)} label={t('organizer:ads.enabled')} call={enableAd} invalidates={ADS_QUERY_KEY} />,
    },
  ];
}
