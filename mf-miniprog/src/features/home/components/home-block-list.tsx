import { useState } from 'react';
import { Button, Empty, Flex, Form, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { MiniprogHomeBlock, MiniprogHomeItem } from '@fair/shared/contracts/miniprog';
import { PublishStateTag } from '@fair/shared/ui/content/publish-state-tag';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { ScheduleFields } from '@fair/shared/ui/form/schedule-fields';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { MINIPROG_MESSAGES, type MiniprogHomeItemInput } from '@fair/shared/validation/miniprog';
import { MINIPROG_QUERY_KEY, useWholeGroup } from '../../common/api/whole-group';
import { LinkTargetFields, LinkTargetText } from '../../common/components/link-target-fields';
import { Thumb } from '@fair/shared/ui/list/thumb';
import { useGroupActionsColumn } from '../../common/components/use-group-actions-column';
import { WholeGroupTable } from '../../common/components/whole-group-table';
import { HOME_LIST_PATH, changeHomeItemState, deleteHomeItem, homeBlockQueryKey, saveHomeItem, sortHomeBlock } from '../api/home-api';

type HomeItemFields = Pick<MiniprogHomeItemInput, 'image' | 'title_zh' | 'title_en' | 'link_type' | 'link' | 'starts_at' | 'ends_at'>;

const NEW_ITEM: HomeItemFields = { image: '', title_zh: '', title_en: '', link_type: 'none', link: '', starts_at: null, ends_at: null };

const fieldsOf = (item: MiniprogHomeItem): HomeItemFields => ({
  image: item.image,
  title_zh: item.title_zh,
  title_en: item.title_en,
  link_type: item.link_type,
  link: item.link,
  starts_at: item.starts_at,
  ends_at: item.ends_at,
});

/**
 * One block of the mini-programme home that the admin fills item by item: the banner carousel or the
 * quick-entry icons. Picture, bilingual title (SPEC §5 banner: image and both titles required), where a
 * tap leads, schedule; dragged into order, saved as drafts and published from the list.
 */
export function HomeBlockList({ block }: { block: MiniprogHomeBlock }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const group = useWholeGroup<MiniprogHomeItem>(homeBlockQueryKey(block), HOME_LIST_PATH, { block });
  const [editing, setEditing] = useState<MiniprogHomeItem | 'new' | null>(null);
  const record = editing === 'new' ? null : editing;
  const imageLabel = t(`miniprog:home.image.${block}`);

  const columns: TableColumnsType<MiniprogHomeItem> = [
    { title: imageLabel, key: 'image', width: block === 'banner' ? 164 : 72, render: (_value, item) => <Thumb src={item.image} alt={item.title_zh} size={block === 'banner' ? 44 : 40} wide={block === 'banner'} /> },
    {
      title: t('miniprog:home.title'),
      key: 'title',
      width: 170,
      render: (_value, item) => <BilingualCell zh={item.title_zh} en={item.title_en} />,
    },
    { title: t('miniprog:shared.target'), key: 'link', width: 180, render: (_value, item) => <LinkTargetText linkType={item.link_type} link={item.link} /> },
    {
      title: t('miniprog:shared.schedule'),
      key: 'schedule',
      width: 170,
      render: (_value, item) => `${formatFairTime(item.starts_at) || t('common:schedule.now')} ~ ${formatFairTime(item.ends_at) || t('common:schedule.noEnd')}`,
    },
    { title: t('miniprog:shared.state'), key: 'state', width: 90, render: (_value, item) => <PublishStateTag item={{ on: item.status === 'published', starts_at: item.starts_at, ends_at: item.ends_at }} /> },
    useGroupActionsColumn<MiniprogHomeItem>({
      width: 200,
      nameOf: (item) => item.title_zh,
      onEdit: setEditing,
      actionsOf: (item, calls) => [calls.publishAction(item, changeHomeItemState)],
      deleteCall: deleteHomeItem,
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t(`miniprog:home.create.${block}`)}
        </Button>
      </Flex>
      <WholeGroupTable<MiniprogHomeItem>
        group={group}
        saveOrder={(ids) => sortHomeBlock(block, ids)}
        columns={columns}
        nameOf={(item) => item.title_zh}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`miniprog:home.empty.${block}`)} />}
        // the columns' widths: the whole table fits the page's width at 1440 px, and scrolls inside its card below that
        scroll={{ x: 1100 }}
      />
      <DrawerForm<HomeItemFields>
        key={record?.id ?? String(editing)}
        open={editing !== null}
        width={640}
        title={t(`miniprog:home.${record ? 'edit' : 'create'}.${block}`)}
        initialValues={record ? fieldsOf(record) : NEW_ITEM}
        onSubmit={async (values) => {
          // publishing is a list action, so an edit keeps the item's status
          await saveHomeItem({ ...values, block, id: record?.id, status: record?.status ?? 'draft' });
          await invalidate(MINIPROG_QUERY_KEY);
        }}
        onClose={() => setEditing(null)}
      >
        <Form.Item name="image" label={imageLabel} rules={[{ required: true, message: t(MINIPROG_MESSAGES.required) }]}>
          <ImageUploadField aria-label={imageLabel} guidance={t(`miniprog:home.guidance.${block}`)} />
        </Form.Item>
        <BilingualFields names={['title_zh', 'title_en']} labels={[t('miniprog:shared.titleZh'), t('miniprog:shared.titleEn')]} requiredMessages={[t(MINIPROG_MESSAGES.titleZh), t(MINIPROG_MESSAGES.titleEn)]} maxLength={TITLE_MAX_LENGTH} />
        <LinkTargetFields />
        <ScheduleFields endBeforeStart={t(MINIPROG_MESSAGES.endBeforeStart)} />
      </DrawerForm>
    </Flex>
  );
}
