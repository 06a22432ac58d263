import { useState } from 'react';
import { Badge, Button, Drawer, Empty, Flex, Input, Segmented, Table } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient, useInvalidate } from '@fair/shared/api/query-client';
import { REGISTRATION_KEYWORD_MAX_LENGTH, REGISTRATION_PAGE_SIZE, REGISTRATION_PAGE_SIZES, REVIEW_STATUSES, type RegistrationItem, type ReviewStatus } from '@fair/shared/contracts/registration';
import { EXHIBITOR_ACCOUNTS_KEY } from '../api/exhibitor-account-api';
import { REGISTRATIONS_KEY, fetchRegistrations, type RegistrationQuery } from '../api/registration-api';
import { ApproveRegistrationDrawer, RejectRegistrationDrawer } from './registration-decision-drawers';
import { useRegistrationColumns } from './use-registration-columns';

const FIRST_PAGE: RegistrationQuery = { status: 'pending', keyword: '', page: 1, page_size: REGISTRATION_PAGE_SIZE };

/**
 * Self-registered accounts (SPEC §2 registration) in exhibitor-account-manage: the button shows how many
 * wait; its drawer lists them (waiting or rejected, search by company, e-mail or mobile) and decides —
 * approve with the exhibitor type(s) or reject with a reason, both sent to the applicant.
 */
export function RegistrationReview() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(FIRST_PAGE);
  const [keyword, setKeyword] = useState('');
  const [approving, setApproving] = useState<RegistrationItem | null>(null);
  const [rejecting, setRejecting] = useState<RegistrationItem | null>(null);
  // the first page of waiting ones is fetched closed too: the button's count comes with it
  const page = useQuery({ queryKey: [...REGISTRATIONS_KEY, query], queryFn: () => fetchRegistrations(query), placeholderData: keepPreviousData }, usePageQueryClient());
  const pending = page.data?.pending_count ?? 0;
  const change = (next: Partial<RegistrationQuery>) => setQuery((old) => ({ ...old, page: 1, ...next }));
  // a decision changes the accounts list too (the account's state tag)
  const decided = () => invalidate(EXHIBITOR_ACCOUNTS_KEY);

  const columns = useRegistrationColumns(query.status, { onApprove: setApproving, onReject: setRejecting });

  return (
    <>
      <Badge count={pending} size="small" offset={[-4, 4]}>
        <Button icon={<AuditOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('organizer:exhibitor-accounts.review.open')}
        </Button>
      </Badge>
      <Drawer open={open} title={t('organizer:exhibitor-accounts.review.open')} size={880} onClose={() => setOpen(false)} destroyOnHidden>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Segmented<ReviewStatus>
            value={query.status}
            onChange={(status) => change({ status })}
            options={REVIEW_STATUSES.map((status) => ({
              value: status,
              label: status === 'pending' ? `${t('organizer:exhibitor-accounts.approval.pending')} (${pending})` : t('organizer:exhibitor-accounts.approval.rejected'),
            }))}
          />
          <Input.Search
            allowClear
            value={keyword}
            maxLength={REGISTRATION_KEYWORD_MAX_LENGTH}
            placeholder={t('organizer:exhibitor-accounts.review.search')}
            aria-label={t('organizer:exhibitor-accounts.review.search')}
            enterButton={t('common:button.search')}
            onChange={(event) => {
              setKeyword(event.target.value);
              if (event.target.value === '') change({ keyword: '' });
            }}
            onSearch={(value) => change({ keyword: value.trim() })}
            style={{ width: 320, maxWidth: '100%' }}
          />
        </Flex>
        <Table<RegistrationItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          scroll={{ x: 640 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`organizer:exhibitor-accounts.review.empty.${query.status}`)} /> }}
          pagination={{
            current: query.page,
            pageSize: query.page_size,
            total: page.data?.total ?? 0,
            pageSizeOptions: REGISTRATION_PAGE_SIZES.map(String),
            showSizeChanger: true,
            onChange: (next, size) => setQuery((old) => ({ ...old, page: size === old.page_size ? next : 1, page_size: size })),
          }}
        />
      </Drawer>
      <ApproveRegistrationDrawer registration={approving} onDecided={decided} onClose={() => setApproving(null)} />
      <RejectRegistrationDrawer registration={rejecting} onDecided={decided} onClose={() => setRejecting(null)} />
    </>
  );
}
