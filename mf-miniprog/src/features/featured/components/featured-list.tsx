import { useState } from 'react';
import { Button, Empty, Flex, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { MiniprogFeaturedItem, MiniprogFeaturedKind } from '@fair/shared/contracts/miniprog';
import { notifier } from '@fair/shared/feedback/notifier';
import { PublishStateTag } from '@fair/shared/ui/content/publish-state-tag';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { MINIPROG_QUERY_KEY, useWholeGroup } from '../../common/api/whole-group';
import { Thumb } from '@fair/shared/ui/list/thumb';
import { useGroupActionsColumn } from '../../common/components/use-group-actions-column';
import { WholeGroupTable } from '../../common/components/whole-group-table';
import { FEATURED_LIST_PATH, changeFeaturedState, changeFeaturedVisibility, deleteFeatured, featuredQueryKey, saveFeatured, sortFeatured } from '../api/featured-api';
import { CandidatePicker } from './candidate-picker';
import { FeaturedScheduleDrawer } from './featured-schedule-drawer';

/**
 * One featured list (exhibitors, products or concurrent activities on the mini-programme home): records
 * picked from the exhibitor data, dragged into order, published or withdrawn, hidden or shown, each with
 * its own schedule. Used by /info/info-manage, /product/product-manage, /activity/activity-manage and the
 * home management screen. Hiding or removing an entry never touches the exhibitor's own data.
 */
export function FeaturedList({ kind }: { kind: MiniprogFeaturedKind }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const group = useWholeGroup<MiniprogFeaturedItem>(featuredQueryKey(kind), FEATURED_LIST_PATH, { kind });
  const [picking, setPicking] = useState(false);
  const [scheduling, setScheduling] = useState<MiniprogFeaturedItem | null>(null);

  const columns: TableColumnsType<MiniprogFeaturedItem> = [
    { title: t('miniprog:shared.image'), key: 'image', width: 72, render: (_value, item) => <Thumb src={item.image} alt={item.name_zh} size={40} /> },
    {
      title: t('miniprog:featured.name'),
      key: 'name',
      render: (_value, item) => <BilingualCell zh={item.name_zh} en={item.name_en} note={item.exhibitor_name_zh} />,
    },
    {
      title: t('miniprog:shared.schedule'),
      key: 'schedule',
      width: 190,
      render: (_value, item) => `${formatFairTime(item.starts_at) || t('common:schedule.now')} ~ ${formatFairTime(item.ends_at) || t('common:schedule.noEnd')}`,
    },
    {
      title: t('miniprog:shared.state'),
      key: 'state',
      width: 110,
      render: (_value, item) => <PublishStateTag item={{ on: item.status === 'published', hidden: item.hidden, available: item.available, starts_at: item.starts_at, ends_at: item.ends_at }} />,
    },
    useGroupActionsColumn<MiniprogFeaturedItem>({
      width: 300,
      nameOf: (item) => item.name_zh,
      actionsOf: (item, calls) => [
        calls.publishAction(item, changeFeaturedState),
        calls.visibilityAction(item, changeFeaturedVisibility),
        { label: t('miniprog:shared.setSchedule'), onClick: () => setScheduling(item) },
      ],
      deleteCall: deleteFeatured,
      confirmText: t('miniprog:featured.removeConfirm'),
      deleteLabel: t('miniprog:featured.remove'),
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">{t(`miniprog:featured.intro.${kind}`)}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setPicking(true)}>
          {t(`miniprog:featured.add.${kind}`)}
        </Button>
      </Flex>
      <WholeGroupTable<MiniprogFeaturedItem>
        group={group}
        saveOrder={(ids) => sortFeatured(kind, ids)}
        columns={columns}
        nameOf={(item) => item.name_zh}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`miniprog:featured.empty.${kind}`)} />}
        scroll={{ x: 900 }}
      />
      <CandidatePicker
        kind={kind}
        open={picking}
        onClose={() => setPicking(false)}
        onPick={async (candidate) => {
          await saveFeatured({ kind, ref_id: candidate.ref_id });
          notifier().success(t('miniprog:featured.added'));
          await invalidate(MINIPROG_QUERY_KEY);
        }}
      />
      <FeaturedScheduleDrawer kind={kind} item={scheduling} onClose={() => setScheduling(null)} />
    </Flex>
  );
}
