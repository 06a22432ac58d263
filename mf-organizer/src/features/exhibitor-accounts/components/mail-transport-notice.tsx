import { Fragment, useState } from 'react';
import { Alert, Button, Drawer, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { OUTBOX_PAGE_SIZE, type MailStatus, type OutboxMail } from '@fair/shared/contracts/exhibitor-accounts';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { MAIL_STATUS_KEY, OUTBOX_KEY, fetchMailStatus, fetchOutbox } from '../api/exhibitor-account-api';

/** How credential e-mails leave (SMTP or only the outbox); undefined until the server has answered. */
export function useMailStatus(): MailStatus | undefined {
  return useQuery({ queryKey: MAIL_STATUS_KEY, queryFn: fetchMailStatus, staleTime: 60_000 }, usePageQueryClient()).data;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** A text body with its links clickable (the set-password link is what the organizer comes for). */
function MailBody({ body }: { body: string }) {
  const parts = body.split(URL_PATTERN);
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', marginBottom: 0 }} data-testid="outbox-body">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noreferrer noopener">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Typography.Paragraph>
  );
}

/** Demo mode without a mail server: the stored e-mails, newest first, each opened to read its text and links. */
function OutboxDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`organizer:exhibitor-accounts.mail.${key}`);
  const [page, setPage] = useState(1);
  const answer = useQuery({ queryKey: [...OUTBOX_KEY, page], queryFn: () => fetchOutbox(page, OUTBOX_PAGE_SIZE), enabled: open, placeholderData: keepPreviousData }, usePageQueryClient());
  const columns: TableColumnsType<OutboxMail> = [
    { title: text('createdAt'), key: 'created_at', width: 170, render: (_, mail) => formatDateTime(mail.created_at) },
    { title: text('recipient'), dataIndex: 'recipient', key: 'recipient', ellipsis: true },
    { title: text('subject'), dataIndex: 'subject', key: 'subject', ellipsis: true },
    {
      title: text('state'),
      key: 'state',
      width: 130,
      render: (_, mail) =>
        mail.sent_at ? <Tag color="success">{text('delivered')}</Tag> : mail.error ? <Tag color="error">{text('failed')}</Tag> : <Tag color="warning">{text('stored')}</Tag>,
    },
  ];
  return (
    <Drawer open={open} onClose={onClose} title={text('outboxTitle')} size={860} destroyOnHidden>
      <Table<OutboxMail>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={answer.data?.list ?? []}
        loading={answer.isFetching}
        expandable={{ expandedRowRender: (mail) => <MailBody body={mail.body} />, expandRowByClick: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} /> }}
        pagination={{ current: page, pageSize: OUTBOX_PAGE_SIZE, total: answer.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: 700 }}
      />
    </Drawer>
  );
}

/**
 * While no mail server is configured: a banner saying credential e-mails only reach the outbox (their
 * state reads “kept”, never 发送成功), and in demo mode the outbox itself, where they and their links can
 * be read.
 */
export function MailTransportNotice({ status }: { status: MailStatus | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (status?.transport !== 'outbox') return null;
  const text = (key: string) => t(`organizer:exhibitor-accounts.mail.${key}`);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="mail-transport-notice"
        style={{ marginBottom: 16 }}
        title={text('noServerTitle')}
        description={status.outbox_readable ? `${text('noServer')} ${text('noServerDemo')}` : text('noServer')}
        action={
          status.outbox_readable ? (
            <Button icon={<InboxOutlined aria-hidden />} onClick={() => setOpen(true)}>
              {text('outbox')}
            </Button>
          ) : undefined
        }
      />
      {status.outbox_readable ? <OutboxDrawer open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
