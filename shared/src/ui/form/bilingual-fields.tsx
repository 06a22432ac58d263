import { Col, Form, Input, Row } from 'antd';
import { TEXT_MAX_LENGTH } from '../../constants/limits';

export interface BilingualFieldsProps {
  /** form field names of the Chinese and the English value, e.g. ['name_zh', 'name_en'] */
  names: readonly [string, string];
  labels: readonly [string, string];
  /** SPEC §5 required prompts of the two values; omit one to make it optional */
  requiredMessages?: readonly [string | undefined, string | undefined];
  maxLength?: number;
}

/** A Chinese and an English value side by side (names, titles of small records), with their prompts. */
export function BilingualFields({ names, labels, requiredMessages = [undefined, undefined], maxLength = TEXT_MAX_LENGTH }: BilingualFieldsProps) {
  return (
    <Row gutter={16}>
      {names.map((name, index) => {
        const required = requiredMessages[index];
        return (
          <Col xs={24} md={12} key={name}>
            <Form.Item name={name} label={labels[index]} rules={required ? [{ required: true, whitespace: true, message: required }] : []}>
              <Input maxLength={maxLength} showCount={false} />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
