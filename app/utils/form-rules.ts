// zod/mini: these helpers ship to the browser inside the staff forms.
import * as z from 'zod/mini';

/** A text field read as optional trimmed text; every rule then runs together so one submit shows every message. */
export const optionalText = z.optional(z.string().check(z.trim()));

export type Fail = (path: string, message: string) => void;

/** A real YYYY-MM-DD calendar day (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Browsers send an empty part when no file was chosen; only real choices count. */
export function chosenFileList(value: unknown): File[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter(
    (item): item is File =>
      typeof item === 'object' &&
      item !== null &&
      'size' in item &&
      'name' in item &&
      ((item as File).size > 0 || (item as File).name !== ''),
  );
}

/** Uploaded images: at most 2 MB each (the spec's limit for staff uploads). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
