import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '../../api/query-client';
import { ADMIN_USER_NAME_MAX_LENGTH, type AdminUserItem, type AdminUserKind } from '../../contracts/admin-users';
import { DrawerForm } from '../form/drawer-form';
import { adminUserCreate, adminUserEdit } from '../../validation/admin-user';
import { zodFieldRule } from '../../validation/antd-rules';
import { AUTHORITY_OPTIONS_KEY, addAdminUser, editAdminUser, fetchAuthorityOptions } from './admin-user-api';

interface AdminUserValues {
  /** the edited account's id, in the form's store so the edit schema's cross-field rule can run */
  id?: number;
  user_name?: string;
  nick_name: string;
  authority_ids: number[];
  password?: string;
  operator_password?: string;
}

export interface AdminUserDrawerProps {
  kind: AdminUserKind;
  /** the account being edited, `null` to create one, `undefined` while closed */
  account: AdminUserItem | null | undefined;
  /** the operator's own account: its roles are not its own to change */
  own?: boolean;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/**
 * Create or edit a staff account. SPEC §5: the password rule, and the operator's own password to create an
 * account or set a password; roles only for organizer staff (mini-programme admins carry none, SPEC §6).
 */
export function AdminUserDrawer({ kind, account, own = false, onSaved, onClose }: AdminUserDrawerProps) {
  const { t } = useTranslation();
  const client = usePageQueryClient();
  const creating = account === null;
  const schema = creating ? adminUserCreate : adminUserEdit;
  const rule = (field: string) => zodFieldRule(schema, field, t);
  const options = useQuery({ queryKey: AUTHORITY_OPTIONS_KEY, queryFn: fetchAuthorityOptions, enabled: kind === 'web' && account !== undefined }, client);
  const initialValues: AdminUserValues = account ? { id: account.id, nick_name: account.nick_name, authority_ids: account.authorities.map((authority) => authority.id) } : { user_name: '', nick_name: '', authority_ids: [] };

  return (
    <DrawerForm<AdminUserValues>
      key={account === undefined ? 'closed' : (account?.id ?? 'new')}
      open={account !== undefined}
      title={creating ? t('admin-users:create') : t('admin-users:edit')}
      initialValues={initialValues}
      onSubmit={async (values) => {
        if (account) await editAdminUser(kind, { ...values, id: account.id, password: values.password || undefined, operator_password: values.operator_password || undefined });
        else await addAdminUser(kind, { ...values, user_name: values.user_name ?? '', password: values.password ?? '', operator_password: values.operator_password ?? '' });
        await onSaved();
      }}
      onClose={onClose}
    >
      {creating ? (
        <Form.Item name="user_name" label={t('admin-users:userName')} rules={[rule('user_name')]}>
          <Input maxLength={ADMIN_USER_NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      ) : (
        <Form.Item label={t('admin-users:userName')}>
          <Input value={account?.user_name} disabled />
        </Form.Item>
      )}
      <Form.Item name="nick_name" label={t('admin-users:nickName')} rules={[rule('nick_name')]}>
        <Input maxLength={ADMIN_USER_NAME_MAX_LENGTH} />
      </Form.Item>
      {kind === 'web' ? (
        <Form.Item name="authority_ids" label={t('admin-users:authorities')} extra={own ? t('admin-users:ownAuthorities') : t('admin-users:grantableOnly')}>
          <Select
            mode="multiple"
            disabled={own}
            loading={options.isFetching}
            // the server offers only what the operator may grant; an account's grants beyond that are not its to edit
            options={(own ? (account?.authorities ?? []) : (options.data ?? [])).map((option) => ({ value: option.id, label: option.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
      ) : null}
      <Form.Item name="password" label={creating ? t('admin-users:password') : t('admin-users:newPassword')} rules={[rule('password')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="operator_password"
        label={t('admin-users:operatorPassword')}
        extra={t('admin-users:operatorPasswordHelp')}
        dependencies={['password']}
        rules={[rule('operator_password')]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </DrawerForm>
  );
}
