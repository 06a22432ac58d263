/** The fair is in Shanghai: calendar days (publish dates, dates shown on pages) are that time zone's. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-MM-dd (SPEC §9) of `date` in the fair's time zone. */
export function fairDay(date: Date): string {
  return dayFormat.format(date);
}

/** yyyy-MM-dd of today in the fair's time zone: a publish date is reached when that day has begun there. */
export function fairToday(now = new Date()): string {
  return fairDay(now);
}
