// zod/mini: the same rules run in the browser and on the server.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';
import { type DayHours, type Weekday, type WeekdayHours, wholeHourSlots } from '~/utils/opening-hours';
import { type Fail, optionalText } from '~/utils/form-rules';

/**
 * The settings form's opening hours: each branch's usual window and the days of the week that
 * differ, a break included. Checked with the rule the bookings read (~/utils/opening-hours): a
 * window staff may save has a whole hour to book.
 */

const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const timeToMinute = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

export const weekdays = [1, 2, 3, 4, 5, 6, 0] as const satisfies readonly Weekday[];

/** A day of the week as the hours form shows it: empty times for a day on the usual hours, and for no break. */
export type HoursDayFields = { opens: string; closes: string; breakFrom: string; breakTo: string; closed: boolean };

/** A window staff may set: closing after opening, and at least one whole hour inside, since bookings start on the hour. */
function windowProblems(
  t: Translate,
  opens: string | undefined,
  closes: string | undefined,
): Array<{ field: 'opens' | 'closes'; message: string }> {
  const opensValid = Boolean(opens && isTime(opens));
  const closesValid = Boolean(closes && isTime(closes));
  if (!opensValid || !closesValid) {
    return [
      ...(opensValid ? [] : [{ field: 'opens' as const, message: t('cms.settings.timeInvalid') }]),
      ...(closesValid ? [] : [{ field: 'closes' as const, message: t('cms.settings.timeInvalid') }]),
    ];
  }
  if (timeToMinute(closes!) <= timeToMinute(opens!))
    return [{ field: 'closes', message: t('cms.settings.closesBeforeOpens') }];
  if (wholeHourSlots({ opensAtMinute: timeToMinute(opens!), closesAtMinute: timeToMinute(closes!) }).length === 0)
    return [{ field: 'closes', message: t('cms.settings.noWholeHour') }];
  return [];
}

/**
 * A day's break, both ends or neither: strictly inside the day's window (a break at opening or
 * closing would only move it), ending after it starts, and leaving a whole hour to book. Only
 * read once the window itself is sound.
 */
function breakProblems(
  t: Translate,
  day: { opens: string; closes: string; breakFrom?: string; breakTo?: string },
): Array<{ field: 'breakFrom' | 'breakTo'; message: string }> {
  const { breakFrom, breakTo } = day;
  if (!breakFrom && !breakTo) return [];
  if (!breakFrom || !breakTo)
    return [{ field: breakFrom ? 'breakTo' : 'breakFrom', message: t('cms.settings.breakBothEnds') }];
  const fromValid = isTime(breakFrom);
  const toValid = isTime(breakTo);
  if (!fromValid || !toValid) {
    return [
      ...(fromValid ? [] : [{ field: 'breakFrom' as const, message: t('cms.settings.timeInvalid') }]),
      ...(toValid ? [] : [{ field: 'breakTo' as const, message: t('cms.settings.timeInvalid') }]),
    ];
  }
  const hours = dayHoursOf(day.opens, day.closes, breakFrom, breakTo);
  if (hours.breakEndMinute! <= hours.breakStartMinute!)
    return [{ field: 'breakTo', message: t('cms.settings.breakEndsBeforeStart') }];
  const problems: Array<{ field: 'breakFrom' | 'breakTo'; message: string }> = [];
  if (hours.breakStartMinute! <= hours.opensAtMinute)
    problems.push({ field: 'breakFrom', message: t('cms.settings.breakAfterOpening') });
  if (hours.breakEndMinute! >= hours.closesAtMinute)
    problems.push({ field: 'breakTo', message: t('cms.settings.breakBeforeClosing') });
  if (problems.length === 0 && wholeHourSlots(hours).length === 0)
    problems.push({ field: 'breakFrom', message: t('cms.settings.breakNoWholeHour') });
  return problems;
}

/** A day's hours from the form's times; a break only when both of its ends are given. */
function dayHoursOf(opens: string, closes: string, breakFrom?: string, breakTo?: string): DayHours {
  const hours: DayHours = { opensAtMinute: timeToMinute(opens), closesAtMinute: timeToMinute(closes) };
  return breakFrom && breakTo
    ? { ...hours, breakStartMinute: timeToMinute(breakFrom), breakEndMinute: timeToMinute(breakTo) }
    : hours;
}

/**
 * Every branch's usual opening and closing time (opens-{id}, closes-{id}) and, per day of the week,
 * whether it keeps them (day-{id}-{day} = usual), has other hours (other, with opens-{id}-{day} and
 * closes-{id}-{day}, and maybe a break from breakFrom-{id}-{day} to breakTo-{id}-{day}) or is closed
 * (closed). Only such a day may have a break: the usual window is one window.
 */
export function hoursSchema(t: Translate, branchIds: number[]) {
  const names = branchIds.flatMap((id) => [
    `opens-${id}`,
    `closes-${id}`,
    ...weekdays.flatMap((day) => [
      `day-${id}-${day}`,
      `opens-${id}-${day}`,
      `closes-${id}-${day}`,
      `breakFrom-${id}-${day}`,
      `breakTo-${id}-${day}`,
    ]),
  ]);
  const fields = z.object(Object.fromEntries(names.map((name) => [name, optionalText])));
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        for (const id of branchIds) {
          for (const problem of windowProblems(t, form[`opens-${id}`], form[`closes-${id}`]))
            fail(`${problem.field}-${id}`, problem.message);
          for (const day of weekdays) {
            if (form[`day-${id}-${day}`] !== 'other') continue;
            const [opens, closes] = [form[`opens-${id}-${day}`], form[`closes-${id}-${day}`]];
            const windowFaults = windowProblems(t, opens, closes);
            for (const problem of windowFaults) fail(`${problem.field}-${id}-${day}`, problem.message);
            if (windowFaults.length) continue;
            const breakDay = {
              opens: opens!,
              closes: closes!,
              breakFrom: form[`breakFrom-${id}-${day}`],
              breakTo: form[`breakTo-${id}-${day}`],
            };
            for (const problem of breakProblems(t, breakDay)) fail(`${problem.field}-${id}-${day}`, problem.message);
          }
        }
      }),
    ),
    z.transform((form: Record<string, string | undefined>) =>
      branchIds.map((id) => {
        const weekdayHours: WeekdayHours = {};
        for (const day of weekdays) {
          const kind = form[`day-${id}-${day}`];
          if (kind === 'closed') weekdayHours[`${day}`] = null;
          else if (kind === 'other')
            weekdayHours[`${day}`] = dayHoursOf(
              form[`opens-${id}-${day}`]!,
              form[`closes-${id}-${day}`]!,
              form[`breakFrom-${id}-${day}`],
              form[`breakTo-${id}-${day}`],
            );
        }
        return {
          branchId: id,
          opensAtMinute: timeToMinute(form[`opens-${id}`]!),
          closesAtMinute: timeToMinute(form[`closes-${id}`]!),
          weekdayHours,
        };
      }),
    ),
  );
}

export type BranchHoursInput = z.output<ReturnType<typeof hoursSchema>>;
