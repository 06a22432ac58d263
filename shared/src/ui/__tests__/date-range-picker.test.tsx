import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { DateRangePicker, type DateRangeValue } from '../date-range-picker';

// only the clock is fixed (26 March 2025, the fair's first day); antd's own timers keep running
beforeEach(async () => {
  jest.useFakeTimers({ now: new Date(2025, 2, 26, 9, 30, 15), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
  await i18n.changeLanguage('zh-cn');
});
afterEach(() => jest.useRealTimers());

function pickPreset(label: string, withTime = false) {
  const changes: DateRangeValue[] = [];
  render(<DateRangePicker withTime={withTime} onChange={(value) => changes.push(value)} />);
  const start = screen.getByPlaceholderText('开始日期');
  fireEvent.focus(start);
  fireEvent.mouseDown(start);
  fireEvent.click(start);
  fireEvent.click(screen.getByText(label));
  return changes;
}

describe('DateRangePicker (SPEC §9 shortcuts and formats)', () => {
  it('offers last week, last month, last three months and all, ending today, as yyyy-MM-dd', () => {
    expect(pickPreset('最近一周')).toEqual([['2025-03-19', '2025-03-26']]);
  });

  it.each([
    ['最近一个月', '2025-02-24'],
    ['最近三个月', '2024-12-26'],
    ['全部', '2023-03-26'],
  ])('%s starts on %s', (label, start) => {
    expect(pickPreset(label)).toEqual([[start, '2025-03-26']]);
  });

  it('gives yyyy-MM-dd HH:mm:ss with time', () => {
    expect(pickPreset('最近一周', true)[0]).toEqual(['2025-03-19 09:30:15', '2025-03-26 09:30:15']);
  });

  it('shows a value in the SPEC format', () => {
    render(<DateRangePicker value={['2025-03-01', '2025-03-28']} />);
    expect(screen.getByPlaceholderText('开始日期')).toHaveValue('2025-03-01');
    expect(screen.getByPlaceholderText('结束日期')).toHaveValue('2025-03-28');
  });
});
