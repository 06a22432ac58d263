import { Button, Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHECKIN_LIMITS, type CheckinCampaign } from '@fair/shared/contracts/checkin';
import { MINIPROG_MESSAGES } from '@fair/shared/validation/miniprog';
import { emptyPoint } from './campaign-values';
import { PointQr } from './point-qr';
import { SavedIdField } from './saved-id-field';

type SavedPoint = CheckinCampaign['point_list'][number];

/** The campaign's check-in points as an editable list; a saved point shows its check-ins and QR code. */
export function PointListField({ saved, qrOf }: { saved: SavedPoint[]; qrOf: (pointId: number) => string | undefined }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`checkin:form.${key}`, options);
  const required = [{ required: true, whitespace: true, message: t(MINIPROG_MESSAGES.name) }];
  return (
    <Form.List name="points" rules={[{ validator: async (_rule, value: unknown[]) => (value?.length ? undefined : Promise.reject(new Error(t('checkin:validation.pointsRequired')))) }]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => {
            return (
              <Form.Item key={field.key} noStyle shouldUpdate>
                {(form) => {
                  const pointId = form.getFieldValue(['points', field.name, 'id']) as number | undefined;
                  const point = saved.find((item) => item.id === pointId);
                  return (
                    <Card size="small" style={{ marginBottom: 12 }} data-testid={`point-${index}`}
                      title={`${text('points')} ${index + 1}`}
                      extra={
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${text('remove')} ${index + 1}`} disabled={fields.length === 1 || (point?.checkins ?? 0) > 0} onClick={() => remove(field.name)}>
                          {text('remove')}
                        </Button>
                      }
                    >
                      <SavedIdField name={field.name} />
                      <Row gutter={16} wrap={false}>
                        <Col flex="auto">
                          <Row gutter={16}>
                            <Col xs={24} lg={12}>
                              <Form.Item name={[field.name, 'name']} label={text('pointName')} rules={required}>
                                <Input maxLength={100} />
                              </Form.Item>
                            </Col>
                            <Col xs={12} lg={6}>
                              <Form.Item name={[field.name, 'hall']} label={text('hall')}>
                                <Input maxLength={50} />
                              </Form.Item>
                            </Col>
                            <Col xs={12} lg={6}>
                              <Form.Item name={[field.name, 'booth']} label={text('booth')}>
                                <Input maxLength={50} />
                              </Form.Item>
                            </Col>
                            <Col xs={12} lg={6}>
                              <Form.Item name={[field.name, 'exhibitor_id']} label={text('exhibitorId')}>
                                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                              </Form.Item>
                            </Col>
                            {point ? (
                              <Col xs={12} lg={18}>
                                <Typography.Text type="secondary">{text('checkins', { count: point.checkins })}</Typography.Text>
                              </Col>
                            ) : null}
                          </Row>
                        </Col>
                        <Col flex="none">{pointId ? <PointQr pointId={pointId} name={point?.name ?? ''} dataUrl={qrOf(pointId)} /> : <Typography.Text type="secondary">{text('qrAfterSave')}</Typography.Text>}</Col>
                      </Row>
                    </Card>
                  );
                }}
              </Form.Item>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button icon={<PlusOutlined />} disabled={fields.length >= CHECKIN_LIMITS.points} onClick={() => add(emptyPoint())} style={{ marginBottom: 24 }}>
            {text('addPoint')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
