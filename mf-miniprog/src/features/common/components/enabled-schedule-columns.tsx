import type { TableColumnsType } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PublishStateTag } from '@fair/shared/ui/content/publish-state-tag';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { EnabledSwitch } from '@fair/shared/ui/list/enabled-switch';

interface Scheduled {
  id: number;
  enabled: boolean;
  starts_at: string | null;
  ends_at: string | null;
}

/** Where the enabled switch calls, and the list it refreshes. */
interface EnableCall {
  enable: (id: number, enabled: boolean) => Promise<unknown>;
  queryKey: QueryKey;
}

/** The schedule (Shanghai time), the state it gives (not started, showing, ended, disabled) and the enabled switch of a popup or badge. */
export function useEnabledScheduleColumns<T extends Scheduled>(nameOf: (item: T) => string, api: EnableCall): TableColumnsType<T> {
  const { t } = useTranslation();
  return [
    {
      title: t('miniprog:shared.schedule'),
      key: 'schedule',
      width: 200,
      render: (_value, item) => `${formatFairTime(item.starts_at) || t('common:schedule.now')} ~ ${formatFairTime(item.ends_at) || t('common:schedule.noEnd')}`,
    },
    { title: t('miniprog:shared.state'), key: 'state', width: 100, render: (_value, item) => <PublishStateTag item={{ on: item.enabled, offState: 'disabled', starts_at: item.starts_at, ends_at: item.ends_at }} /> },
    enabledColumn(t('miniprog:shared.enabled'), nameOf, api),
  ];
}

/** The enabled switch of each row (SPEC §4 enabled or disabled, switched in the list). */
export function enabledColumn<T extends { id: number; enabled: boolean }>(title: string, nameOf: (item: T) => string, api: EnableCall): TableColumnsType<T>[number] {
  return { title, key: 'enabled', width: 100, render: (_value, item) => <EnabledSwitch id={item.id} enabled={item.enabled} name={nameOf(item)} label={title} call={api.enable} invalidates={api.queryKey} /> };
}
