import type { ReactNode } from 'react';
import { Col, Form, Input, Row, type FormRule } from 'antd';
import { TEXT_MAX_LENGTH, TEXTAREA_ROWS } from '../../constants/limits';

type Pair<T> = readonly [T, T];

/** One of the two values, as its control needs it: the label names it, the placeholder prompts. */
export interface BilingualSide {
  label: string;
  placeholder?: string;
}

export interface BilingualFieldsProps {
  /** form field names of the Chinese and the English value, e.g. ['name_zh', 'name_en'] */
  names: Pair<string>;
  labels: Pair<string>;
  /** SPEC §5 required prompts of the two values; omit one to make it optional */
  requiredMessages?: Pair<string | undefined>;
  /** the form's rules by field name (a schema's, from zodFormRules): each value's are checked after its required prompt */
  rules?: Partial<Record<string, FormRule[]>>;
  /** marks both values (or those of the pair) required whose rules, not a required prompt, refuse them empty */
  required?: boolean | Pair<boolean>;
  placeholders?: Pair<string | undefined>;
  maxLength?: number;
  showCount?: boolean;
  /** a one-line input (default), a text block, or another control per value (a rich-text editor) */
  control?: 'input' | 'textarea' | ((side: BilingualSide) => ReactNode);
  /**
   * side by side from tablet width (drawer, the default), side by side from desktop width with more room
   * between (a page's form), or one above the other at full width (stacked, for long texts)
   */
  layout?: 'drawer' | 'page' | 'stacked';
}

const COLUMNS = { drawer: { gutter: 16, col: { xs: 24, md: 12 } }, page: { gutter: 24, col: { xs: 24, lg: 12 } } } as const;

/** A Chinese and an English value (names, titles, introductions, contents), each with its label, prompt and rules. */
export function BilingualFields({
  names,
  labels,
  requiredMessages = [undefined, undefined],
  rules,
  required,
  placeholders,
  maxLength = TEXT_MAX_LENGTH,
  showCount = false,
  control = 'input',
  layout = 'drawer',
}: BilingualFieldsProps) {
  const field = (name: string, index: 0 | 1) => {
    const prompt = requiredMessages[index];
    const side: BilingualSide = { label: labels[index], placeholder: placeholders?.[index] };
    return (
      <Form.Item
        key={name}
        name={name}
        label={side.label}
        required={(typeof required === 'boolean' ? required : required?.[index]) || undefined}
        rules={[...(prompt ? [{ required: true, whitespace: true, message: prompt }] : []), ...(rules?.[name] ?? [])]}
      >
        {control === 'input' ? (
          <Input maxLength={maxLength} showCount={showCount} placeholder={side.placeholder} />
        ) : control === 'textarea' ? (
          <Input.TextArea rows={TEXTAREA_ROWS} maxLength={maxLength} showCount={showCount} placeholder={side.placeholder} />
        ) : (
          control(side)
        )}
      </Form.Item>
    );
  };
  if (layout === 'stacked') return <>{names.map((name, index) => field(name, index as 0 | 1))}</>;
  const { gutter, col } = COLUMNS[layout];
  return (
    <Row gutter={gutter}>
      {names.map((name, index) => (
        <Col {...col} key={name}>
          {field(name, index as 0 | 1)}
        </Col>
      ))}
    </Row>
  );
}
