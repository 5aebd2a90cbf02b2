/** 480 -> '08:00'. Opening hours are kept as minutes after midnight, Asia/Dubai. */
export function minuteOfDayLabel(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
