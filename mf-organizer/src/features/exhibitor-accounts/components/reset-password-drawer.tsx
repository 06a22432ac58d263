import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { zodFieldRule } from '@fair/shared/validation/antd-rules';
import { exhibitorAccountResetPassword } from '@fair/shared/validation/exhibitor-account';
import { resetExhibitorPassword } from '../api/exhibitor-account-api';

interface ResetValues {
  id: number;
  password: string;
  operator_password: string;
}

/** Reset password (SPEC §5): a new password by the rule and the operator's own password; 'password reset success'. */
export function ResetPasswordDrawer({ account, onClose }: { account: ExhibitorAccountItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = (field: string) => zodFieldRule(exhibitorAccountResetPassword, field, t);
  return (
    <DrawerForm<ResetValues>
      key={account?.id ?? 'closed'}
      open={account !== null}
      title={`${t('organizer:exhibitor-accounts.resetPassword')} · ${account?.email ?? ''}`}
      initialValues={{ id: account?.id ?? 0, password: '', operator_password: '' }}
      successText={t('common:success.passwordReset')}
      onSubmit={(values) => resetExhibitorPassword({ ...values, id: account?.id ?? 0 })}
      onClose={onClose}
    >
      <Form.Item name="password" label={t('organizer:exhibitor-accounts.newPassword')} extra={t('organizer:exhibitor-accounts.passwordHelp')} rules={[rule('password')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="operator_password" label={t('organizer:exhibitor-accounts.operatorPassword')} extra={t('organizer:exhibitor-accounts.operatorPasswordHelp')} rules={[rule('operator_password')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </DrawerForm>
  );
}
