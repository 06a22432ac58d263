import { Col, DatePicker, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PICKER_DATE_TIME_FORMAT } from '../date-range-picker';
import { fairIso, fairWallTime } from '../fair-time';

export interface ScheduleFieldsProps {
  /** form field names of the start and the end (ISO 8601 strings or null) */
  names?: readonly [string, string];
  /** labels of the two pickers; "start time" and "end time" unless told */
  labels?: readonly [string, string];
  /** the start must be given (an activity's start); otherwise an empty start means "at once" */
  startRequired?: string;
  /** the end must be given (a campaign's window); otherwise an empty end means "no end" */
  endRequired?: string;
  /** message when the end is not after the start; the kit's own unless told */
  endBeforeStart?: string;
}

const WALL_FORMAT = PICKER_DATE_TIME_FORMAT;
const toPicker = (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(fairWallTime(value)) : null });
const fromPicker = (value: Dayjs | null) => (value ? fairIso(value.format(WALL_FORMAT)) : null);

/**
 * A schedule (start and end) picked and shown in the fair's Shanghai time, stored as ISO 8601 with
 * +08:00, so what the admin reads is what the server applies. An empty start means "at once", an empty
 * end "no end"; the end must come after the start.
 */
export function ScheduleFields({ names = ['starts_at', 'ends_at'], labels, startRequired, endRequired, endBeforeStart }: ScheduleFieldsProps) {
  const { t } = useTranslation();
  const [startName, endName] = names;
  const hint = t('common:schedule.fairTime');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name={startName}
          label={labels?.[0] ?? t('common:schedule.start')}
          extra={startRequired ? hint : t('common:schedule.emptyStart')}
          getValueProps={toPicker}
          normalize={fromPicker}
          rules={startRequired ? [{ required: true, message: startRequired }] : []}
        >
          <DatePicker showTime format={WALL_FORMAT} style={{ width: '100%' }} placeholder={hint} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={endName}
          label={labels?.[1] ?? t('common:schedule.end')}
          extra={endRequired ? hint : t('common:schedule.emptyEnd')}
          dependencies={[startName]}
          getValueProps={toPicker}
          normalize={fromPicker}
          rules={[
            ...(endRequired ? [{ required: true, message: endRequired }] : []),
            ({ getFieldValue }) => ({
              validator: (_rule, end: string | null) => {
                const start = getFieldValue(startName) as string | null;
                if (!start || !end || Date.parse(end) > Date.parse(start)) return Promise.resolve();
                return Promise.reject(new Error(endBeforeStart ?? t('common:schedule.endBeforeStart')));
              },
            }),
          ]}
        >
          <DatePicker showTime format={WALL_FORMAT} style={{ width: '100%' }} placeholder={hint} />
        </Form.Item>
      </Col>
    </Row>
  );
}
