import { useState } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { HALL_KEYWORD_MAX_LENGTH, HALL_PAGE_SIZE, HALL_PAGE_SIZES, HALL_SORT_FIELDS, type HallItem } from '@fair/shared/contracts/halls';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { HALL_NAME_REQUIRED, type HallForm } from '@fair/shared/validation/hall';
import { HALLS_QUERY_KEY, deleteHall, fetchHalls, saveHall } from '../api/hall-api';
import { useHallColumns } from '../components/use-hall-columns';

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

  const required = t(HALL_NAME_REQUIRED);
  const columns = useHallColumns(list, { onEdit: (hall) => setEditing({ id: hall.id, name_zh: hall.name_zh, name_en: hall.name_en }), onDelete: (hall) => void remove(hall.id), deleting });

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
