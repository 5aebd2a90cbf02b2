import { type SQL, and, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { formSubmissions, newsletterSubscriptions, users } from '~/db/schema';
import { containsPattern } from '~/utils/contains-pattern';
import { phoneSearch } from '~/utils/phone';
import { INBOX_PAGE_SIZE, type InboxFilter, type InboxKind, isFormKind, listsSignUps } from './inbox-kinds';
import { submissionKinds } from '~/modules/enquiries/kinds/submission-kinds';
import type { SubmissionStatus } from './inbox-status';

function submissionMatches(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // Phones are stored in E.164; staff type them as they read them ('050 123 4567', '00971 50…').
  const phone = phoneSearch(search);
  return or(
    ilike(formSubmissions.name, pattern),
    ilike(formSubmissions.email, pattern),
    ilike(formSubmissions.phone, pattern),
    ilike(formSubmissions.message, pattern),
    phone ? ilike(formSubmissions.phone, containsPattern(phone.digits)) : undefined,
  );
}

function handlingMatches(filter?: InboxFilter): SQL | undefined {
  if (!filter) return undefined;
  return and(
    filter.state === 'open'
      ? ne(formSubmissions.status, 'done')
      : filter.state === 'any'
        ? undefined
        : eq(formSubmissions.status, filter.state),
    filter.assignee === 'me'
      ? eq(formSubmissions.assignedTo, filter.staffId)
      : filter.assignee === 'nobody'
        ? isNull(formSubmissions.assignedTo)
        : undefined,
  );
}

const submissionWhere = (search: string, filter?: InboxFilter) =>
  and(submissionMatches(search), handlingMatches(filter));

// Sign-ups are never assigned or handled: a filter on either leaves none of them.
const newsletterMatches = (search: string, filter?: InboxFilter) =>
  and(
    listsSignUps(filter) ? undefined : sql`false`,
    search ? ilike(newsletterSubscriptions.email, containsPattern(search)) : undefined,
  );

/** How many entries of each kind match the search and filter (all of them without either). */
export async function countInbox(search = '', filter?: InboxFilter): Promise<Record<InboxKind, number>> {
  const [byKind, [newsletter]] = await Promise.all([
    db()
      .select({ kind: formSubmissions.kind, total: count() })
      .from(formSubmissions)
      .where(submissionWhere(search, filter))
      .groupBy(formSubmissions.kind),
    db().select({ total: count() }).from(newsletterSubscriptions).where(newsletterMatches(search, filter)),
  ]);
  const counts = Object.fromEntries(submissionKinds.map((kind) => [kind, 0])) as Record<InboxKind, number>;
  for (const row of byKind) counts[row.kind] = Number(row.total);
  counts.newsletter = Number(newsletter.total);
  return counts;
}

// Both tables read as one shape, so 'all' can be one query ordered and paged by the database.
const submissionRows = (search: string, kind?: InboxKind, filter?: InboxFilter) =>
  db()
    .select({
      kind: sql<InboxKind>`${formSubmissions.kind}`.as('kind'),
      id: formSubmissions.id,
      name: sql<string | null>`${formSubmissions.name}`.as('name'),
      email: formSubmissions.email,
      phone: formSubmissions.phone,
      message: formSubmissions.message,
      locale: formSubmissions.locale,
      createdAt: formSubmissions.createdAt,
      assignedTo: formSubmissions.assignedTo,
      handledAt: formSubmissions.handledAt,
      status: sql<SubmissionStatus | null>`${formSubmissions.status}`.as('status'),
    })
    .from(formSubmissions)
    .where(and(kind ? eq(formSubmissions.kind, kind as never) : undefined, submissionWhere(search, filter)));

const newsletterRows = (search: string, only?: SQL, filter?: InboxFilter) =>
  db()
    .select({
      kind: sql<InboxKind>`'newsletter'`.as('kind'),
      id: newsletterSubscriptions.id,
      name: sql<string | null>`null::text`.as('name'),
      email: sql<string | null>`${newsletterSubscriptions.email}`.as('email'),
      phone: sql<string | null>`null::text`.as('phone'),
      message: sql<string | null>`null::text`.as('message'),
      locale: newsletterSubscriptions.locale,
      createdAt: newsletterSubscriptions.createdAt,
      assignedTo: sql<number | null>`null::integer`.as('assigned_to'),
      handledAt: sql<Date | null>`null::timestamptz`.as('handled_at'),
      status: sql<SubmissionStatus | null>`null::text`.as('status'),
    })
    .from(newsletterSubscriptions)
    .where(and(only, newsletterMatches(search, filter)));

export type InboxRow = {
  kind: InboxKind;
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  locale: string;
  createdAt: Date;
  assignedTo: number | null;
  handledAt: Date | null;
  /** null for newsletter sign-ups, which have no handling. */
  status: SubmissionStatus | null;
};

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** One page of the inbox, newest first: one kind, or everything when kind is 'all'. */
export async function listInbox(options: {
  kind: InboxKind | 'all';
  search?: string;
  filter?: InboxFilter;
  page?: number;
  pageSize?: number;
}): Promise<{ rows: InboxRow[]; total: number }> {
  const { search = '', filter } = options;
  const pageSize = options.pageSize ?? INBOX_PAGE_SIZE;
  const offset = (Math.max(1, options.page ?? 1) - 1) * pageSize;
  const counts = await countInbox(search, filter);
  const total = options.kind === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[options.kind];
  const query =
    options.kind === 'all'
      ? unionAll(submissionRows(search, undefined, filter), newsletterRows(search, undefined, filter))
      : options.kind === 'newsletter'
        ? newsletterRows(search, undefined, filter)
        : submissionRows(search, options.kind, filter);
  const rows = await query
    .orderBy(desc(sql`created_at`), desc(sql`id`))
    .limit(pageSize)
    .offset(offset);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), handledAt: asDate(row.handledAt) })),
    total,
  };
}

export type InboxEntry = InboxRow & {
  details: Record<string, unknown>;
  user: { id: number; fullName: string; email: string } | null;
  handledBy: number | null;
  startedAt: Date | null;
  startedBy: number | null;
};

/** One entry with everything stored about it, and the account that sent it when someone was signed in. */
export async function findInboxEntry(kind: InboxKind, id: number): Promise<InboxEntry | undefined> {
  if (!isFormKind(kind)) {
    const [row] = await newsletterRows('', eq(newsletterSubscriptions.id, id)).limit(1);
    return (
      row && {
        ...row,
        createdAt: new Date(row.createdAt),
        handledAt: null,
        handledBy: null,
        startedAt: null,
        startedBy: null,
        details: {},
        user: null,
      }
    );
  }
  const [row] = await db()
    .select({ submission: formSubmissions, user: { id: users.id, fullName: users.fullName, email: users.email } })
    .from(formSubmissions)
    .leftJoin(users, eq(users.id, formSubmissions.userId))
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.kind, kind)))
    .limit(1);
  if (!row) return undefined;
  const { submission } = row;
  return {
    kind: submission.kind,
    id: submission.id,
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    message: submission.message,
    locale: submission.locale,
    createdAt: submission.createdAt,
    assignedTo: submission.assignedTo,
    handledAt: submission.handledAt,
    handledBy: submission.handledBy,
    status: submission.status,
    startedAt: submission.startedAt,
    startedBy: submission.startedBy,
    details: submission.details ?? {},
    user: row.user?.id ? row.user : null,
  };
}

/** Every entry of one kind for the CSV export, newest first, with its details. */
export async function exportInbox(
  kind: InboxKind,
  search = '',
  filter?: InboxFilter,
): Promise<Array<InboxRow & { details: Record<string, unknown>; userId: number | null }>> {
  if (!isFormKind(kind)) {
    const rows = await newsletterRows(search, undefined, filter).orderBy(
      desc(newsletterSubscriptions.createdAt),
      desc(newsletterSubscriptions.id),
    );
    return rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      handledAt: null,
      details: {},
      userId: null,
    }));
  }
  const rows = await db()
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.kind, kind), submissionWhere(search, filter)))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  return rows.map((row) => ({ ...row, details: row.details ?? {} }));
}
