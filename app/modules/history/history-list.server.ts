import { type SQL, and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { unionAll } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { accountEvents, auditEvents, bookingEvents, depositEvents, paymentEvents, submissionThread } from '~/db/schema';
import { dubaiMidnight, nextDubaiDate } from '~/utils/dubai-time';
import { HISTORY_PAGE_SIZE, type HistoryFilter } from './history-filter';
import { type HistoryKind, auditEntitiesOf } from './history-kinds';

/** Where a change was recorded: the audit log, or the moves table of a booking, payment, deposit, account or inbox thread. */
type HistorySource = 'audit' | 'booking' | 'payment' | 'deposit' | 'account' | 'thread';

/** One recorded change, in the one shape every source is read as. */
export type HistoryEntry = {
  source: HistorySource;
  id: number;
  createdAt: Date;
  actorId: number | null;
  /** 'staff', 'customer', 'provider' or 'system' where the source says; null where only actorId tells. */
  actorKind: string | null;
  /** The audit entity, the payment subject, the account event or the thread entry's kind. */
  entity: string;
  /** The changed record's key: an audit entity id, a booking, an account or a submission. */
  recordId: string;
  bookingId: number | null;
  action: string | null;
  fromState: string | null;
  toState: string | null;
  amountFils: number | null;
  reason: string | null;
  details: Record<string, unknown> | null;
};

type Columns = {
  createdAt: PgColumn;
  actorId: PgColumn;
  actorKind?: PgColumn;
};

/** Who made the change, as each source records it; `false` where a source never holds such a change. */
type ActorMatch = (columns: Columns) => SQL | undefined;

function actorMatch(who: HistoryFilter['who'], self?: PgColumn): ActorMatch {
  return ({ actorId, actorKind }) => {
    if (who === null) return undefined;
    if (typeof who === 'number') return eq(actorId, who);
    if (who === 'system')
      // The audit log and accounts have no actor kind: a change with nobody named was the site's own.
      return actorKind ? inArray(actorKind, ['system', 'provider']) : self ? sql`false` : isNull(actorId);
    if (actorKind) return eq(actorKind, 'customer');
    // An account changed by its own holder (sign-up, their profile, their password).
    return self ? or(isNull(actorId), eq(actorId, self)) : sql`false`;
  };
}

function within(filter: HistoryFilter, createdAt: PgColumn): SQL | undefined {
  return and(
    filter.from ? gte(createdAt, dubaiMidnight(filter.from)) : undefined,
    filter.to ? lt(createdAt, dubaiMidnight(nextDubaiDate(filter.to))) : undefined,
  );
}

const none = {
  bookingId: sql<number | null>`null::integer`,
  action: sql<string | null>`null::text`,
  fromState: sql<string | null>`null::text`,
  toState: sql<string | null>`null::text`,
  amountFils: sql<number | null>`null::integer`,
  reason: sql<string | null>`null::text`,
  details: sql<Record<string, unknown> | null>`null::jsonb`,
};

const auditRows = (filter: HistoryFilter) => {
  const entities = filter.kind ? auditEntitiesOf[filter.kind] : null;
  return db()
    .select({
      source: sql<HistorySource>`'audit'`.as('source'),
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      actorId: auditEvents.actorId,
      actorKind: sql<string | null>`null::text`.as('actor_kind'),
      entity: auditEvents.entity,
      recordId: auditEvents.entityId,
      bookingId: none.bookingId.as('booking_id'),
      action: sql<string | null>`${auditEvents.action}`.as('action'),
      fromState: none.fromState.as('from_state'),
      toState: none.toState.as('to_state'),
      amountFils: none.amountFils.as('amount_fils'),
      reason: auditEvents.reason,
      details: sql<Record<string, unknown> | null>`${auditEvents.changes}`.as('details'),
    })
    .from(auditEvents)
    .where(
      and(
        entities ? inArray(auditEvents.entity, [...entities]) : undefined,
        actorMatch(filter.who)(auditEvents),
        within(filter, auditEvents.createdAt),
      ),
    )
    .$dynamic();
};

const bookingRows = (filter: HistoryFilter) =>
  db()
    .select({
      source: sql<HistorySource>`'booking'`.as('source'),
      id: bookingEvents.id,
      createdAt: bookingEvents.createdAt,
      actorId: bookingEvents.actorId,
      actorKind: sql<string | null>`${bookingEvents.actorKind}`.as('actor_kind'),
      entity: sql<string>`'booking'`.as('entity'),
      recordId: sql<string>`${bookingEvents.bookingId}::text`.as('record_id'),
      bookingId: sql<number | null>`${bookingEvents.bookingId}`.as('booking_id'),
      action: none.action.as('action'),
      fromState: sql<string | null>`${bookingEvents.fromStatus}`.as('from_state'),
      toState: sql<string | null>`${bookingEvents.toStatus}`.as('to_state'),
      amountFils: none.amountFils.as('amount_fils'),
      reason: bookingEvents.reason,
      details: bookingEvents.details,
    })
    .from(bookingEvents)
    .where(and(actorMatch(filter.who)(bookingEvents), within(filter, bookingEvents.createdAt)))
    .$dynamic();

const paymentRows = (filter: HistoryFilter) =>
  db()
    .select({
      source: sql<HistorySource>`'payment'`.as('source'),
      id: paymentEvents.id,
      createdAt: paymentEvents.createdAt,
      actorId: paymentEvents.actorId,
      actorKind: sql<string | null>`${paymentEvents.actorKind}`.as('actor_kind'),
      entity: sql<string>`${paymentEvents.subject}`.as('entity'),
      recordId: sql<string>`${paymentEvents.subjectId}::text`.as('record_id'),
      bookingId: sql<number | null>`${paymentEvents.bookingId}`.as('booking_id'),
      action: none.action.as('action'),
      fromState: paymentEvents.fromState,
      toState: sql<string | null>`${paymentEvents.toState}`.as('to_state'),
      amountFils: none.amountFils.as('amount_fils'),
      reason: paymentEvents.reason,
      details: paymentEvents.details,
    })
    .from(paymentEvents)
    .where(and(actorMatch(filter.who)(paymentEvents), within(filter, paymentEvents.createdAt)))
    .$dynamic();

const depositRows = (filter: HistoryFilter) =>
  db()
    .select({
      source: sql<HistorySource>`'deposit'`.as('source'),
      id: depositEvents.id,
      createdAt: depositEvents.createdAt,
      actorId: depositEvents.actorId,
      actorKind: sql<string | null>`${depositEvents.actorKind}`.as('actor_kind'),
      entity: sql<string>`'deposit'`.as('entity'),
      recordId: sql<string>`${depositEvents.depositId}::text`.as('record_id'),
      bookingId: sql<number | null>`${depositEvents.bookingId}`.as('booking_id'),
      action: none.action.as('action'),
      fromState: depositEvents.fromState,
      toState: sql<string | null>`${depositEvents.toState}`.as('to_state'),
      amountFils: depositEvents.amountFils,
      reason: depositEvents.reason,
      details: depositEvents.details,
    })
    .from(depositEvents)
    .where(and(actorMatch(filter.who)(depositEvents), within(filter, depositEvents.createdAt)))
    .$dynamic();

const accountRows = (filter: HistoryFilter) =>
  db()
    .select({
      source: sql<HistorySource>`'account'`.as('source'),
      id: accountEvents.id,
      createdAt: accountEvents.createdAt,
      actorId: accountEvents.actorId,
      actorKind: sql<string | null>`null::text`.as('actor_kind'),
      entity: sql<string>`${accountEvents.kind}`.as('entity'),
      recordId: sql<string>`${accountEvents.userId}::text`.as('record_id'),
      bookingId: none.bookingId.as('booking_id'),
      action: none.action.as('action'),
      fromState: none.fromState.as('from_state'),
      toState: none.toState.as('to_state'),
      amountFils: none.amountFils.as('amount_fils'),
      reason: accountEvents.reason,
      details: accountEvents.details,
    })
    .from(accountEvents)
    .where(and(actorMatch(filter.who, accountEvents.userId)(accountEvents), within(filter, accountEvents.createdAt)))
    .$dynamic();

// Notes and replies are always a staff member's: the thread has no system or customer entries.
const threadRows = (filter: HistoryFilter) =>
  db()
    .select({
      source: sql<HistorySource>`'thread'`.as('source'),
      id: submissionThread.id,
      createdAt: submissionThread.createdAt,
      actorId: sql<number | null>`${submissionThread.authorId}`.as('actor_id'),
      actorKind: sql<string | null>`'staff'`.as('actor_kind'),
      entity: sql<string>`${submissionThread.kind}`.as('entity'),
      recordId: sql<string>`${submissionThread.submissionId}::text`.as('record_id'),
      bookingId: none.bookingId.as('booking_id'),
      action: none.action.as('action'),
      fromState: none.fromState.as('from_state'),
      toState: none.toState.as('to_state'),
      amountFils: none.amountFils.as('amount_fils'),
      reason: none.reason.as('reason'),
      details: none.details.as('details'),
    })
    .from(submissionThread)
    .where(
      and(
        filter.who === null || typeof filter.who === 'number' ? undefined : sql`false`,
        typeof filter.who === 'number' ? eq(submissionThread.authorId, filter.who) : undefined,
        within(filter, submissionThread.createdAt),
      ),
    )
    .$dynamic();

/** Which sources can hold changes of a kind: the kind filter leaves the others out of the query altogether. */
const sourcesOf: Record<HistoryKind, HistorySource[]> = {
  booking: ['booking'],
  payment: ['payment'],
  deposit: ['deposit'],
  car: ['audit'],
  block: ['audit'],
  vehicle: ['audit'],
  preowned: ['audit'],
  content: ['audit'],
  settings: ['audit'],
  account: ['account'],
  inbox: ['audit', 'thread'],
};

// Every branch selects the same columns under the same names in the same order; only the tables
// behind them differ, which the SQL does not see, so they are typed as the audit branch is.
type Branch = ReturnType<typeof auditRows>;
const branchOf = {
  audit: auditRows,
  booking: bookingRows,
  payment: paymentRows,
  deposit: depositRows,
  account: accountRows,
  thread: threadRows,
} as unknown as Record<HistorySource, (filter: HistoryFilter) => Branch>;
const everySource = Object.keys(branchOf) as HistorySource[];

/**
 * One page of every recorded change, newest first, as one UNION ALL: each source filtered on its own
 * (by its (created_at) and (actor, created_at) indexes) and cut to the rows the page can need, then
 * ordered and cut once more. `more` says whether an older page exists, without counting them all.
 */
export async function listHistory(
  filter: HistoryFilter,
  pageSize = HISTORY_PAGE_SIZE,
): Promise<{ entries: HistoryEntry[]; more: boolean }> {
  const offset = (filter.page - 1) * pageSize;
  const newestFirst = [desc(sql`created_at`), desc(sql`id`)];
  const sources = filter.kind ? sourcesOf[filter.kind] : everySource;
  const branches = sources.map((source) => branchOf[source](filter));
  // One more row than the page shows, to know whether there is a next page.
  const rows =
    branches.length === 1
      ? await branches[0]
          .orderBy(...newestFirst)
          .limit(pageSize + 1)
          .offset(offset)
      : await unionAll(
          ...(branches.map((branch) => branch.orderBy(...newestFirst).limit(offset + pageSize + 1)) as [
            Branch,
            Branch,
          ]),
        )
          .orderBy(desc(sql`created_at`), sql`source`, desc(sql`id`))
          .limit(pageSize + 1)
          .offset(offset);
  return {
    entries: rows.slice(0, pageSize).map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    more: rows.length > pageSize,
  };
}
