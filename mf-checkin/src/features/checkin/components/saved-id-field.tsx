import { Form, InputNumber } from 'antd';

/**
 * The stored id of a list item (a point, a prize), held by a hidden field: antd's validateFields returns only
 * registered fields, and an item sent back without its id would be a new one to the server (a point's
 * check-ins and printed QR code, a prize's claims, would no longer be its).
 */
export function SavedIdField({ name }: { name: number }) {
  return (
    <Form.Item name={[name, 'id']} hidden>
      <InputNumber />
    </Form.Item>
  );
}
