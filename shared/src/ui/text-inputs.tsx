import { useState } from 'react';
import { Input, Select, Space, type GetProps, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §5/§9 defaults: text 2000 characters, textarea 10 rows, URL 2000 characters. */
export const TEXT_MAX_LENGTH = 2000;
export const TEXTAREA_ROWS = 10;
export const URL_MAX_LENGTH = 2000;
export const URL_PREFIXES = ['https://', 'http://'] as const;
export type UrlPrefix = (typeof URL_PREFIXES)[number];

export function TextInput({ maxLength = TEXT_MAX_LENGTH, ...props }: InputProps) {
  return <Input maxLength={maxLength} {...props} />;
}

type TextAreaProps = GetProps<typeof Input.TextArea>;

export function TextArea({ rows = TEXTAREA_ROWS, maxLength = TEXT_MAX_LENGTH, ...props }: TextAreaProps) {
  return <Input.TextArea rows={rows} maxLength={maxLength} {...props} />;
}

const prefixOf = (text: string) => URL_PREFIXES.find((candidate) => text.toLowerCase().startsWith(candidate));

/** A stored address split into the prefix choice and the rest; no known prefix → https:// is offered. */
export function splitUrl(value: string | undefined): { prefix: UrlPrefix; rest: string } {
  const text = value ?? '';
  const prefix = prefixOf(text);
  return prefix ? { prefix, rest: text.slice(prefix.length) } : { prefix: 'https://', rest: text };
}

/** The address after an edit: a pasted address keeps its own prefix; an empty rest empties the field. */
export function joinUrl(prefix: UrlPrefix, rest: string): string {
  const typed = prefixOf(rest);
  const path = typed ? rest.slice(typed.length) : rest;
  return path === '' ? '' : (typed ?? prefix) + path;
}

export interface UrlInputProps {
  /** the whole address, prefix included; '' when empty */
  value?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** URL field with an https:// or http:// prefix choice (SPEC §5); the value is the full address. */
export function UrlInput({ value, onChange, maxLength = URL_MAX_LENGTH, placeholder, disabled, id, 'aria-invalid': ariaInvalid }: UrlInputProps) {
  const { t } = useTranslation();
  // the choice made while the field is empty has no address to live in: it is kept here
  const [chosen, setChosen] = useState<UrlPrefix>(() => splitUrl(value).prefix);
  const stored = splitUrl(value);
  const prefix = value ? stored.prefix : chosen;
  const rest = stored.rest;
  return (
    <Space.Compact block>
      <Select<UrlPrefix>
        aria-label={t('common:input.urlPrefix')}
        value={prefix}
        disabled={disabled}
        options={URL_PREFIXES.map((option) => ({ value: option, label: option }))}
        onChange={(next) => {
          setChosen(next);
          if (rest !== '') onChange?.(joinUrl(next, rest));
        }}
        style={{ width: 104 }}
      />
      <Input
        id={id}
        value={rest}
        aria-invalid={ariaInvalid}
        disabled={disabled}
        placeholder={placeholder}
        // the prefix counts towards the limit: the stored address is at most maxLength long
        maxLength={maxLength - prefix.length}
        onChange={(event) => onChange?.(joinUrl(prefix, event.target.value))}
      />
    </Space.Compact>
  );
}
