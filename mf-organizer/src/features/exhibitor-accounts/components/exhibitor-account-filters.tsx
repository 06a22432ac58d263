import { useTranslation } from 'react-i18next';
import { EXHIBITOR_TYPE_VALUES, PROFILE_STATE_VALUES, SEND_STATUS_VALUES, type ExhibitorAccountFilters, type ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import type { PagedList } from '@fair/shared/ui/list/use-paged-list';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';

/** Type, send status and profile state filters; each stands in the address through the list. */
export function ExhibitorAccountFilterSelects({ list }: { list: PagedList<ExhibitorAccountItem, ExhibitorAccountFilters> }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`organizer:exhibitor-accounts.${key}`);
  return (
    <>
      <FilterSelect list={list} name="type" label={text('exhibitorType')} options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))} />
      <FilterSelect list={list} name="send_status" label={text('sendStatusLabel')} options={SEND_STATUS_VALUES.map((status) => ({ value: status, label: text(`sendStatus.${status}`) }))} />
      <FilterSelect list={list} name="profile" label={text('profileLabel')} options={PROFILE_STATE_VALUES.map((state) => ({ value: state, label: text(`profile.${state}`) }))} />
    </>
  );
}
