import { useState } from 'react';
import { Button, Empty, Flex, Form, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { MiniprogActivity } from '@fair/shared/contracts/miniprog';
import { PublishStateTag } from '@fair/shared/ui/content/publish-state-tag';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { ScheduleFields } from '@fair/shared/ui/form/schedule-fields';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { MINIPROG_MESSAGES, type MiniprogActivityInput } from '@fair/shared/validation/miniprog';
import { MINIPROG_QUERY_KEY, useWholeGroup } from '../../common/api/whole-group';
import { BilingualContent } from '../../common/components/bilingual-content';
import { Thumb } from '@fair/shared/ui/list/thumb';
import { useGroupActionsColumn } from '../../common/components/use-group-actions-column';
import { WholeGroupTable } from '../../common/components/whole-group-table';
import { ACTIVITIES_QUERY_KEY, ACTIVITY_LIST_PATH, changeActivityState, changeActivityVisibility, deleteActivity, saveActivity, sortActivities } from '../api/activity-api';

type ActivityFields = Omit<MiniprogActivityInput, 'id' | 'status' | 'hidden'>;

const NEW_ACTIVITY: ActivityFields = { title_zh: '', title_en: '', image: '', starts_at: '', ends_at: null, place_zh: '', place_en: '', content_zh: '', content_en: '' };

const fieldsOf = (activity: MiniprogActivity): ActivityFields => ({
  title_zh: activity.title_zh,
  title_en: activity.title_en,
  image: activity.image,
  starts_at: activity.starts_at,
  ends_at: activity.ends_at,
  place_zh: activity.place_zh,
  place_en: activity.place_en,
  content_zh: activity.content_zh,
  content_en: activity.content_en,
});

/**
 * The fair's own concurrent activities (not the exhibitors' booth activities): Chinese and English title,
 * time, place and content, in the order the mini-programme lists them; saved as drafts, then published,
 * hidden or shown from the list.
 */
export function ActivityList() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const group = useWholeGroup<MiniprogActivity>(ACTIVITIES_QUERY_KEY, ACTIVITY_LIST_PATH, {});
  const [editing, setEditing] = useState<MiniprogActivity | 'new' | null>(null);
  const record = editing === 'new' ? null : editing;

  const columns: TableColumnsType<MiniprogActivity> = [
    { title: t('miniprog:activities.cover'), key: 'image', width: 72, render: (_value, item) => <Thumb src={item.image} alt={item.title_zh} size={40} /> },
    {
      title: t('miniprog:activities.title'),
      key: 'title',
      width: 180,
      render: (_value, item) => <BilingualCell zh={item.title_zh} en={item.title_en} />,
    },
    {
      title: t('miniprog:activities.time'),
      key: 'time',
      width: 190,
      // start and end on a line each, so a narrow column never breaks a date in two
      render: (_value, item) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{formatFairTime(item.starts_at)}</div>
          {item.ends_at && <div>~ {formatFairTime(item.ends_at)}</div>}
        </div>
      ),
    },
    { title: t('miniprog:activities.place'), key: 'place', width: 160, render: (_value, item) => item.place_zh || '—' },
    { title: t('miniprog:shared.state'), key: 'state', width: 100, render: (_value, item) => <PublishStateTag item={{ on: item.status === 'published', hidden: item.hidden }} /> },
    useGroupActionsColumn<MiniprogActivity>({
      width: 280,
      nameOf: (item) => item.title_zh,
      onEdit: setEditing,
      actionsOf: (item, calls) => [calls.publishAction(item, changeActivityState), calls.visibilityAction(item, changeActivityVisibility)],
      deleteCall: deleteActivity,
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('miniprog:activities.create')}
        </Button>
      </Flex>
      <WholeGroupTable<MiniprogActivity>
        group={group}
        saveOrder={(ids) => sortActivities(ids)}
        columns={columns}
        nameOf={(item) => item.title_zh}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('miniprog:activities.empty')} />}
        scroll={{ x: 1110 }}
      />
      <DrawerForm<ActivityFields>
        key={record?.id ?? String(editing)}
        open={editing !== null}
        width={880}
        title={record ? t('miniprog:activities.edit') : t('miniprog:activities.create')}
        initialValues={record ? fieldsOf(record) : NEW_ACTIVITY}
        onSubmit={async (values) => {
          // status and visibility change from the list, so an edit keeps them
          await saveActivity({ ...values, id: record?.id, status: record?.status ?? 'draft', hidden: record?.hidden ?? false });
          await invalidate(MINIPROG_QUERY_KEY);
        }}
        onClose={() => setEditing(null)}
      >
        <BilingualFields names={['title_zh', 'title_en']} labels={[t('miniprog:shared.titleZh'), t('miniprog:shared.titleEn')]} requiredMessages={[t(MINIPROG_MESSAGES.titleZh), t(MINIPROG_MESSAGES.titleEn)]} maxLength={TITLE_MAX_LENGTH} />
        <ScheduleFields labels={[t('miniprog:activities.start'), t('miniprog:activities.end')]} startRequired={t('miniprog:activities.startRequired')} endBeforeStart={t(MINIPROG_MESSAGES.endBeforeStart)} />
        <BilingualFields names={['place_zh', 'place_en']} labels={[t('miniprog:activities.placeZh'), t('miniprog:activities.placeEn')]} maxLength={TITLE_MAX_LENGTH} />
        <Form.Item name="image" label={t('miniprog:activities.cover')}>
          <ImageUploadField aria-label={t('miniprog:activities.cover')} guidance={t('miniprog:activities.coverGuidance')} />
        </Form.Item>
        <BilingualContent />
      </DrawerForm>
    </Flex>
  );
}
