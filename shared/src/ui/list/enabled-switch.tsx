import { Switch } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRowCall } from './use-row-call';

export interface EnabledSwitchProps {
  id: number;
  enabled: boolean;
  /** the row's name and the column's title, for the switch's accessible name */
  name: string;
  label: string;
  call: (id: number, enabled: boolean) => Promise<unknown>;
  invalidates: QueryKey;
}

/** SPEC §4 enabled or disabled, switched in the list; the list refreshes from the server afterwards. */
export function EnabledSwitch({ id, enabled, name, label, call, invalidates }: EnabledSwitchProps) {
  const { t } = useTranslation();
  // a refusal (the api client has said why) leaves the switch as the server has it
  const { run, busy } = useRowCall<number, [boolean]>({ call, invalidates });
  return (
    <Switch
      checked={enabled}
      loading={busy !== null}
      checkedChildren={t('common:status.enabled')}
      unCheckedChildren={t('common:status.disabled')}
      aria-label={`${label} ${name}`}
      onChange={(next) => void run(id, next)}
    />
  );
}
