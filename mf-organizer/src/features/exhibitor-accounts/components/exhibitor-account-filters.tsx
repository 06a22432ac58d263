import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXHIBITOR_TYPE_VALUES, PROFILE_STATE_VALUES, SEND_STATUS_VALUES, type ExhibitorAccountFilters, type ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';
import type { PagedList } from '@fair/shared/ui/list/use-paged-list';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';

/** Type, send status and profile state filters; each stands in the address through the list. */
export function ExhibitorAccountFilterSelects({ list }: { list: PagedList<ExhibitorAccountItem, ExhibitorAccountFilters> }) {
  const { t } = useTranslation();
  const { filters } = list.params;
  return (
    <>
      <Select
        allowClear
        aria-label={t('organizer:exhibitor-accounts.exhibitorType')}
        placeholder={t('organizer:exhibitor-accounts.exhibitorType')}
        value={filters.type}
        onChange={(value) => list.setFilter('type', value)}
        options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))}
        style={{ width: 140 }}
      />
      <Select
        allowClear
        aria-label={t('organizer:exhibitor-accounts.sendStatusLabel')}
        placeholder={t('organizer:exhibitor-accounts.sendStatusLabel')}
        value={filters.send_status}
        onChange={(value) => list.setFilter('send_status', value)}
        options={SEND_STATUS_VALUES.map((status) => ({ value: status, label: t(`organizer:exhibitor-accounts.sendStatus.${status}`) }))}
        style={{ width: 140 }}
      />
      <Select
        allowClear
        aria-label={t('organizer:exhibitor-accounts.profileLabel')}
        placeholder={t('organizer:exhibitor-accounts.profileLabel')}
        value={filters.profile}
        onChange={(value) => list.setFilter('profile', value)}
        options={PROFILE_STATE_VALUES.map((state) => ({ value: state, label: t(`organizer:exhibitor-accounts.profile.${state}`) }))}
        style={{ width: 140 }}
      />
    </>
  );
}
