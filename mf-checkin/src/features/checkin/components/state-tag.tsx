import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckinState } from '@fair/shared/contracts/checkin';

const COLORS: Record<CheckinState, string> = { not_started: 'blue', running: 'green', ended: 'default', disabled: 'red' };

/** A campaign's state as the server works it out from its window and switch. */
export function StateTag({ state }: { state: CheckinState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`checkin:state.${state}`)}</Tag>;
}
