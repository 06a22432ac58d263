import { Form, Radio, Switch, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MINIPROG_POPUP_AUDIENCES, type MiniprogPopup } from '@fair/shared/contracts/miniprog';
import { ScheduleFields } from '@fair/shared/ui/form/schedule-fields';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { DrawerListPage } from '@fair/shared/ui/list/drawer-list-page';
import { MINIPROG_MESSAGES, type MiniprogPopupInput } from '@fair/shared/validation/miniprog';
import { useEnabledScheduleColumns } from '../../common/components/enabled-schedule-columns';
import { LinkTargetFields, LinkTargetText } from '../../common/components/link-target-fields';
import { NameField } from '../../common/components/name-field';
import { Thumb } from '@fair/shared/ui/list/thumb';
import { useEnabledListPage } from '../../common/components/use-enabled-list-page';
import { popupApi, type PopupFilters } from '../api/popup-api';

const NEW_POPUP: MiniprogPopupInput = { name: '', image: '', link_type: 'none', link: '', audience: 'every_visit', enabled: true, starts_at: null, ends_at: null };

/**
 * /popup/popup-manage: the popups the mini-programme opens with — picture, where a tap leads, who sees it
 * (first visit, every visit, once a day), when (schedule in Shanghai time) and whether it is switched on.
 */
export default function PopupsPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<MiniprogPopup> = [
    { title: t('miniprog:popups.image'), key: 'image', width: 80, render: (_value, popup) => <Thumb src={popup.image} alt={popup.name} /> },
    { title: t('miniprog:popups.name'), key: 'name', dataIndex: 'name' },
    { title: t('miniprog:shared.target'), key: 'link', render: (_value, popup) => <LinkTargetText linkType={popup.link_type} link={popup.link} /> },
    { title: t('miniprog:popups.audience'), key: 'audience', width: 120, render: (_value, popup) => t(`miniprog:popups.audiences.${popup.audience}`) },
    ...useEnabledScheduleColumns<MiniprogPopup>((popup) => popup.name, popupApi),
  ];

  return (
    <DrawerListPage<MiniprogPopup, PopupFilters, MiniprogPopupInput> {...useEnabledListPage('popups', popupApi, { nameOf: (popup) => popup.name })} columns={columns} blank={NEW_POPUP} drawerWidth={640} scrollX={1100}>
      <NameField section="popups" />
      <Form.Item name="image" label={t('miniprog:popups.image')} rules={[{ required: true, message: t(MINIPROG_MESSAGES.required) }]}>
        <ImageUploadField aria-label={t('miniprog:popups.image')} guidance={t('miniprog:popups.imageGuidance')} />
      </Form.Item>
      <LinkTargetFields />
      <Form.Item name="audience" label={t('miniprog:popups.audience')}>
        <Radio.Group options={MINIPROG_POPUP_AUDIENCES.map((audience) => ({ value: audience, label: t(`miniprog:popups.audiences.${audience}`) }))} />
      </Form.Item>
      <ScheduleFields endBeforeStart={t(MINIPROG_MESSAGES.endBeforeStart)} />
      <Form.Item name="enabled" label={t('miniprog:shared.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </DrawerListPage>
  );
}
