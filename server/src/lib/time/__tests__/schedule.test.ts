import { withinSchedule } from '../schedule';

/** A schedule is half-open: it shows from its start instant on, and no longer at its end instant. */
describe('withinSchedule', () => {
  const start = new Date('2026-03-28T00:00:00+08:00');
  const end = new Date('2026-03-30T18:00:00+08:00');
  const at = (iso: string) => new Date(iso);

  it('is inside from the start instant up to, not including, the end instant', () => {
    const row = { starts_at: start, ends_at: end };
    expect(withinSchedule(row, at('2026-03-27T23:59:59.999+08:00'))).toBe(false);
    expect(withinSchedule(row, start)).toBe(true);
    expect(withinSchedule(row, at('2026-03-30T17:59:59.999+08:00'))).toBe(true);
    expect(withinSchedule(row, end)).toBe(false);
  });

  it('treats a missing start or end as open on that side', () => {
    expect(withinSchedule({ starts_at: null, ends_at: end }, at('2020-01-01T00:00:00Z'))).toBe(true);
    expect(withinSchedule({ starts_at: start, ends_at: null }, at('2099-01-01T00:00:00Z'))).toBe(true);
    expect(withinSchedule({ starts_at: null, ends_at: null }, start)).toBe(true);
  });
});
