import { useMemo } from 'react';
import { Button, Card, Col, Divider, Flex, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInvalidate, usePageQueryClient } from '@fair/shared/api/query-client';
import { CHECKIN_LIMITS, type CheckinCampaign } from '@fair/shared/contracts/checkin';
import { notifier } from '@fair/shared/feedback/notifier';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { ScheduleFields } from '@fair/shared/ui/form/schedule-fields';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { CHECKIN_PROBLEMS, CHECKIN_RULES_MAX_LENGTH, checkinCampaignForm } from '@fair/shared/validation/checkin';
import { MINIPROG_MESSAGES } from '@fair/shared/validation/miniprog';
import { CAMPAIGN_LIST_PATH, CHECKIN_QUERY_KEY, campaignEditPath, campaignPrintPath, fetchPrintSheet, saveCampaign } from '../api/checkin-api';
import { type CampaignValues, inputOf, valuesOf } from './campaign-values';
import { PointListField } from './point-list-field';
import { PrizeListField } from './prize-list-field';

export const CAMPAIGN_FORM_ID = 'checkin-campaign-form';
const FIELDS = ['name_zh', 'name_en', 'rules_zh', 'rules_en'] as const;

/**
 * SPEC §2 /checkin/check-in-manage-add and -manage/{id}: names and rules in both languages, the window in
 * Shanghai time, the points and prizes as editable lists. The server's refusals (stock below claimed, a
 * point in use, required points above the points…) are put beside their fields; leaving with changes asks
 * first. A saved campaign shows each point's QR code and prints them all.
 */
export function CampaignForm({ item }: { item?: CheckinCampaign }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<CampaignValues>();
  const baseline = useMemo(() => valuesOf(item), [item]);
  const { busy, onValuesChange, submit } = useFormSave<CampaignValues>({ form, formId: CAMPAIGN_FORM_ID, baseline });
  const rules = useMemo(() => zodFormRules(checkinCampaignForm, FIELDS, t), [t]);
  const text = (key: string) => t(`checkin:form.${key}`);
  const sheet = useQuery({ queryKey: [...CHECKIN_QUERY_KEY, 'print', item?.id], queryFn: () => fetchPrintSheet(item?.id as number), enabled: item !== undefined }, usePageQueryClient());
  const qrOf = (pointId: number) => sheet.data?.points.find((point) => point.id === pointId)?.qr_png;

  const save = async () => {
    const saved = await submit('save', (values) => saveCampaign(inputOf(values, item?.id)));
    if (!saved) return;
    void invalidate(CHECKIN_QUERY_KEY);
    notifier().success(t('common:success.saved'));
    navigate(item ? CAMPAIGN_LIST_PATH : campaignEditPath(saved.id));
  };

  return (
    <Card variant="borderless">
      <Form<CampaignValues> form={form} layout="vertical" initialValues={baseline} onValuesChange={onValuesChange} style={{ maxWidth: 1100 }} data-testid="checkin-campaign-form">
        <BilingualFields layout="page" names={['name_zh', 'name_en']} labels={[text('nameZh'), text('nameEn')]} placeholders={[text('nameZhPlaceholder'), text('nameEnPlaceholder')]} rules={rules} required maxLength={100} />
        <BilingualFields
          layout="page"
          control="textarea"
          names={['rules_zh', 'rules_en']}
          labels={[text('rulesZh'), text('rulesEn')]}
          placeholders={[text('rulesZhPlaceholder'), text('rulesEnPlaceholder')]}
          rules={rules}
          maxLength={CHECKIN_RULES_MAX_LENGTH}
        />
        <ScheduleFields startRequired={t(MINIPROG_MESSAGES.required)} endRequired={t(MINIPROG_MESSAGES.required)} endBeforeStart={t(CHECKIN_PROBLEMS.endBeforeStart)} />
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item
              name="required_points"
              label={text('requiredPoints')}
              dependencies={['points']}
              rules={[
                { required: true, message: t(MINIPROG_MESSAGES.required) },
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: number | null) => {
                    if (value && value > ((getFieldValue('points') as unknown[] | undefined)?.length ?? 0)) throw new Error(t('checkin:validation.requiredAbovePoints'));
                  },
                }),
              ]}
            >
              <InputNumber min={1} max={CHECKIN_LIMITS.points} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="enabled" label={text('enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">
          <Flex gap={12} align="center">
            {text('points')}
            {item ? (
              <Button size="small" icon={<PrinterOutlined />} onClick={() => window.open(campaignPrintPath(item.id), '_blank', 'noopener')}>
                {text('printAll')}
              </Button>
            ) : null}
          </Flex>
        </Divider>
        <PointListField saved={item?.point_list ?? []} qrOf={qrOf} />
        <Divider titlePlacement="start">{text('prizes')}</Divider>
        <PrizeListField saved={item?.prize_list ?? []} />
        <Typography.Paragraph type="secondary">{t('checkin:validation.tierOutOfRange')}</Typography.Paragraph>
        <Flex gap={8}>
          <Button type="primary" loading={busy !== null} onClick={() => void save()}>
            {text('save')}
          </Button>
          <Button onClick={() => navigate(CAMPAIGN_LIST_PATH)}>{text('cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
