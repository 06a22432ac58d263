import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXHIBITOR_TYPE_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import type { ExhibitorType } from '@fair/shared/contracts/profile';
import { REJECT_REASON_MAX_LENGTH, type RegistrationItem } from '@fair/shared/contracts/registration';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { zodFieldRule } from '@fair/shared/validation/antd-rules';
import { approveRegistrationSchema, rejectRegistrationSchema } from '@fair/shared/validation/registration';
import { approveRegistration, rejectRegistration } from '../api/registration-api';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';

interface DecisionProps {
  /** the registration being decided; null keeps the drawer closed */
  registration: RegistrationItem | null;
  onDecided: () => Promise<void>;
  onClose: () => void;
}

const contactOf = (registration: RegistrationItem | null) => registration?.email ?? registration?.phone ?? '';

/** Approve with the exhibitor type(s) the company gets (SPEC §5: exhibitor type required); the applicant is told. */
export function ApproveRegistrationDrawer({ registration, onDecided, onClose }: DecisionProps) {
  const { t } = useTranslation();
  return (
    <DrawerForm<{ exhibitor_types: ExhibitorType[] }>
      key={registration?.id ?? 'closed'}
      open={registration !== null}
      title={t('organizer:exhibitor-accounts.review.approveTitle', { company: registration?.company_zh ?? '' })}
      initialValues={{ exhibitor_types: [] }}
      successText={t('organizer:exhibitor-accounts.review.approved')}
      onSubmit={async (values) => {
        await approveRegistration({ id: registration?.id ?? 0, exhibitor_types: values.exhibitor_types });
        await onDecided();
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('organizer:exhibitor-accounts.review.approveHelp', { contact: contactOf(registration) })}</Typography.Paragraph>
      <Form.Item name="exhibitor_types" label={t('organizer:exhibitor-accounts.exhibitorType')} rules={[zodFieldRule(approveRegistrationSchema, 'exhibitor_types', t)]}>
        <Select mode="multiple" options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))} />
      </Form.Item>
    </DrawerForm>
  );
}

/** Reject with a reason: the applicant reads it in the e-mail or SMS and may register again. */
export function RejectRegistrationDrawer({ registration, onDecided, onClose }: DecisionProps) {
  const { t } = useTranslation();
  return (
    <DrawerForm<{ reason: string }>
      key={registration?.id ?? 'closed'}
      open={registration !== null}
      title={t('organizer:exhibitor-accounts.review.rejectTitle', { company: registration?.company_zh ?? '' })}
      initialValues={{ reason: '' }}
      successText={t('organizer:exhibitor-accounts.review.rejected')}
      onSubmit={async (values) => {
        await rejectRegistration({ id: registration?.id ?? 0, reason: values.reason });
        await onDecided();
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('organizer:exhibitor-accounts.review.rejectHelp', { contact: contactOf(registration) })}</Typography.Paragraph>
      <Form.Item name="reason" label={t('organizer:exhibitor-accounts.review.reason')} rules={[zodFieldRule(rejectRegistrationSchema, 'reason', t)]}>
        <Input.TextArea rows={4} maxLength={REJECT_REASON_MAX_LENGTH} showCount />
      </Form.Item>
    </DrawerForm>
  );
}
