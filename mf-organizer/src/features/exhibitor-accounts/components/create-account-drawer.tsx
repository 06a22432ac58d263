import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXHIBITOR_NAME_MAX_LENGTH, EXHIBITOR_TYPE_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import type { ExhibitorType } from '@fair/shared/contracts/profile';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { zodFieldRule } from '@fair/shared/validation/antd-rules';
import { exhibitorAccountCreate } from '@fair/shared/validation/exhibitor-account';
import { addExhibitorAccount } from '../api/exhibitor-account-api';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';

interface CreateValues {
  name_zh: string;
  name_en: string;
  email: string;
  password: string;
  exhibitor_types: ExhibitorType[];
  operator_password: string;
}

const EMPTY: CreateValues = { name_zh: '', name_en: '', email: '', password: '', exhibitor_types: [], operator_password: '' };

/** Create exhibitor account (SPEC §2, §5): the company and its main account, with the operator's own password. */
export function CreateAccountDrawer({ open, onSaved, onClose }: { open: boolean; onSaved: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = (field: string) => zodFieldRule(exhibitorAccountCreate, field, t);
  return (
    <DrawerForm<CreateValues>
      open={open}
      title={t('organizer:exhibitor-accounts.create')}
      initialValues={EMPTY}
      onSubmit={async (values) => {
        await addExhibitorAccount(values);
        await onSaved();
      }}
      onClose={onClose}
    >
      <Form.Item name="name_zh" label={t('organizer:exhibitor-accounts.nameZh')} rules={[rule('name_zh')]}>
        <Input maxLength={EXHIBITOR_NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="name_en" label={t('organizer:exhibitor-accounts.nameEn')} rules={[rule('name_en')]}>
        <Input maxLength={EXHIBITOR_NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="email" label={t('organizer:exhibitor-accounts.email')} rules={[rule('email')]}>
        <Input type="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item name="password" label={t('organizer:exhibitor-accounts.password')} extra={t('organizer:exhibitor-accounts.passwordHelp')} rules={[rule('password')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="exhibitor_types" label={t('organizer:exhibitor-accounts.exhibitorType')} rules={[rule('exhibitor_types')]}>
        <Select mode="multiple" options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))} />
      </Form.Item>
      <Form.Item name="operator_password" label={t('organizer:exhibitor-accounts.operatorPassword')} extra={t('organizer:exhibitor-accounts.operatorPasswordHelp')} rules={[rule('operator_password')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </DrawerForm>
  );
}
