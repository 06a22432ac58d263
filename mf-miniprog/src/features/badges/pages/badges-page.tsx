import { Form, Switch, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MINIPROG_BADGE_POSITIONS, type MiniprogBadge } from '@fair/shared/contracts/miniprog';
import { ScheduleFields } from '@fair/shared/ui/form/schedule-fields';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { DrawerListPage } from '@fair/shared/ui/list/drawer-list-page';
import { MINIPROG_MESSAGES, type MiniprogBadgeInput } from '@fair/shared/validation/miniprog';
import { useEnabledScheduleColumns } from '../../common/components/enabled-schedule-columns';
import { LinkTargetFields, LinkTargetText } from '../../common/components/link-target-fields';
import { NameField } from '../../common/components/name-field';
import { PagePositionFields } from '../../common/components/page-position-fields';
import { Thumb } from '@fair/shared/ui/list/thumb';
import { useEnabledListPage } from '../../common/components/use-enabled-list-page';
import { badgeApi, type BadgeFilters } from '../api/badge-api';

const NEW_BADGE: MiniprogBadgeInput = { name: '', icon: '', link_type: 'page', link: '', page: 'home', position: 'right_bottom', enabled: true, starts_at: null, ends_at: null };

/**
 * /buoy/buoy-manage: floating badges — an icon floating over one page of the mini-programme at a corner,
 * leading to a link or a page, inside its schedule and while switched on.
 */
export default function BadgesPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<MiniprogBadge> = [
    { title: t('miniprog:badges.icon'), key: 'icon', width: 80, render: (_value, badge) => <Thumb src={badge.icon} alt={badge.name} size={40} /> },
    { title: t('miniprog:badges.name'), key: 'name', dataIndex: 'name' },
    { title: t('miniprog:badges.page'), key: 'page', width: 120, render: (_value, badge) => t(`miniprog:shared.page.${badge.page}`) },
    { title: t('miniprog:badges.position'), key: 'position', width: 110, render: (_value, badge) => t(`miniprog:badges.positions.${badge.position}`) },
    { title: t('miniprog:shared.target'), key: 'link', render: (_value, badge) => <LinkTargetText linkType={badge.link_type} link={badge.link} /> },
    ...useEnabledScheduleColumns<MiniprogBadge>((badge) => badge.name, badgeApi),
  ];

  return (
    <DrawerListPage<MiniprogBadge, BadgeFilters, MiniprogBadgeInput> {...useEnabledListPage('badges', badgeApi, { nameOf: (badge) => badge.name })} columns={columns} blank={NEW_BADGE} drawerWidth={640} scrollX={1200}>
      <NameField section="badges" />
      <Form.Item name="icon" label={t('miniprog:badges.icon')} rules={[{ required: true, message: t(MINIPROG_MESSAGES.required) }]}>
        <ImageUploadField aria-label={t('miniprog:badges.icon')} guidance={t('miniprog:badges.iconGuidance')} />
      </Form.Item>
      <PagePositionFields section="badges" positions={MINIPROG_BADGE_POSITIONS} />
      <LinkTargetFields />
      <ScheduleFields endBeforeStart={t(MINIPROG_MESSAGES.endBeforeStart)} />
      <Form.Item name="enabled" label={t('miniprog:shared.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </DrawerListPage>
  );
}
