import { TZDate } from '@date-fns/tz';

export const DUBAI_TIME_ZONE = 'Asia/Dubai';

/** The current calendar year in the UAE, whatever the server's own zone. */
export function dubaiYear(now: Date = new Date()): number {
  return new TZDate(now, DUBAI_TIME_ZONE).getFullYear();
}

// The date changes only on a whole minute (zone offsets are whole minutes), so it is looked up once a minute.
let lastToday = { minute: NaN, date: '' };

/** Today's date in the UAE as YYYY-MM-DD. */
export function dubaiToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastToday.minute) return lastToday.date;
  const d = new TZDate(now, DUBAI_TIME_ZONE);
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  lastToday = { minute, date };
  return date;
}
