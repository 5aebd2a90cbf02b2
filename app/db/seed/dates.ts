/** Adds whole days to a 'YYYY-MM-DD' date (negative to go back). */
export function addDaysIso(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The given day of the month before the one containing isoDate. */
export function dayOfPreviousMonth(isoDate: string, day: number): string {
  const [year, month] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 2, day)).toISOString().slice(0, 10);
}

/** A moment some days before `moment`, for rows whose history matters (older rate cards). */
export function daysBefore(moment: Date, days: number): Date {
  return new Date(moment.getTime() - days * 24 * 60 * 60 * 1000);
}
