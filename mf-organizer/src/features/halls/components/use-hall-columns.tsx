import type { TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HallItem, HallMove } from '@fair/shared/contracts/halls';
import type { PagedList } from '@fair/shared/ui/list/use-paged-list';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import { HALLS_QUERY_KEY, moveHall } from '../api/hall-api';

export interface HallRowActions {
  onEdit: (hall: HallItem) => void;
  onDelete: (hall: HallItem) => void;
  /** the hall whose delete runs */
  deleting: number | null;
}

/** Venue order, both names, exhibitor count, and each hall's buttons: move up or down (in venue order only), edit, delete. */
export function useHallColumns(list: PagedList<HallItem>, { onEdit, onDelete, deleting }: HallRowActions): TableColumnsType<HallItem> {
  const { t } = useTranslation();
  // a refused move (the api client has shown why) leaves the order as the server has it
  const { run: move, busy: moving } = useRowCall<number, [HallMove]>({ call: moveHall, success: t('organizer:halls.moved'), invalidates: HALLS_QUERY_KEY });

  // moving follows the venue order, so it is offered only while the list shows that order unfiltered
  const inVenueOrder = !list.narrowed && (list.params.sort === null || (list.params.sort.field === 'sort' && list.params.sort.order === 'ascend'));
  const offset = (list.params.page - 1) * list.params.pageSize;
  // four link buttons on one line at desktop width
  const actions = useRowActionsColumn<HallItem>(390, (hall) => {
    const index = list.items.indexOf(hall);
    return {
      name: hall.name_zh,
      leading: inVenueOrder
        ? [
            { label: t('organizer:halls.moveUp'), icon: <ArrowUpOutlined aria-hidden />, disabled: offset + index === 0 || moving !== null, loading: moving === hall.id, onClick: () => void move(hall.id, 'up') },
            { label: t('organizer:halls.moveDown'), icon: <ArrowDownOutlined aria-hidden />, disabled: offset + index === list.total - 1 || moving !== null, onClick: () => void move(hall.id, 'down') },
          ]
        : [],
      onEdit: () => onEdit(hall),
      onDelete: () => onDelete(hall),
      deleting: deleting === hall.id,
    };
  });

  return [
    { title: t('organizer:halls.order'), key: 'sort', dataIndex: 'sort', sorter: true, width: 110, render: (_value, _hall, index) => offset + index + 1 },
    { title: t('organizer:halls.nameZh'), key: 'name_zh', dataIndex: 'name_zh', sorter: true },
    { title: t('organizer:halls.nameEn'), key: 'name_en', dataIndex: 'name_en', sorter: true },
    { title: t('organizer:halls.exhibitorCount'), key: 'exhibitor_count', dataIndex: 'exhibitor_count', sorter: true, width: 140 },
    actions,
  ];
}
