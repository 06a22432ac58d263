import { Alert, Button, DatePicker, Form, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient, useInvalidate } from '@fair/shared/api/query-client';
import { PICKER_DATE_FORMAT } from '@fair/shared/ui/date-range-picker';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { NumberInput } from '@fair/shared/ui/number-input';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { reminderScheduleForm, type ReminderScheduleFormInput } from '@fair/shared/validation/profile-reminder';
import { REMINDER_SCHEDULE_KEY, fetchReminderSchedule, saveReminderSchedule } from '../api/exhibitor-register-api';
import { useSendReminders } from './use-send-reminders';

const FIELDS = ['enabled', 'below', 'until'] as const;

const toPicker = (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null });
const fromPicker = (value: Dayjs | null) => (value ? value.format(PICKER_DATE_FORMAT) : null);

/** The threshold's "send now": to every company below it, after the question before e-mailing. */
function SendNow() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ReminderScheduleFormInput>();
  const send = useSendReminders();
  return (
    <Button
      loading={send.busy !== null}
      onClick={() =>
        void form
          .validateFields(['below'])
          .then(({ below }) => send.run({ below }))
          .catch(() => undefined)
      }
    >
      {t('organizer:exhibitor-register.reminder.sendBelow')}
    </Button>
  );
}

/**
 * Profile reminders for every company below a completion: send now, or every week until a last day (the
 * first weekly run a week after saving); a company is never reminded twice within 24 hours.
 */
export function ReminderDrawer({ open, onClose, below }: { open: boolean; onClose: () => void; below: number }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:exhibitor-register.reminder.${key}`, options);
  const schedule = useQuery({ queryKey: REMINDER_SCHEDULE_KEY, queryFn: fetchReminderSchedule, enabled: open }, usePageQueryClient());
  const rules = zodFormRules(reminderScheduleForm, FIELDS, t);
  const current = schedule.data;
  if (open && !current) return null;
  const initial: ReminderScheduleFormInput = current?.enabled ? { enabled: true, below: current.below, until: current.until } : { enabled: false, below, until: current?.until ?? null };
  return (
    <DrawerForm<ReminderScheduleFormInput>
      open={open}
      title={text('title')}
      initialValues={initial}
      onSubmit={async (values) => {
        await saveReminderSchedule(values);
        await invalidate(REMINDER_SCHEDULE_KEY);
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{text('intro')}</Typography.Paragraph>
      <Form.Item name="below" label={text('below')} extra={text('belowHint')} required rules={rules.below}>
        <NumberInput addonAfter="%" style={{ width: 160 }} aria-label={text('below')} />
      </Form.Item>
      <Form.Item>
        <SendNow />
      </Form.Item>
      <Form.Item name="enabled" label={text('weekly')} valuePropName="checked" extra={text('weeklyHint')}>
        <Switch aria-label={text('weekly')} />
      </Form.Item>
      <Form.Item name="until" label={text('until')} rules={rules.until} getValueProps={toPicker} normalize={fromPicker}>
        <DatePicker format={PICKER_DATE_FORMAT} style={{ width: 220 }} aria-label={text('until')} />
      </Form.Item>
      {current?.next_run_at ? <Alert type="info" showIcon message={text('nextRun', { time: formatFairTime(current.next_run_at) })} /> : null}
    </DrawerForm>
  );
}
