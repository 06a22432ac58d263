import { fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { isRangeOrdered, NumberRangeInput, NumberRangeSelect, rangeOrderRule } from '../number-range';

beforeEach(() => i18n.changeLanguage('zh-cn'));

describe('range pickers (SPEC §5)', () => {
  it('select mode offers 1 to 60 and disables a minimum above the chosen maximum', () => {
    render(<NumberRangeSelect value={[null, 12]} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '最小值' }));
    const list = within(document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    expect(list.getByTitle('1')).toBeInTheDocument();
    expect(list.getByTitle('60')).toBeInTheDocument();
    expect(list.queryByTitle('61')).toBeNull();
    expect(list.getByTitle('12')).not.toHaveClass('ant-select-item-option-disabled');
    expect(list.getByTitle('13')).toHaveClass('ant-select-item-option-disabled');
  });

  it('input mode starts at 0 and reaches at least 10000000', () => {
    render(
      <>
        <NumberRangeInput />
        <NumberRangeInput max={50_000_000} />
        <NumberRangeInput max={100} />
      </>,
    );
    const mins = screen.getAllByRole('spinbutton', { name: '最小值' });
    expect(mins.map((input) => input.getAttribute('aria-valuemin'))).toEqual(['0', '0', '0']);
    expect(mins.map((input) => input.getAttribute('aria-valuemax'))).toEqual(['10000000', '50000000', '10000000']);
  });

  it('refuses a minimum above the maximum with the common prompt', async () => {
    expect(isRangeOrdered([5, 5])).toBe(true);
    expect(isRangeOrdered([6, 5])).toBe(false);
    expect(isRangeOrdered([6, null])).toBe(true);
    const rule = rangeOrderRule((key) => i18n.t(key));
    await expect(rule.validator(null, [1, 60])).resolves.toBeUndefined();
    await expect(rule.validator(null, [30, 2])).rejects.toThrow('最小值不能大于最大值');
  });
});
