import { publishStateOf } from '../content/publish-state-tag';
import { fairIso, fairToday, fairWallTime, formatFairTime } from '../fair-time';

describe("the fair's clock (Shanghai time, whatever the browser's zone)", () => {
  it('shows an instant as Shanghai wall-clock time and reads one back with +08:00', () => {
    expect(fairWallTime('2025-03-26T01:30:00.000Z')).toBe('2025-03-26 09:30:00');
    expect(fairWallTime('2025-03-25T20:00:00+00:00')).toBe('2025-03-26 04:00:00');
    expect(formatFairTime('2025-03-26T01:30:00.000Z')).toBe('2025-03-26 09:30');
    expect(fairIso('2025-03-26 09:30:00')).toBe('2025-03-26T09:30:00+08:00');
    expect(Date.parse(fairIso(fairWallTime('2025-03-28T15:59:59.000Z')))).toBe(Date.parse('2025-03-28T15:59:59.000Z'));
  });

  it('shows nothing for an empty or broken time', () => {
    expect(fairWallTime(null)).toBe('');
    expect(fairWallTime('')).toBe('');
    expect(formatFairTime('not a time')).toBe('');
  });
});

describe('publish state: the first reason an item is off the public side', () => {
  const now = Date.parse('2025-03-26T02:00:00.000Z');
  it('is live only when on, shown, available and inside its schedule (start inclusive, end exclusive)', () => {
    expect(publishStateOf({ on: true }, now)).toBe('live');
    expect(publishStateOf({ on: true, starts_at: '2025-03-26T02:00:00.000Z', ends_at: '2025-03-26T02:00:01.000Z' }, now)).toBe('live');
    expect(publishStateOf({ on: true, starts_at: '2025-03-27T00:00:00+08:00' }, now)).toBe('scheduled');
    expect(publishStateOf({ on: true, ends_at: '2025-03-26T02:00:00.000Z' }, now)).toBe('ended');
  });

  it('names draft or disabled before hidden, hidden before an unavailable source, and those before the schedule', () => {
    expect(publishStateOf({ on: false, hidden: true }, now)).toBe('draft');
    expect(publishStateOf({ on: false, offState: 'disabled' }, now)).toBe('disabled');
    expect(publishStateOf({ on: true, hidden: true, available: false }, now)).toBe('hidden');
    expect(publishStateOf({ on: true, available: false, starts_at: '2099-01-01T00:00:00Z' }, now)).toBe('unavailable');
  });
});

describe('fairToday', () => {
  it('names the Shanghai day, which starts at 16:00 UTC the evening before', () => {
    expect(fairToday(new Date('2025-03-25T15:59:59Z'))).toBe('2025-03-25');
    expect(fairToday(new Date('2025-03-25T16:00:00Z'))).toBe('2025-03-26');
  });
});
