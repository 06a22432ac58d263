import type { KeyboardEvent } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';

/** SPEC §5 number input: minimum 1, default maximum 100. */
export const NUMBER_INPUT_MIN = 1;
export const NUMBER_INPUT_MAX = 100;

/**
 * SPEC §5: plus, minus and zero are blocked keys. A zero is refused where it would lead the number
 * (empty field or caret at the start, a value under the minimum of 1); after a digit it is a digit of 10, 20, 100.
 */
export function isBlockedNumberKey(key: string, text: string, caret: number | null): boolean {
  if (key === '+' || key === '-') return true;
  return key === '0' && (text === '' || caret === 0);
}

export type NumberInputProps = Omit<InputNumberProps<number>, 'min' | 'max'> & { min?: number; max?: number };

export function NumberInput({ min = NUMBER_INPUT_MIN, max = NUMBER_INPUT_MAX, onKeyDown, ...props }: NumberInputProps) {
  const refuse = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (isBlockedNumberKey(event.key, input.value, input.selectionStart)) event.preventDefault();
    onKeyDown?.(event);
  };
  return <InputNumber<number> min={min} max={max} precision={0} onKeyDown={refuse} {...props} />;
}
