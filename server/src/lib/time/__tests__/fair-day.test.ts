import { fairDay, fairMinute, nextDay } from '../fair-day';

describe('fair days', () => {
  it('are the calendar days in Shanghai, wherever the server runs', () => {
    expect(fairDay(new Date('2031-12-31T15:59:00Z'))).toBe('2031-12-31');
    expect(fairDay(new Date('2031-12-31T16:00:00Z'))).toBe('2032-01-01');
    expect(fairMinute(new Date('2031-12-31T16:05:00Z'))).toBe('2032-01-01 00:05');
  });

  it('step to the next calendar day across month, leap-day and year ends', () => {
    expect(nextDay('2032-02-28')).toBe('2032-02-29');
    expect(nextDay('2031-02-28')).toBe('2031-03-01');
    expect(nextDay('2031-12-31')).toBe('2032-01-01');
  });
});
