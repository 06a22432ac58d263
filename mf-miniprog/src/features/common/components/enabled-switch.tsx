import { useState } from 'react';
import { Switch } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { notifier } from '@fair/shared/feedback/notifier';

export interface EnabledSwitchProps {
  id: number;
  enabled: boolean;
  /** the row's name, for the switch's accessible name */
  name: string;
  call: (id: number, enabled: boolean) => Promise<unknown>;
  invalidates: QueryKey;
}

/** SPEC §4 enabled or disabled, switched in the list; the list refreshes from the server afterwards. */
export function EnabledSwitch({ id, enabled, name, call, invalidates }: EnabledSwitchProps) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      checked={enabled}
      loading={busy}
      checkedChildren={t('common:status.enabled')}
      unCheckedChildren={t('common:status.disabled')}
      aria-label={`${t('miniprog:shared.enabled')} ${name}`}
      onChange={async (next) => {
        setBusy(true);
        try {
          await call(id, next);
          notifier().success(t('common:success.operation'));
          await invalidate(invalidates);
        } catch {
          // the api client has said why; the switch stays as the server has it
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
