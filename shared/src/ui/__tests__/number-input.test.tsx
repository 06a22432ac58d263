import { fireEvent, render, screen } from '@testing-library/react';
import { isBlockedNumberKey, NumberInput } from '../number-input';

describe('NumberInput (SPEC §5)', () => {
  it('is bounded from 1 to 100 unless told otherwise', () => {
    render(
      <>
        <NumberInput aria-label="count" />
        <NumberInput aria-label="sort" max={999} />
      </>,
    );
    expect(screen.getByLabelText('count')).toHaveAttribute('aria-valuemin', '1');
    expect(screen.getByLabelText('count')).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByLabelText('sort')).toHaveAttribute('aria-valuemax', '999');
  });

  it('blocks the plus and minus keys, and zero where it would lead the number', () => {
    render(<NumberInput aria-label="count" />);
    const input = screen.getByLabelText('count');
    // fireEvent answers false when the handler prevented the key
    expect(fireEvent.keyDown(input, { key: '+' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '0' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '5' })).toBe(true);
  });

  it('lets a zero follow a digit (10, 100)', () => {
    expect(isBlockedNumberKey('0', '1', 1)).toBe(false);
    expect(isBlockedNumberKey('0', '10', 2)).toBe(false);
    expect(isBlockedNumberKey('0', '10', 0)).toBe(true);
    expect(isBlockedNumberKey('+', '10', 2)).toBe(true);
  });
});
