import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fair/shared/api/api-error';
import { notifier } from '@fair/shared/feedback/notifier';
import { translate } from '@fair/shared/i18n/i18n';
import { changePasswordSchema, type ChangePasswordForm } from '@fair/shared/validation/auth';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { changePassword } from '../login/login-extras-api';

const FIELDS = ['current_password', 'password', 'confirm'] as const;

/**
 * Change own password from the avatar panel (SPEC §5: the current password verifies the caller; the
 * new one follows the password rule). Other sessions of the account end on the server; this one stays.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordForm>();
  const [saving, setSaving] = useState(false);
  const rules = zodFormRules(changePasswordSchema, FIELDS, translate);

  const save = async (values: ChangePasswordForm) => {
    setSaving(true);
    try {
      await changePassword(values);
      notifier().success(t('shell:password.changed'));
      form.resetFields();
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fields).length > 0) {
        form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof ChangePasswordForm, errors: [message] })));
      } else {
        notifier().error(error instanceof Error ? error.message : t('shell:login.unreachable'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('shell:password.title')}
      okText={t('shell:password.save')}
      cancelText={t('shell:password.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
    >
      <Form form={form} layout="vertical" requiredMark onFinish={save} preserve={false}>
        <Form.Item name="current_password" label={t('shell:password.current')} rules={rules.current_password} required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('shell:password.new')} rules={rules.password} extra={t('shell:password.rule')} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('shell:password.confirm')} dependencies={['password']} rules={rules.confirm} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
