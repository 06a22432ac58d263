import { useState } from 'react';
import { Badge, Button, Drawer, Empty, Segmented } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import {
  REGISTRATION_KEYWORD_MAX_LENGTH,
  REGISTRATION_PAGE_SIZE,
  REGISTRATION_PAGE_SIZES,
  REVIEW_STATUSES,
  type RegistrationItem,
  type RegistrationPage,
  type ReviewStatus,
} from '@fair/shared/contracts/registration';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { EXHIBITOR_ACCOUNTS_KEY } from '../api/exhibitor-account-api';
import { REGISTRATIONS_KEY, fetchRegistrations } from '../api/registration-api';
import { ApproveRegistrationDrawer, RejectRegistrationDrawer } from './registration-decision-drawers';
import { useRegistrationColumns } from './use-registration-columns';

type ReviewFilters = { status: ReviewStatus };
/** waiting ones unless told (the server's default too) */
const FILTERS = { status: REVIEW_STATUSES };

/**
 * Self-registered accounts (SPEC §2 registration) in exhibitor-account-manage: the button shows how many
 * wait; its drawer lists them (waiting or rejected, search by company, e-mail or mobile) and decides —
 * approve with the exhibitor type(s) or reject with a reason, both sent to the applicant. The drawer's
 * paging and search stay in the drawer: the address belongs to the accounts list behind it.
 */
export function RegistrationReview() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [approving, setApproving] = useState<RegistrationItem | null>(null);
  const [rejecting, setRejecting] = useState<RegistrationItem | null>(null);
  // the first page of waiting ones is fetched closed too: the button's count comes with it
  const list = usePagedList<RegistrationItem, ReviewFilters, RegistrationPage>({
    state: 'local',
    queryKey: REGISTRATIONS_KEY,
    fetchPage: fetchRegistrations,
    pageSize: REGISTRATION_PAGE_SIZE,
    pageSizes: REGISTRATION_PAGE_SIZES,
    filters: FILTERS,
  });
  const status = list.params.filters.status ?? 'pending';
  const pending = list.answer?.pending_count ?? 0;
  // a decision changes the accounts list too (the account's state tag)
  const decided = () => invalidate(EXHIBITOR_ACCOUNTS_KEY);

  const columns = useRegistrationColumns(status, { onApprove: setApproving, onReject: setRejecting });
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`organizer:exhibitor-accounts.review.empty.${status}`)} />;

  return (
    <>
      <Badge count={pending} size="small" offset={[-4, 4]}>
        <Button icon={<AuditOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('organizer:exhibitor-accounts.review.open')}
        </Button>
      </Badge>
      <Drawer open={open} title={t('organizer:exhibitor-accounts.review.open')} size={880} onClose={() => setOpen(false)} destroyOnHidden>
        <ListToolbar
          list={list}
          searchPlaceholder={t('organizer:exhibitor-accounts.review.search')}
          searchMaxLength={REGISTRATION_KEYWORD_MAX_LENGTH}
          filters={
            <Segmented<ReviewStatus>
              value={status}
              onChange={(next) => list.setFilter('status', next === 'pending' ? undefined : next)}
              options={REVIEW_STATUSES.map((value) => ({
                value,
                label: value === 'pending' ? `${t('organizer:exhibitor-accounts.approval.pending')} (${pending})` : t('organizer:exhibitor-accounts.approval.rejected'),
              }))}
            />
          }
        />
        <PagedListTable list={list} columns={columns} size="middle" scroll={{ x: 640 }} empty={empty} noMatch={empty} />
      </Drawer>
      <ApproveRegistrationDrawer registration={approving} onDecided={decided} onClose={() => setApproving(null)} />
      <RejectRegistrationDrawer registration={rejecting} onDecided={decided} onClose={() => setRejecting(null)} />
    </>
  );
}
