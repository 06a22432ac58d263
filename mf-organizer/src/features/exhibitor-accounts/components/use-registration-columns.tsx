import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationItem, ReviewStatus } from '@fair/shared/contracts/registration';
import { formatDateTime } from '@fair/shared/ui/date-format';

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
              <Space size={0}>
                <Button type="link" size="small" onClick={() => onApprove(row)} aria-label={`${t('organizer:exhibitor-accounts.review.approve')} ${row.company_zh}`}>
                  {t('organizer:exhibitor-accounts.review.approve')}
                </Button>
                <Button type="link" size="small" danger onClick={() => onReject(row)} aria-label={`${t('organizer:exhibitor-accounts.review.reject')} ${row.company_zh}`}>
                  {t('organizer:exhibitor-accounts.review.reject')}
                </Button>
              </Space>
            ),
          },
        ]),
  ];
}
