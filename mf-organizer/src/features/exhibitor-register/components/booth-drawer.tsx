import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BOOTH_AREA_DECIMALS, BOOTH_AREA_MAX, BOOTH_MAX_LENGTH, type RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import type { HallOption } from '../api/exhibitor-register-api';

/** The drawer's values; antd leaves a cleared select or number undefined, which the save sends as null. */
export interface BoothForm {
  hall_id?: number | null;
  booth?: string | null;
  booth_area?: number | null;
}

export interface BoothDrawerProps {
  company: RegisterItem | null;
  halls: readonly HallOption[];
  onSave: (values: { id: number; hall_id: number | null; booth: string | null; booth_area: number | null }) => Promise<unknown>;
  onClose: () => void;
}

/** Sets a company's hall (one of the venue's hall numbers), booth number and booth area; an emptied field clears it. */
export function BoothDrawer({ company, halls, onSave, onClose }: BoothDrawerProps) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:exhibitor-register.${key}`, options);
  const initialValues: BoothForm = { hall_id: company?.hall_id ?? undefined, booth: company?.booth ?? '', booth_area: company?.booth_area ?? undefined };
  return (
    <DrawerForm<BoothForm>
      key={company?.id ?? 'none'}
      open={company !== null}
      title={text('boothTitle')}
      initialValues={initialValues}
      onSubmit={(values) =>
        onSave({ id: company!.id, hall_id: values.hall_id ?? null, booth: values.booth?.trim() || null, booth_area: values.booth_area ?? null })
      }
      onClose={onClose}
    >
      {company ? (
        <Typography.Paragraph strong data-testid="booth-company">
          {company.name_zh_cn}
          {company.name_en ? <Typography.Text type="secondary"> · {company.name_en}</Typography.Text> : null}
        </Typography.Paragraph>
      ) : null}
      <Form.Item name="hall_id" label={text('hall')} extra={text('hallHelp')}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} aria-label={text('hall')} placeholder={text('hallPlaceholder')} options={halls.map((hall) => ({ value: hall.id, label: hall.name }))} />
      </Form.Item>
      <Form.Item name="booth" label={text('booth')} extra={text('boothHelp')}>
        <Input maxLength={BOOTH_MAX_LENGTH} aria-label={text('booth')} allowClear />
      </Form.Item>
      <Form.Item name="booth_area" label={text('boothArea')} extra={text('boothAreaHelp')}>
        <InputNumber<number> min={0.01} max={BOOTH_AREA_MAX} precision={BOOTH_AREA_DECIMALS} aria-label={text('boothArea')} style={{ width: '100%' }} />
      </Form.Item>
    </DrawerForm>
  );
}
