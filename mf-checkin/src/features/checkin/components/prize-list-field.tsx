import { Button, Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHECKIN_LIMITS, type CheckinCampaign } from '@fair/shared/contracts/checkin';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { MINIPROG_MESSAGES } from '@fair/shared/validation/miniprog';
import { emptyPrize } from './campaign-values';
import { SavedIdField } from './saved-id-field';

type SavedPrize = CheckinCampaign['prize_list'][number];

/** The campaign's prizes as an editable list; a saved prize shows what was claimed and keeps its stock at least that. */
export function PrizeListField({ saved }: { saved: SavedPrize[] }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`checkin:form.${key}`, options);
  const needed = (message: string) => [{ required: true, message: t(message) }];
  return (
    <Form.List name="prizes" rules={[{ validator: async (_rule, value: unknown[]) => (value?.length ? undefined : Promise.reject(new Error(t('checkin:validation.prizesRequired')))) }]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Form.Item key={field.key} noStyle shouldUpdate>
              {(form) => {
                const prize = saved.find((item) => item.id === (form.getFieldValue(['prizes', field.name, 'id']) as number | undefined));
                return (
                  <Card
                    size="small"
                    style={{ marginBottom: 12 }}
                    data-testid={`prize-${index}`}
                    title={`${text('prizes')} ${index + 1}`}
                    extra={
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${text('remove')} ${text('prizes')} ${index + 1}`} disabled={fields.length === 1 || (prize?.claimed ?? 0) > 0} onClick={() => remove(field.name)}>
                        {text('remove')}
                      </Button>
                    }
                  >
                    <SavedIdField name={field.name} />
                    <Row gutter={16}>
                      <Col xs={24} lg={12}>
                        <Form.Item name={[field.name, 'name_zh']} label={text('prizeNameZh')} rules={[{ required: true, whitespace: true, message: t(MINIPROG_MESSAGES.titleZh) }]}>
                          <Input maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} lg={12}>
                        <Form.Item name={[field.name, 'name_en']} label={text('prizeNameEn')} rules={[{ required: true, whitespace: true, message: t(MINIPROG_MESSAGES.titleEn) }]}>
                          <Input maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} lg={8}>
                        <Form.Item name={[field.name, 'image']} label={text('image')} rules={needed(MINIPROG_MESSAGES.required)} getValueProps={(value: unknown) => ({ value: value || null })} normalize={(value: string | null) => value ?? ''}>
                          <ImageUploadField aria-label={`${text('image')} ${index + 1}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={8} lg={5}>
                        <Form.Item name={[field.name, 'stock']} label={text('stock')} rules={needed(MINIPROG_MESSAGES.required)} extra={prize ? text('claimed', { count: prize.claimed }) : undefined}>
                          <InputNumber min={prize?.claimed ?? 0} max={CHECKIN_LIMITS.stock} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={8} lg={5}>
                        <Form.Item name={[field.name, 'per_visitor_cap']} label={text('cap')} rules={needed(MINIPROG_MESSAGES.required)}>
                          <InputNumber min={1} max={CHECKIN_LIMITS.cap} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={8} lg={6}>
                        <Form.Item name={[field.name, 'tier']} label={text('tier')} rules={needed(MINIPROG_MESSAGES.required)}>
                          <InputNumber min={1} max={CHECKIN_LIMITS.points} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                    </Row>
                    {prize ? <Typography.Text type="secondary">{`${t('checkin:detail.redeemedCount')}: ${prize.redeemed}`}</Typography.Text> : null}
                  </Card>
                );
              }}
            </Form.Item>
          ))}
          <Form.ErrorList errors={errors} />
          <Button icon={<PlusOutlined />} disabled={fields.length >= CHECKIN_LIMITS.prizes} onClick={() => add(emptyPrize())} style={{ marginBottom: 24 }}>
            {text('addPrize')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
