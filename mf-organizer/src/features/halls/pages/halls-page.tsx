import { useState } from 'react';
import { Button, Card, Empty, Space, type TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { HALL_KEYWORD_MAX_LENGTH, HALL_PAGE_SIZE, HALL_PAGE_SIZES, HALL_SORT_FIELDS, type HallItem, type HallMove } from '@fair/shared/contracts/halls';
import { notifier } from '@fair/shared/feedback/notifier';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { HALL_NAME_REQUIRED, type HallForm } from '@fair/shared/validation/hall';
import { HALLS_QUERY_KEY, deleteHall, fetchHalls, moveHall, saveHall } from '../api/hall-api';

const NEW_HALL: HallForm = { name_zh: '', name_en: '' };

/**
 * /organizer/exhibition-number: the venue's hall numbers. Search, paging and sorting live in the address;
 * a hall is created or renamed in a drawer and moved up or down the venue order, which the exhibitor
 * profile's hall list and the catalogue follow.
 */
export default function HallsPage() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const list = usePagedList<HallItem>({ queryKey: HALLS_QUERY_KEY, fetchPage: fetchHalls, pageSize: HALL_PAGE_SIZE, pageSizes: HALL_PAGE_SIZES, sortFields: HALL_SORT_FIELDS });
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall: deleteHall, invalidates: HALLS_QUERY_KEY });
  const [editing, setEditing] = useState<HallForm | null>(null);
  const [moving, setMoving] = useState<number | null>(null);

  // moving follows the venue order, so it is offered only while the list shows that order unfiltered
  const inVenueOrder = !list.narrowed && (list.params.sort === null || (list.params.sort.field === 'sort' && list.params.sort.order === 'ascend'));
  const offset = (list.params.page - 1) * list.params.pageSize;

  const move = async (hall: HallItem, direction: HallMove) => {
    setMoving(hall.id);
    try {
      await moveHall(hall.id, direction);
      notifier().success(t('organizer:halls.moved'));
      await invalidate(HALLS_QUERY_KEY);
    } catch {
      // the api client has shown why; the order stays as the server has it
    } finally {
      setMoving(null);
    }
  };

  const required = t(HALL_NAME_REQUIRED);
  const columns: TableColumnsType<HallItem> = [
    { title: t('organizer:halls.order'), key: 'sort', dataIndex: 'sort', sorter: true, width: 110, render: (_value, _hall, index) => offset + index + 1 },
    { title: t('organizer:halls.nameZh'), key: 'name_zh', dataIndex: 'name_zh', sorter: true },
    { title: t('organizer:halls.nameEn'), key: 'name_en', dataIndex: 'name_en', sorter: true },
    { title: t('organizer:halls.exhibitorCount'), key: 'exhibitor_count', dataIndex: 'exhibitor_count', sorter: true, width: 140 },
    {
      title: t('common:table.operation'),
      key: 'actions',
      // four link buttons on one line at desktop width
      width: 390,
      render: (_value, hall, index) => (
        <Space size={0}>
          {inVenueOrder ? (
            <>
              <Button type="link" icon={<ArrowUpOutlined aria-hidden />} disabled={offset + index === 0 || moving !== null} loading={moving === hall.id} onClick={() => void move(hall, 'up')} aria-label={`${t('organizer:halls.moveUp')} ${hall.name_zh}`}>
                {t('organizer:halls.moveUp')}
              </Button>
              <Button type="link" icon={<ArrowDownOutlined aria-hidden />} disabled={offset + index === list.total - 1 || moving !== null} onClick={() => void move(hall, 'down')} aria-label={`${t('organizer:halls.moveDown')} ${hall.name_zh}`}>
                {t('organizer:halls.moveDown')}
              </Button>
            </>
          ) : null}
          <Button type="link" onClick={() => setEditing({ id: hall.id, name_zh: hall.name_zh, name_en: hall.name_en })} aria-label={`${t('common:button.edit')} ${hall.name_zh}`}>
            {t('common:button.edit')}
          </Button>
          <Button type="link" danger loading={deleting === hall.id} onClick={() => void remove(hall.id)} aria-label={`${t('common:button.delete')} ${hall.name_zh}`}>
            {t('common:button.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={t('organizer:halls.search')}
        searchMaxLength={HALL_KEYWORD_MAX_LENGTH}
        actions={<CreateButton label={t('organizer:halls.create')} onClick={() => setEditing(NEW_HALL)} />}
      />
      <PagedListTable list={list} columns={columns} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organizer:halls.empty')} />} scroll={{ x: 1000 }} />
      <DrawerForm<HallForm>
        key={editing?.id ?? 'new'}
        open={editing !== null}
        title={editing?.id ? t('organizer:halls.edit') : t('organizer:halls.create')}
        initialValues={editing ?? NEW_HALL}
        onSubmit={async (values) => {
          await saveHall({ ...values, id: editing?.id });
          await invalidate(HALLS_QUERY_KEY);
        }}
        onClose={() => setEditing(null)}
      >
        <BilingualFields names={['name_zh', 'name_en']} labels={[t('organizer:halls.nameZh'), t('organizer:halls.nameEn')]} requiredMessages={[required, required]} />
      </DrawerForm>
    </Card>
  );
}
