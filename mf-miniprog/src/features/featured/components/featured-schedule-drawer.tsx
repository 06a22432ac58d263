import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { MiniprogFeaturedItem, MiniprogFeaturedKind } from '@fair/shared/contracts/miniprog';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { ScheduleFields } from '@fair/shared/ui/form/schedule-fields';
import { MINIPROG_MESSAGES } from '@fair/shared/validation/miniprog';
import { MINIPROG_QUERY_KEY } from '../../common/api/whole-group';
import { saveFeatured } from '../api/featured-api';

type Schedule = { starts_at: string | null; ends_at: string | null };

/** When one featured entry shows (either end open); its state and visibility stay as they are. */
export function FeaturedScheduleDrawer({ kind, item, onClose }: { kind: MiniprogFeaturedKind; item: MiniprogFeaturedItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  return (
    <DrawerForm<Schedule>
      key={item?.id ?? 'none'}
      open={item !== null}
      title={item ? `${t('miniprog:shared.setSchedule')} · ${item.name_zh}` : ''}
      width={560}
      initialValues={{ starts_at: item?.starts_at ?? null, ends_at: item?.ends_at ?? null }}
      onSubmit={async (values) => {
        if (!item) return;
        await saveFeatured({ id: item.id, kind, ref_id: item.ref_id, status: item.status, hidden: item.hidden, starts_at: values.starts_at ?? null, ends_at: values.ends_at ?? null });
        await invalidate(MINIPROG_QUERY_KEY);
      }}
      onClose={onClose}
    >
      <ScheduleFields endBeforeStart={t(MINIPROG_MESSAGES.endBeforeStart)} />
    </DrawerForm>
  );
}
