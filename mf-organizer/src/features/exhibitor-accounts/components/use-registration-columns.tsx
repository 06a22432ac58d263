import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationItem, ReviewStatus } from '@fair/shared/contracts/registration';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { RowActions } from '@fair/shared/ui/list/row-actions';

export interface RegistrationDecisions {
  onApprove: (registration: RegistrationItem) => void;
  onReject: (registration: RegistrationItem) => void;
}

/** Company (both names), contact with its channel, registration time, then the decision buttons while waiting or the reason once rejected. */
export function useRegistrationColumns(status: ReviewStatus, { onApprove, onReject }: RegistrationDecisions): TableColumnsType<RegistrationItem> {
  const { t } = useTranslation();
  return [
    {
      title: t('organizer:exhibitor-accounts.review.company'),
      key: 'company',
      render: (_, row) => (
        <>
          <div>{row.company_zh}</div>
          {row.company_en && <Typography.Text type="secondary">{row.company_en}</Typography.Text>}
        </>
      ),
    },
    {
      title: t('organizer:exhibitor-accounts.review.contact'),
      key: 'contact',
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag>{t(`organizer:exhibitor-accounts.review.channel.${row.channel}`)}</Tag>
          <span style={{ wordBreak: 'break-all' }}>{row.email ?? row.phone}</span>
        </Space>
      ),
    },
    { title: t('organizer:exhibitor-accounts.review.registeredAt'), key: 'created_at', width: 170, render: (_, row) => formatDateTime(row.created_at) },
    ...(status === 'rejected'
      ? [{ title: t('organizer:exhibitor-accounts.review.reason'), dataIndex: 'reject_reason', key: 'reject_reason', ellipsis: true }]
      : [
          {
            title: t('common:table.operation'),
            key: 'actions',
            width: 120,
            render: (_: unknown, row: RegistrationItem) => (
              <RowActions
                name={row.company_zh}
                size="small"
                actions={[
                  { label: t('organizer:exhibitor-accounts.review.approve'), onClick: () => onApprove(row) },
                  { label: t('organizer:exhibitor-accounts.review.reject'), danger: true, onClick: () => onReject(row) },
                ]}
              />
            ),
          },
        ]),
  ];
}
