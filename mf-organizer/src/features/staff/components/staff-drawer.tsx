import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { ADMIN_USER_NAME_MAX_LENGTH, type AdminUserItem, type AdminUserKind } from '@fair/shared/contracts/admin-users';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { adminUserCreate, adminUserEdit } from '@fair/shared/validation/admin-user';
import { zodFieldRule } from '@fair/shared/validation/antd-rules';
import { AUTHORITY_OPTIONS_KEY, addStaff, editStaff, fetchAuthorityOptions } from '../api/staff-api';

interface StaffValues {
  /** the edited account's id, in the form's store so the edit schema's cross-field rule can run */
  id?: number;
  user_name?: string;
  nick_name: string;
  authority_ids: number[];
  password?: string;
  operator_password?: string;
}

export interface StaffDrawerProps {
  kind: AdminUserKind;
  /** the account being edited, `null` to create one, `undefined` while closed */
  account: AdminUserItem | null | undefined;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/**
 * Create or edit a staff account. SPEC §5: the password rule, and the operator's own password to create an
 * account or set a password; roles only for organizer staff (mini-programme admins carry none, SPEC §6).
 */
export function StaffDrawer({ kind, account, onSaved, onClose }: StaffDrawerProps) {
  const { t } = useTranslation();
  const client = usePageQueryClient();
  const creating = account === null;
  const schema = creating ? adminUserCreate : adminUserEdit;
  const rule = (field: string) => zodFieldRule(schema, field, t);
  const options = useQuery({ queryKey: AUTHORITY_OPTIONS_KEY, queryFn: fetchAuthorityOptions, enabled: kind === 'web' && account !== undefined }, client);
  const initialValues: StaffValues = account ? { id: account.id, nick_name: account.nick_name, authority_ids: account.authorities.map((authority) => authority.id) } : { user_name: '', nick_name: '', authority_ids: [] };

  return (
    <DrawerForm<StaffValues>
      key={account === undefined ? 'closed' : (account?.id ?? 'new')}
      open={account !== undefined}
      title={creating ? t('organizer:staff.create') : t('organizer:staff.edit')}
      initialValues={initialValues}
      onSubmit={async (values) => {
        if (account) await editStaff(kind, { ...values, id: account.id, password: values.password || undefined, operator_password: values.operator_password || undefined });
        else await addStaff(kind, { ...values, user_name: values.user_name ?? '', password: values.password ?? '', operator_password: values.operator_password ?? '' });
        await onSaved();
      }}
      onClose={onClose}
    >
      {creating ? (
        <Form.Item name="user_name" label={t('organizer:staff.userName')} rules={[rule('user_name')]}>
          <Input maxLength={ADMIN_USER_NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      ) : (
        <Form.Item label={t('organizer:staff.userName')}>
          <Input value={account?.user_name} disabled />
        </Form.Item>
      )}
      <Form.Item name="nick_name" label={t('organizer:staff.nickName')} rules={[rule('nick_name')]}>
        <Input maxLength={ADMIN_USER_NAME_MAX_LENGTH} />
      </Form.Item>
      {kind === 'web' ? (
        <Form.Item name="authority_ids" label={t('organizer:staff.authorities')}>
          <Select mode="multiple" loading={options.isFetching} options={(options.data ?? []).map((option) => ({ value: option.id, label: option.name }))} optionFilterProp="label" />
        </Form.Item>
      ) : null}
      <Form.Item name="password" label={creating ? t('organizer:staff.password') : t('organizer:staff.newPassword')} rules={[rule('password')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="operator_password"
        label={t('organizer:staff.operatorPassword')}
        extra={t('organizer:staff.operatorPasswordHelp')}
        dependencies={['password']}
        rules={[rule('operator_password')]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </DrawerForm>
  );
}
