import { useMemo } from 'react';
import { Alert, Button, Card, Checkbox, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { ContentStatus } from '@fair/shared/contracts/content';
import { EXHIBITOR_TYPE_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';
import { NOTIFICATION_AUDIENCES, NOTIFICATION_TITLE_MAX_LENGTH, type NotificationItem } from '@fair/shared/contracts/notifications';
import { notifier } from '@fair/shared/feedback/notifier';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DraftPublishButtons } from '@fair/shared/ui/form/draft-publish-buttons';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { RichTextEditor } from '@fair/shared/ui/rich-text-editor';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { notificationForm, type NotificationFormInput } from '@fair/shared/validation/notification';
import { NOTIFICATION_LIST_PATH, NOTIFICATIONS_QUERY_KEY, saveNotification } from '../api/notification-api';
import { ExhibitorPicker } from './exhibitor-picker';
import { useWithdraw } from './use-notification-calls';

export const NOTIFICATION_FORM_ID = 'notification-form';

const FIELDS = ['title_zh', 'title_en', 'content_zh', 'content_en', 'audience', 'exhibitor_types', 'exhibitor_ids'] as const;
type FormValues = Required<Pick<NotificationFormInput, (typeof FIELDS)[number]>>;

const valuesOf = (item: NotificationItem | undefined): FormValues =>
  item
    ? {
        title_zh: item.title_zh,
        title_en: item.title_en,
        content_zh: item.content_zh,
        content_en: item.content_en,
        audience: item.audience,
        exhibitor_types: item.exhibitor_types,
        exhibitor_ids: item.exhibitors.map((exhibitor) => exhibitor.id),
      }
    : { title_zh: '', title_en: '', content_zh: '', content_en: '', audience: 'all', exhibitor_types: [], exhibitor_ids: [] };

/**
 * SPEC §2 notification-create and notification-edit: Chinese and English title (required, SPEC §5) and rich
 * text, whom it is for (every exhibitor, exhibitor types, or chosen exhibitors), saved as a draft or published
 * into the addressed message boxes after a confirmation. A published notification is shown read-only: it is
 * withdrawn from every box first, then edited and published again.
 */
export function NotificationForm({ item, onChanged }: { item?: NotificationItem; onChanged?: (item: NotificationItem) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<FormValues>();
  const baseline = useMemo(() => valuesOf(item), [item]);
  const { busy, onValuesChange, submit: save } = useFormSave<FormValues>({ form, formId: NOTIFICATION_FORM_ID, baseline });
  const rules = useMemo(() => zodFormRules(notificationForm, FIELDS, t), [t]);
  const audience = Form.useWatch('audience', form) ?? baseline.audience;
  const withdraw = useWithdraw(onChanged);
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:notifications.${key}`, options);
  const published = item?.status === 'published';

  // asked once the form is complete; an incomplete form goes on to the save, which prompts what is missing
  const confirmPublish = async () => {
    const complete = await form.validateFields().then(
      () => true,
      () => false,
    );
    return !complete || notifier().confirm({ title: t('common:dialog.title'), content: text(`publishConfirm.${form.getFieldValue('audience')}`) });
  };

  const submit = async (status: ContentStatus) => {
    if (status === 'published' && !(await confirmPublish())) return;
    const saved = await save(status, (values) => saveNotification({ ...values, id: item?.id, status }));
    if (!saved) return;
    void invalidate(NOTIFICATIONS_QUERY_KEY);
    notifier().success(status === 'published' ? text('published', { count: saved.recipient_count }) : t('common:success.saved'));
    navigate(NOTIFICATION_LIST_PATH);
  };

  return (
    <Card variant="borderless">
      {published && item ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24, maxWidth: 960 }}
          message={text('publishedNotice', { time: formatFairTime(item.published_at ?? item.updated_at), count: item.recipient_count })}
          description={text('publishedReadOnly')}
          action={
            <Button loading={withdraw.busy === item.id} onClick={() => void withdraw.run(item.id, item.recipient_count)}>
              {t('common:button.withdraw')}
            </Button>
          }
        />
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={baseline}
        onValuesChange={onValuesChange}
        disabled={published}
        style={{ maxWidth: 960 }}
        data-testid="notification-form"
      >
        <BilingualFields
          layout="page"
          names={['title_zh', 'title_en']}
          labels={[text('titleZh'), text('titleEn')]}
          placeholders={[t('common:validation.titleZhRequired'), t('common:validation.titleEnRequired')]}
          rules={rules}
          required
          maxLength={NOTIFICATION_TITLE_MAX_LENGTH}
        />
        <BilingualFields
          layout="stacked"
          names={['content_zh', 'content_en']}
          labels={[text('contentZh'), text('contentEn')]}
          rules={rules}
          control={(side) => <RichTextEditor aria-label={side.label} disabled={published} />}
        />
        <Form.Item name="audience" label={text('audience')} required>
          <Radio.Group options={NOTIFICATION_AUDIENCES.map((value) => ({ value, label: text(`audiences.${value}`) }))} />
        </Form.Item>
        {audience === 'types' ? (
          <Form.Item name="exhibitor_types" label={text('exhibitorTypes')} required rules={rules.exhibitor_types}>
            <Checkbox.Group options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))} />
          </Form.Item>
        ) : null}
        {audience === 'exhibitors' ? (
          <Form.Item name="exhibitor_ids" label={text('exhibitors')} extra={text('exhibitorsHint')} required rules={rules.exhibitor_ids}>
            <ExhibitorPicker initial={item?.exhibitors ?? []} aria-label={text('exhibitors')} disabled={published} />
          </Form.Item>
        ) : null}
        {published ? null : <DraftPublishButtons busy={busy} onCancel={() => navigate(NOTIFICATION_LIST_PATH)} onSave={(status) => void submit(status)} />}
      </Form>
      {published ? <Button onClick={() => navigate(NOTIFICATION_LIST_PATH)}>{t('common:button.back')}</Button> : null}
    </Card>
  );
}
