import { useState } from 'react';
import { Button, Input, Modal, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { MINIPROG_KEYWORD_MAX_LENGTH, type MiniprogFeaturedCandidate, type MiniprogFeaturedKind } from '@fair/shared/contracts/miniprog';
import { Thumb } from '../../common/components/thumb';
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
 * marked.
 */
export function CandidatePicker({ kind, open, onClose, onPick }: CandidatePickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<number | null>(null);
  const query = useQuery(
    { queryKey: candidatesQueryKey(kind, keyword, page), queryFn: () => fetchCandidates(kind, keyword, page), enabled: open, placeholderData: keepPreviousData },
    usePageQueryClient(),
  );

  const pick = async (candidate: MiniprogFeaturedCandidate) => {
    setAdding(candidate.ref_id);
    try {
      await onPick(candidate);
    } catch {
      // the api client has said why (e.g. the record stopped being public meanwhile)
    } finally {
      setAdding(null);
    }
  };

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
          <Button size="small" type="primary" ghost loading={adding === item.ref_id} disabled={adding !== null} onClick={() => void pick(item)} aria-label={`${t('miniprog:featured.pick')} ${item.name_zh}`}>
            {t('miniprog:featured.pick')}
          </Button>
        ),
    },
  ];

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={720} title={t(`miniprog:featured.add.${kind}`)} destroyOnHidden>
      <Input.Search
        allowClear
        value={text}
        maxLength={MINIPROG_KEYWORD_MAX_LENGTH}
        placeholder={t(`miniprog:featured.search.${kind}`)}
        aria-label={t(`miniprog:featured.search.${kind}`)}
        enterButton={t('common:button.search')}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<MiniprogFeaturedCandidate>
        rowKey="ref_id"
        size="small"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={{ current: page, pageSize: CANDIDATES_PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (total) => t('common:table.total', { total }) }}
      />
    </Modal>
  );
}
