import { asc, arrayOverlaps, inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookings, formSubmissions, users } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { staffRoles } from '~/modules/auth/permissions';
import type { HistoryFilter } from './history-filter';
import { type HistoryEntry, listHistory } from './history-list.server';
import { type HistoryLine, type HistoryLookups, historyLine } from './history-words';

/** Everyone who holds a staff role, by name: the "Who" filter's choices. */
export function listStaffMembers() {
  return db()
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(arrayOverlaps(users.roles, [...staffRoles]))
    .orderBy(asc(users.fullName), asc(users.id));
}

const unique = (values: Array<number | null>) => [...new Set(values.filter((value) => value !== null))];

/** The names a page of entries needs, in three small reads of at most one page's ids each. */
async function lookupsFor(entries: HistoryEntry[]): Promise<HistoryLookups> {
  const personIds = unique([
    ...entries.map((entry) => entry.actorId),
    ...entries.filter((entry) => entry.source === 'account').map((entry) => Number(entry.recordId)),
  ]);
  const bookingIds = unique(entries.map((entry) => entry.bookingId));
  const submissionIds = unique(
    entries
      .filter((entry) => entry.source === 'thread' || entry.entity === 'submission')
      .map((entry) => Number(entry.recordId)),
  );
  const [people, references, submissions] = await Promise.all([
    personIds.length
      ? db().select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, personIds))
      : [],
    bookingIds.length
      ? db()
          .select({ id: bookings.id, reference: bookings.reference })
          .from(bookings)
          .where(inArray(bookings.id, bookingIds))
      : [],
    submissionIds.length
      ? db()
          .select({ id: formSubmissions.id, kind: formSubmissions.kind })
          .from(formSubmissions)
          .where(inArray(formSubmissions.id, submissionIds))
      : [],
  ]);
  return {
    people: new Map(people.map((row) => [row.id, row.name])),
    bookingReferences: new Map(references.map((row) => [row.id, row.reference])),
    submissionKinds: new Map(submissions.map((row) => [row.id, row.kind])),
  };
}

/** One page of the history in the reader's words, and whether an older page exists. */
export async function historyPage(
  filter: HistoryFilter,
  locale: Locale,
): Promise<{ lines: HistoryLine[]; more: boolean }> {
  const { entries, more } = await listHistory(filter);
  const lookups = await lookupsFor(entries);
  const t = translator(locale);
  return { lines: entries.map((entry) => historyLine(t, locale, entry, lookups)), more };
}
