import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MINIPROG_PAGES } from '@fair/shared/contracts/miniprog';

/** Which page of the mini-programme an ad or badge shows on, and where on it, side by side. */
export function PagePositionFields({ section, positions }: { section: 'ads' | 'badges'; positions: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="page" label={t(`miniprog:${section}.page`)}>
          <Select options={MINIPROG_PAGES.map((page) => ({ value: page, label: t(`miniprog:shared.page.${page}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="position" label={t(`miniprog:${section}.position`)}>
          <Select options={positions.map((position) => ({ value: position, label: t(`miniprog:${section}.positions.${position}`) }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
