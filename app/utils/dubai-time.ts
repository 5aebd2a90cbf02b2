import { TZDate } from '@date-fns/tz';

export const DUBAI_TIME_ZONE = 'Asia/Dubai';

/** The current calendar year in the UAE, whatever the server's own zone. */
export function dubaiYear(now: Date = new Date()): number {
  return new TZDate(now, DUBAI_TIME_ZONE).getFullYear();
}

/** Today's date in the UAE as YYYY-MM-DD. */
export function dubaiToday(now: Date = new Date()): string {
  const d = new TZDate(now, DUBAI_TIME_ZONE);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
