import { useState, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';

export interface PasswordConfirmRequest {
  title?: string;
  content: string;
  okText?: string;
  /** runs the action with the operator's password; a refusal of the password shows beside the field */
  run: (operatorPassword: string) => Promise<unknown>;
}

interface PasswordConfirmModalProps {
  request: PasswordConfirmRequest | null;
  onClose: (done: boolean) => void;
}

const FIELD = 'operator_password';

/** A confirmation that asks for the operator's own password (SPEC §5), for actions that lock someone out. */
function PasswordConfirmModal({ request, onClose }: PasswordConfirmModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ operator_password: string }>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!request || busy) return;
    const { operator_password } = await form.validateFields().catch(() => ({ operator_password: null }));
    if (operator_password === null) return;
    setBusy(true);
    try {
      await request.run(operator_password);
    } catch (error) {
      // a wrong password stays in the dialog beside its field; other refusals the api client has shown
      const message = error instanceof ApiError ? error.fieldErrors[FIELD] : undefined;
      if (message) form.setFields([{ name: FIELD, errors: [message] }]);
      return;
    } finally {
      setBusy(false);
    }
    form.resetFields();
    onClose(true);
  };

  return (
    <Modal
      open={request !== null}
      title={request?.title ?? t('common:dialog.title')}
      okText={request?.okText}
      okButtonProps={{ danger: true, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      onOk={() => void confirm()}
      onCancel={() => {
        form.resetFields();
        onClose(false);
      }}
      destroyOnHidden
    >
      <p>{request?.content}</p>
      <Form form={form} layout="vertical" onFinish={() => void confirm()}>
        <Form.Item name={FIELD} label={t('admin-users:operatorPassword')} extra={t('admin-users:operatorPasswordHelp')} rules={[{ required: true, message: t('common:validation.operatorPasswordRequired') }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * `ask` opens the password confirmation and resolves true once the action ran; render `dialog` once in the
 * screen. The password never outlives the dialog.
 */
export function usePasswordConfirm(): { ask: (request: PasswordConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ request: PasswordConfirmRequest; resolve: (done: boolean) => void } | null>(null);
  const ask = (request: PasswordConfirmRequest) => new Promise<boolean>((resolve) => setPending({ request, resolve }));
  const dialog = (
    <PasswordConfirmModal
      request={pending?.request ?? null}
      onClose={(done) => {
        pending?.resolve(done);
        setPending(null);
      }}
    />
  );
  return { ask, dialog };
}
