import { Flex, Progress, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckinCampaignRow } from '@fair/shared/contracts/checkin';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { EnabledSwitch } from '@fair/shared/ui/list/enabled-switch';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { CHECKIN_QUERY_KEY, enableCampaign } from '../api/checkin-api';
import { StateTag } from './state-tag';

export interface CampaignRowActions {
  onEdit: (row: CheckinCampaignRow) => void;
  onDelete: (row: CheckinCampaignRow) => void;
  deleting: number | null;
}

/** Both names, the window (Asia/Shanghai), state, points, participants, claimed against stock, the switch and edit/delete. */
export function useCampaignColumns({ onEdit, onDelete, deleting }: CampaignRowActions): TableColumnsType<CheckinCampaignRow> {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`checkin:list.${key}`, options);
  const actions = useRowActionsColumn<CheckinCampaignRow>(150, (row) => ({ name: row.name_zh, onEdit: () => onEdit(row), onDelete: () => onDelete(row), deleting: deleting === row.id }));
  return [
    {
      title: text('name'),
      key: 'name_zh',
      width: 220,
      render: (_value, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.name_zh}</Typography.Text>
          <Typography.Text type="secondary">{row.name_en}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: text('window'),
      key: 'starts_at',
      sorter: true,
      width: 190,
      render: (_value, row) => (
        <Flex vertical>
          <span>{formatFairTime(row.starts_at)}</span>
          <Typography.Text type="secondary">{formatFairTime(row.ends_at)}</Typography.Text>
        </Flex>
      ),
    },
    { title: text('state'), key: 'state', width: 90, render: (_value, row) => <StateTag state={row.state} /> },
    {
      title: text('points'),
      key: 'points',
      width: 110,
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.points}</span>
          <Typography.Text type="secondary">{text('required', { count: row.required_points })}</Typography.Text>
        </Flex>
      ),
    },
    { title: text('participants'), key: 'participants', dataIndex: 'participants', width: 100 },
    {
      title: text('prizes'),
      key: 'claimed',
      width: 150,
      render: (_value, row) => (
        <Flex vertical>
          <span>
            {row.claimed} / {row.stock}
          </span>
          <Progress percent={row.stock ? Math.round((row.claimed / row.stock) * 100) : 0} size="small" showInfo={false} />
        </Flex>
      ),
    },
    {
      title: text('enabled'),
      key: 'enabled',
      width: 90,
      render: (_value, row) => <EnabledSwitch id={row.id} enabled={row.enabled} name={row.name_zh} label={text('enabled')} call={enableCampaign} invalidates={CHECKIN_QUERY_KEY} />,
    },
    actions,
  ];
}
