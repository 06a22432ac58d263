import { Flex, Progress, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyCell } from '@fair/shared/ui/list/company-cell';
import type { RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';

/** Below this the completion bar is red, from it to full orange (the company still misses items), full green. */
const LOW_COMPLETION = 50;

/** The table's least width, the sum of its columns: at 1440 px it fits without scrolling sideways. */
export const REGISTER_TABLE_WIDTH = 1110;

/**
 * The register's columns (SPEC §2, §3 Exhibitor): company, completion, profile saved, type, country, hall,
 * booth, booth area, update time, set booth. The completion follows the company it rates, so narrower
 * screens keep both in sight; the company and the action stay fixed while the rest scrolls sideways.
 */
export function useRegisterColumns(onSetBooth: (item: RegisterItem) => void): TableColumnsType<RegisterItem> {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:exhibitor-register.${key}`, options);
  const actions = useRowActionsColumn<RegisterItem>(90, (item) => ({ name: item.name_zh_cn, size: 'small', actions: [{ label: text('setBooth'), onClick: () => onSetBooth(item) }] }));
  const unassigned = <Typography.Text type="secondary">{text('notAssigned')}</Typography.Text>;
  return [
    {
      title: text('company'),
      key: 'name_zh_cn',
      sorter: true,
      fixed: 'left',
      width: 212,
      render: (_, item) => <CompanyCell logo={item.logo} name_zh_cn={item.name_zh_cn} name_en={item.name_en} />,
    },
    {
      title: text('completion'),
      key: 'completion',
      sorter: true,
      width: 140,
      render: (_, item) => (
        <Flex vertical gap={2}>
          <Progress
            percent={item.completion}
            size="small"
            status={item.completion >= 100 ? 'success' : item.completion < LOW_COMPLETION ? 'exception' : 'normal'}
            strokeColor={item.completion >= 100 || item.completion < LOW_COMPLETION ? undefined : '#fa8c16'}
            format={(percent) => `${percent}%`}
            aria-label={`${text('completion')} ${item.completion}%`}
          />
          {item.reminder_status && item.reminded_at ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="reminder-status">
              {text('reminder.status', { status: text(`reminder.statuses.${item.reminder_status}`), time: formatDateTime(item.reminded_at) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: text('profileLabel'),
      key: 'is_edit',
      sorter: true,
      width: 92,
      render: (_, item) => (item.is_edit ? <Tag color="green">{text('profile.1')}</Tag> : <Tag>{text('profile.0')}</Tag>),
    },
    {
      title: text('exhibitorType'),
      key: 'exhibitor_types',
      sorter: true,
      width: 110,
      render: (_, item) => item.exhibitor_types.map((type) => <Tag key={type}>{t(exhibitorTypeLabelKey(type))}</Tag>),
    },
    { title: text('country'), key: 'country', sorter: true, width: 96, render: (_, item) => item.country_info ?? item.country ?? '—' },
    { title: text('hall'), key: 'hall', sorter: true, width: 90, render: (_, item) => item.hall ?? unassigned },
    { title: text('booth'), key: 'booth', sorter: true, width: 80, render: (_, item) => item.booth ?? unassigned },
    {
      title: text('boothArea'),
      key: 'booth_area',
      sorter: true,
      width: 100,
      render: (_, item) => (item.booth_area === null ? unassigned : text('squareMetres', { area: item.booth_area })),
    },
    { title: t('common:table.updatedAt'), key: 'updated_at', sorter: true, width: 100, render: (_, item) => formatDateTime(item.updated_at) },
    actions,
  ];
}
