import { Button, Modal, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import { MINIPROG_KEYWORD_MAX_LENGTH, type MiniprogFeaturedCandidate, type MiniprogFeaturedKind } from '@fair/shared/contracts/miniprog';
import { Thumb } from '@fair/shared/ui/list/thumb';
import { CANDIDATES_PAGE_SIZE, candidatesQueryKey, fetchCandidates } from '../api/featured-api';

export interface CandidatePickerProps {
  kind: MiniprogFeaturedKind;
  open: boolean;
  onClose: () => void;
  /** features the record; resolves once the list has it */
  onPick: (candidate: MiniprogFeaturedCandidate) => Promise<unknown>;
}

/**
 * The records that may be featured, read from the exhibitor data (public companies, their published
 * products, published concurrent activities): searched by name, added one by one, already featured ones
 * marked. Its paging and search stay in the dialog (the page's own list keeps the address).
 */
export function CandidatePicker({ kind, open, onClose, onPick }: CandidatePickerProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={720} title={t(`miniprog:featured.add.${kind}`)} destroyOnHidden>
      {open ? <CandidateList kind={kind} onPick={onPick} /> : null}
    </Modal>
  );
}

function CandidateList({ kind, onPick }: Pick<CandidatePickerProps, 'kind' | 'onPick'>) {
  const { t } = useTranslation();
  const list = usePagedList<MiniprogFeaturedCandidate>({
    state: 'local',
    queryKey: candidatesQueryKey(kind),
    fetchPage: (request) => fetchCandidates(kind, request.keyword ?? '', request.page),
    pageSize: CANDIDATES_PAGE_SIZE,
    rowKey: (item) => item.ref_id,
  });
  const { run: pick, busy: adding } = useRowCall<MiniprogFeaturedCandidate>({ call: onPick, success: null });

  const columns: TableColumnsType<MiniprogFeaturedCandidate> = [
    { title: t('miniprog:shared.image'), key: 'image', width: 72, render: (_value, item) => <Thumb src={item.image} alt={item.name_zh} size={40} /> },
    {
      title: t('miniprog:featured.name'),
      key: 'name',
      render: (_value, item) => <BilingualCell zh={item.name_zh} en={item.name_en} />,
    },
    ...(kind === 'product' ? [{ title: t('miniprog:featured.company'), key: 'company', render: (_value: unknown, item: MiniprogFeaturedCandidate) => item.exhibitor_name_zh }] : []),
    {
      title: t('common:table.operation'),
      key: 'pick',
      width: 110,
      render: (_value, item) =>
        item.featured ? (
          <span style={{ color: '#8c8c8c' }}>{t('miniprog:featured.already')}</span>
        ) : (
          <Button size="small" type="primary" ghost loading={adding?.ref_id === item.ref_id} disabled={adding !== null} onClick={() => void pick(item)} aria-label={`${t('miniprog:featured.pick')} ${item.name_zh}`}>
            {t('miniprog:featured.pick')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <ListToolbar list={list} searchPlaceholder={t(`miniprog:featured.search.${kind}`)} searchMaxLength={MINIPROG_KEYWORD_MAX_LENGTH} />
      <PagedListTable list={list} columns={columns} size="small" />
    </>
  );
}
