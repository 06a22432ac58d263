import { useEffect, useId, type ReactNode } from 'react';
import { Button, Drawer, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../feedback/notifier';
import { translate } from '../../i18n/i18n';
import { UNSAVED_CHANGES_KEY } from '../unsaved-changes';
import { useFormSave } from './use-form-save';

export interface DrawerFormProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** the record's values when editing, the defaults when creating */
  initialValues: V;
  /** saves; rejecting with the api client's ApiError puts the server's field errors in place */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** shown after a save; SPEC 'saved successfully' by default */
  successText?: string;
  width?: number;
  children: ReactNode;
}

/**
 * A small record (hall, application area, authority, popup…) edited in a drawer beside its list: the
 * form-page behaviour (validation, server field errors in place, one save at a time) plus a question
 * before closing with unsaved changes.
 */
export function DrawerForm<V extends object>({ open, title, initialValues, onSubmit, onClose, successText, width = 520, children }: DrawerFormProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const formId = `drawer-form-${useId()}`;
  const { dirty, busy, onValuesChange, submit, resetBaseline } = useFormSave<V>({ form, formId, baseline: initialValues });

  // each opening starts from the record it opens with
  useEffect(() => {
    if (open) resetBaseline(initialValues);
    // initialValues is read when the drawer opens
  }, [open]);

  const close = async () => {
    if (busy) return;
    if (dirty && !(await notifier().confirm({ content: translate(UNSAVED_CHANGES_KEY) }))) return;
    form.resetFields();
    resetBaseline(initialValues);
    onClose();
  };

  const save = async () => {
    const saved = await submit('save', async (values) => {
      await onSubmit(values);
      return true;
    });
    if (!saved) return;
    notifier().success(successText ?? t('common:success.saved'));
    form.resetFields();
    onClose();
  };

  return (
    <Drawer
      open={open}
      title={title}
      size={width}
      onClose={() => void close()}
      maskClosable={!dirty}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => void close()} disabled={busy !== null}>
            {t('common:button.cancel')}
          </Button>
          <Button type="primary" loading={busy !== null} onClick={() => void save()} data-testid="drawer-form-save">
            {t('common:button.save')}
          </Button>
        </Space>
      }
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange} onFinish={() => void save()} scrollToFirstError>
        {children}
      </Form>
    </Drawer>
  );
}
