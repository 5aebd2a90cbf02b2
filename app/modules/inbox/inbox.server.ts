import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { formSubmissions, newsletterSubscriptions, users } from '~/db/schema';
import { containsPattern } from '~/utils/contains-pattern';
import { INBOX_PAGE_SIZE, type InboxKind, formKinds, isFormKind } from './inbox-kinds';

/**
 * Phones are stored in E.164 (+9715…); staff type them as they read them ('050 123 4567'). Digits
 * typed with spaces or dashes also match, and a local leading 0 matches the UAE's +971.
 */
export function phonePatterns(search: string): string[] {
  const digits = search.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d{3,}$/.test(digits)) return [];
  return [...new Set([digits, digits.startsWith('0') ? `971${digits.slice(1)}` : digits])].map(containsPattern);
}

function submissionMatches(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(formSubmissions.name, pattern),
    ilike(formSubmissions.email, pattern),
    ilike(formSubmissions.phone, pattern),
    ilike(formSubmissions.message, pattern),
    ...phonePatterns(search).map((digits) => ilike(formSubmissions.phone, digits)),
  );
}

const newsletterMatches = (search: string) => (search ? ilike(newsletterSubscriptions.email, containsPattern(search)) : undefined);

/** How many entries of each kind match the search (all of them without one). */
export async function countInbox(search = ''): Promise<Record<InboxKind, number>> {
  const [byKind, [newsletter]] = await Promise.all([
    db().select({ kind: formSubmissions.kind, total: count() }).from(formSubmissions).where(submissionMatches(search)).groupBy(formSubmissions.kind),
    db().select({ total: count() }).from(newsletterSubscriptions).where(newsletterMatches(search)),
  ]);
  const counts = Object.fromEntries(formKinds.map((kind) => [kind, 0])) as Record<InboxKind, number>;
  for (const row of byKind) counts[row.kind] = Number(row.total);
  counts.newsletter = Number(newsletter.total);
  return counts;
}

// Both tables read as one shape, so 'all' can be one query ordered and paged by the database.
const submissionRows = (search: string, kind?: InboxKind) =>
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
    })
    .from(formSubmissions)
    .where(and(kind ? eq(formSubmissions.kind, kind as never) : undefined, submissionMatches(search)));

const newsletterRows = (search: string, only?: SQL) =>
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
    })
    .from(newsletterSubscriptions)
    .where(and(only, newsletterMatches(search)));

export type InboxRow = { kind: InboxKind; id: number; name: string | null; email: string | null; phone: string | null; message: string | null; locale: string; createdAt: Date };

/** One page of the inbox, newest first: one kind, or everything when kind is 'all'. */
export async function listInbox(options: { kind: InboxKind | 'all'; search?: string; page?: number; pageSize?: number }): Promise<{ rows: InboxRow[]; total: number }> {
  const search = options.search ?? '';
  const pageSize = options.pageSize ?? INBOX_PAGE_SIZE;
  const offset = (Math.max(1, options.page ?? 1) - 1) * pageSize;
  const counts = await countInbox(search);
  const total = options.kind === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[options.kind];
  const query =
    options.kind === 'all'
      ? unionAll(submissionRows(search), newsletterRows(search))
      : options.kind === 'newsletter'
        ? newsletterRows(search)
        : submissionRows(search, options.kind);
  const rows = await query.orderBy(desc(sql`created_at`), desc(sql`id`)).limit(pageSize).offset(offset);
  return { rows: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })), total };
}

export type InboxEntry = InboxRow & { details: Record<string, unknown>; user: { id: number; fullName: string; email: string } | null };

/** One entry with everything stored about it, and the account that sent it when someone was signed in. */
export async function findInboxEntry(kind: InboxKind, id: number): Promise<InboxEntry | undefined> {
  if (!isFormKind(kind)) {
    const [row] = await newsletterRows('', eq(newsletterSubscriptions.id, id)).limit(1);
    return row && { ...row, createdAt: new Date(row.createdAt), details: {}, user: null };
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
    details: submission.details ?? {},
    user: row.user?.id ? row.user : null,
  };
}

/** Every entry of one kind for the CSV export, newest first, with its details. */
export async function exportInbox(kind: InboxKind, search = ''): Promise<Array<InboxRow & { details: Record<string, unknown>; userId: number | null }>> {
  if (!isFormKind(kind)) {
    const rows = await newsletterRows(search).orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), details: {}, userId: null }));
  }
  const rows = await db()
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.kind, kind), submissionMatches(search)))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  return rows.map((row) => ({ ...row, details: row.details ?? {} }));
}
