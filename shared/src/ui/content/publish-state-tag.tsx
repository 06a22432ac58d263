import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFairTime } from '../fair-time';

/** Why an item is or is not shown to the public right now. */
export type PublishState = 'live' | 'scheduled' | 'ended' | 'draft' | 'disabled' | 'hidden' | 'unavailable';

export interface PublishStateInput {
  /** published (content) or enabled (popups, ads, badges) */
  on: boolean;
  /** a draft (content) or a disabled switch (popups, ads, badges) when not on */
  offState?: 'draft' | 'disabled';
  hidden?: boolean;
  /** false when the featured record itself is no longer public (company not saved, product withdrawn) */
  available?: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
}

/** The first reason that keeps an item off the public side, else live. */
export function publishStateOf(item: PublishStateInput, now = Date.now()): PublishState {
  if (!item.on) return item.offState ?? 'draft';
  if (item.hidden) return 'hidden';
  if (item.available === false) return 'unavailable';
  if (item.starts_at && Date.parse(item.starts_at) > now) return 'scheduled';
  if (item.ends_at && Date.parse(item.ends_at) <= now) return 'ended';
  return 'live';
}

const COLORS: Record<PublishState, string> = {
  live: 'success',
  scheduled: 'processing',
  ended: 'default',
  draft: 'default',
  disabled: 'default',
  hidden: 'warning',
  unavailable: 'error',
};

/**
 * Whether the public side shows an item now, and why not: draft or disabled, hidden, source no longer
 * public, not started yet, ended. The schedule is in the tooltip, in the fair's Shanghai time.
 */
export function PublishStateTag({ item, now }: { item: PublishStateInput; now?: number }) {
  const { t } = useTranslation();
  const state = publishStateOf(item, now);
  const start = formatFairTime(item.starts_at);
  const end = formatFairTime(item.ends_at);
  const tag = (
    <Tag color={COLORS[state]} data-publish-state={state} style={{ marginInlineEnd: 0 }}>
      {t(`common:publishState.${state}`)}
    </Tag>
  );
  if (!start && !end) return tag;
  return <Tooltip title={t('common:schedule.range', { start: start || t('common:schedule.now'), end: end || t('common:schedule.noEnd') })}>{tag}</Tooltip>;
}
