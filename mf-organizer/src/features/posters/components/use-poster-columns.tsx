import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyCell } from '@fair/shared/ui/list/company-cell';
import type { PosterExhibitorItem } from '@fair/shared/contracts/poster';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';

/** The table's least width, the sum of its columns. */
export const POSTER_TABLE_WIDTH = 860;

/** The companies a poster is made for: company, hall, booth, types, profile saved, and its own poster's preview. */
export function usePosterColumns(onPreview: (item: PosterExhibitorItem) => void): TableColumnsType<PosterExhibitorItem> {
  const { t } = useTranslation();
  const text = (key: string) => t(`organizer:posters.${key}`);
  const actions = useRowActionsColumn<PosterExhibitorItem>(110, (item) => ({ name: item.name_zh_cn, size: 'small', actions: [{ label: text('previewOne'), onClick: () => onPreview(item) }] }));
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  return [
    {
      title: text('company'),
      key: 'name_zh_cn',
      sorter: true,
      render: (_, item) => <CompanyCell logo={item.logo} name_zh_cn={item.name_zh_cn} name_en={item.name_en} />,
    },
    { title: text('hall'), key: 'hall', sorter: true, width: 120, render: (_, item) => item.hall ?? none },
    { title: text('booth'), key: 'booth', sorter: true, width: 110, render: (_, item) => item.booth ?? none },
    {
      title: text('exhibitorType'),
      key: 'exhibitor_types',
      width: 170,
      render: (_, item) => item.exhibitor_types.map((type) => <Tag key={type}>{t(exhibitorTypeLabelKey(type))}</Tag>),
    },
    {
      title: text('profile'),
      key: 'is_edit',
      width: 110,
      render: (_, item) => (item.is_edit ? <Tag color="success">{text('profileSaved')}</Tag> : <Tag>{text('profileNotSaved')}</Tag>),
    },
    actions,
  ];
}
