import { and, asc, eq } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type BookingStatus, bookingDeposits, bookings, depositEvents } from '~/db/schema';
import { findBookingForMail } from '~/modules/bookings/booking-for-mail.server';
import { sendDepositMail } from './deposit-mail.server';
import { type LockedDeposit, lockLiveDeposit, moveDeposit, recordDeposit } from './deposit-moves.server';
import { HOLDING_STATES, type ReleaseHow, stillHeldFils } from './deposit-states';
import { authorisationLapsesBy } from '~/utils/card-authorisation';
import type { MoneyActor } from './payment-moves.server';
import { PaymentProviderError, type NgeniusHoldClient } from './provider/ngenius-client.server';
import { paymentClient } from './provider/payment-client.server';

/**
 * A booking's security deposit (decision 056): held on the renter's card through the provider (an
 * AUTH order) or left at the counter, captured in parts for return charges, tolls and fines, and
 * released. Every change goes through the mover in deposit-moves.server.ts under the deposit's row
 * lock, so two captures at once, or a capture racing a release, never take more than is held.
 */

/** A deposit is taken at hand-over: on a booking that is confirmed or already out. */
const TAKES_DEPOSIT: readonly BookingStatus[] = ['confirmed', 'active'];

const staff = (staffId: number): MoneyActor => ({ kind: 'staff', id: staffId });
const PROVIDER: MoneyActor = { kind: 'provider' };

async function bookingStatus(bookingId: number): Promise<BookingStatus | null> {
  const [row] = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.status ?? null;
}

export type StartCardDeposit =
  { ok: true; paymentUrl: string } | { ok: false; reason: 'not_found' | 'booking_state' | 'already' | 'provider' };

/**
 * Asks the provider for an AUTH order of `amountFils` and answers its hosted page, where the renter
 * enters the card. The customer comes back to `returnUrl` with ?ref=; confirmCardDeposit then reads
 * the order. A request never completed is replaced by a new one (and its order read first, in case
 * the card was in fact authorised).
 */
export async function startCardDeposit(
  input: { bookingId: number; amountFils: number; staffId: number; returnUrl: string },
  client: NgeniusHoldClient = paymentClient(),
): Promise<StartCardDeposit> {
  const status = await bookingStatus(input.bookingId);
  if (!status) return { ok: false, reason: 'not_found' };
  if (!TAKES_DEPOSIT.includes(status)) return { ok: false, reason: 'booking_state' };
  const booking = await findBookingForMail(input.bookingId);
  if (!booking) return { ok: false, reason: 'not_found' };
  const [live] = await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, input.bookingId));
  const existing = live && live.state !== 'failed' ? live : null;
  if (existing?.state === 'requested') {
    const settled = await confirmCardDeposit({ bookingId: input.bookingId }, client).catch(() => null);
    if (settled && settled.state !== 'requested') return { ok: false, reason: 'already' };
  } else if (existing) return { ok: false, reason: 'already' };

  const attempts = await db()
    .select({ id: bookingDeposits.id })
    .from(bookingDeposits)
    .where(eq(bookingDeposits.bookingId, input.bookingId));
  const [firstName, ...rest] = booking.name.trim().split(/\s+/);
  let order;
  try {
    order = await client.createOrder({
      action: 'AUTH',
      amountFils: input.amountFils,
      merchantOrderReference: `${booking.reference}-D${attempts.length + 1}`,
      emailAddress: booking.to,
      billingAddress: { firstName: firstName || booking.name, lastName: rest.join(' ') || firstName || booking.name },
      language: booking.locale,
      redirectUrl: input.returnUrl,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) return { ok: false, reason: 'provider' };
    throw error;
  }
  const recorded = await db().transaction(async (tx) => {
    const current = await lockLiveDeposit(tx, input.bookingId);
    if (current && current.state !== 'requested') return false;
    if (current) await moveDeposit(tx, current, { to: 'failed', actor: staff(input.staffId), reason: 'replaced' });
    await recordDeposit(tx, {
      bookingId: input.bookingId,
      method: 'card',
      amountFils: input.amountFils,
      orderRef: order.reference,
      providerState: order.providerState,
      actor: staff(input.staffId),
    });
    return true;
  });
  return recorded ? { ok: true, paymentUrl: order.paymentUrl } : { ok: false, reason: 'already' };
}

/**
 * Reads a requested card deposit's order back from the provider (never trusting the redirect) and
 * moves it: held once the provider says authorised for the amount asked, failed when refused or
 * given up; otherwise it stays requested. Answers the deposit as it stands, or null if there is none.
 */
export async function confirmCardDeposit(
  input: { bookingId: number },
  client: NgeniusHoldClient = paymentClient(),
): Promise<DepositView | null> {
  const live = (await depositRows(input.bookingId)).find((row) => row.state !== 'failed');
  if (!live) return depositOf(input.bookingId);
  if (live.state !== 'requested' || !live.orderRef) return depositOf(input.bookingId);
  const order = await client.readOrder(live.orderRef);
  const asked = order.amount.currencyCode === 'AED' && order.amount.value === live.amountFils;
  const held = asked && order.status === 'authorised' && order.capturedFils === 0;
  const failed = order.status === 'failed' || order.status === 'cancelled' || (!asked && order.status !== 'started');
  if (held || failed)
    await db().transaction(async (tx) => {
      const deposit = await lockLiveDeposit(tx, input.bookingId);
      if (!deposit || deposit.id !== live.id) return;
      const moved = await moveDeposit(tx, deposit, {
        to: held ? 'held' : 'failed',
        providerState: order.providerState,
        actor: PROVIDER,
        reason: held ? null : asked ? 'refused' : 'amount_mismatch',
      });
      if (moved && held)
        await sendDepositMail(input.bookingId, { kind: 'held', method: 'card', amountFils: deposit.amountFils }, tx);
    });
  return depositOf(input.bookingId);
}

export type RecordCounterDeposit = { ok: true } | { ok: false; reason: 'not_found' | 'booking_state' | 'already' };

/** A deposit left at the counter, in cash or on the card terminal, recorded by staff: held at once. */
export async function recordCounterDeposit(input: {
  bookingId: number;
  amountFils: number;
  tender: 'cash' | 'card';
  staffId: number;
}): Promise<RecordCounterDeposit> {
  const status = await bookingStatus(input.bookingId);
  if (!status) return { ok: false, reason: 'not_found' };
  if (!TAKES_DEPOSIT.includes(status)) return { ok: false, reason: 'booking_state' };
  return db().transaction(async (tx) => {
    const current = await lockLiveDeposit(tx, input.bookingId);
    if (current && current.state !== 'requested') return { ok: false, reason: 'already' } as const;
    // A card request the renter never completed gives way to the money left at the counter.
    if (current) await moveDeposit(tx, current, { to: 'failed', actor: staff(input.staffId), reason: 'replaced' });
    await recordDeposit(tx, {
      bookingId: input.bookingId,
      method: 'counter',
      amountFils: input.amountFils,
      actor: staff(input.staffId),
      details: { tender: input.tender },
    });
    await sendDepositMail(input.bookingId, { kind: 'held', method: 'counter', amountFils: input.amountFils }, tx);
    return { ok: true } as const;
  });
}

export type CaptureDeposit =
  | { ok: true; capturedFils: number; remainingFils: number }
  | { ok: false; reason: 'not_found' | 'not_held' | 'too_much' | 'provider'; heldFils?: number };

/**
 * Keeps `amountFils` of the held deposit for what `reason` says (with the charges or invoice it
 * pays, when the caller knows them). A card deposit is captured at the provider; a counter deposit
 * records the amount kept. Refuses more than is still held. The row stays locked during the
 * provider's answer, so a second capture or a release waits and then sees what this one took.
 */
export async function captureDeposit(
  input: {
    bookingId: number;
    amountFils: number;
    reason: string;
    staffId: number;
    chargeIds?: number[];
    invoiceNumber?: number | string;
  },
  client: NgeniusHoldClient = paymentClient(),
): Promise<CaptureDeposit> {
  if (!Number.isSafeInteger(input.amountFils) || input.amountFils <= 0) return { ok: false, reason: 'too_much' };
  return db().transaction(async (tx) => {
    const deposit = await lockLiveDeposit(tx, input.bookingId);
    if (!deposit) return { ok: false, reason: 'not_found' } as const;
    if (!HOLDING_STATES.includes(deposit.state)) return { ok: false, reason: 'not_held' } as const;
    const heldFils = stillHeldFils(deposit);
    if (input.amountFils > heldFils) return { ok: false, reason: 'too_much', heldFils } as const;
    let providerState: string | undefined;
    if (deposit.method === 'card') {
      try {
        providerState = (await client.captureOrder(deposit.orderRef!, input.amountFils)).providerState;
      } catch (error) {
        if (error instanceof PaymentProviderError) return { ok: false, reason: 'provider' } as const;
        throw error;
      }
    }
    const remainingFils = heldFils - input.amountFils;
    const moved = await moveDeposit(tx, deposit, {
      to: remainingFils === 0 ? 'captured' : 'partly_captured',
      capturedFils: input.amountFils,
      providerState,
      actor: staff(input.staffId),
      reason: input.reason,
      details: {
        ...(input.chargeIds?.length ? { chargeIds: input.chargeIds } : {}),
        ...(input.invoiceNumber !== undefined ? { invoiceNumber: input.invoiceNumber } : {}),
      },
    });
    if (!moved) return { ok: false, reason: 'not_held' } as const;
    await sendDepositMail(
      input.bookingId,
      { kind: 'captured', amountFils: input.amountFils, reason: input.reason, remainingFils },
      tx,
    );
    return { ok: true, capturedFils: moved.capturedFils, remainingFils } as const;
  });
}

export type ReleaseDeposit =
  | {
      ok: true;
      releasedFils: number;
      how: ReleaseHow;
      /** For a rest left to lapse at the card's bank: the latest it is free again. */
      lapsesBy: Date | null;
    }
  | { ok: false; reason: 'not_found' | 'not_held' | 'car_out' | 'provider' };

/** When the deposit was first held: the authorisation's time for a card, the counter's record for cash. */
async function heldSince(database: Database, deposit: { id: number; createdAt: Date }): Promise<Date> {
  const [held] = await database
    .select({ at: depositEvents.createdAt })
    .from(depositEvents)
    .where(and(eq(depositEvents.depositId, deposit.id), eq(depositEvents.toState, 'held')))
    .orderBy(asc(depositEvents.id))
    .limit(1);
  return held?.at ?? deposit.createdAt;
}

/**
 * Releases what is still held. A whole card hold is reversed at the provider; after a capture the
 * provider accepts no reversal, so the rest lapses at the card's bank and is recorded as released
 * (decision 056). A counter deposit records the money handed back. Refused while the car is out.
 * `staffId` null is the release due under the terms (deposit-release-due.server.ts).
 */
export async function releaseDeposit(
  input: { bookingId: number; staffId: number | null },
  client: NgeniusHoldClient = paymentClient(),
): Promise<ReleaseDeposit> {
  const status = await bookingStatus(input.bookingId);
  if (!status) return { ok: false, reason: 'not_found' };
  if (status === 'active') return { ok: false, reason: 'car_out' };
  return db().transaction(async (tx) => {
    const deposit = await lockLiveDeposit(tx, input.bookingId);
    if (!deposit) return { ok: false, reason: 'not_found' } as const;
    if (!HOLDING_STATES.includes(deposit.state)) return { ok: false, reason: 'not_held' } as const;
    const releasedFils = stillHeldFils(deposit);
    let providerState: string | undefined;
    let how: ReleaseHow = deposit.method === 'counter' ? 'handed_back' : 'lapses_at_bank';
    if (deposit.method === 'card' && deposit.capturedFils === 0) {
      try {
        providerState = (await client.cancelOrder(deposit.orderRef!)).providerState;
        how = 'reversed';
      } catch (error) {
        if (error instanceof PaymentProviderError) return { ok: false, reason: 'provider' } as const;
        throw error;
      }
    }
    const moved = await moveDeposit(tx, deposit, {
      to: 'released',
      releasedFils,
      providerState,
      // No staff member: the release the terms promise, made when its time ran out (deposit-release-due).
      actor: input.staffId === null ? { kind: 'system' } : staff(input.staffId),
      details: { how },
    });
    if (!moved) return { ok: false, reason: 'not_held' } as const;
    const lapsesBy = how === 'lapses_at_bank' ? authorisationLapsesBy(await heldSince(tx, deposit)) : null;
    await sendDepositMail(
      input.bookingId,
      { kind: 'released', method: deposit.method, amountFils: releasedFils, lapsesBy },
      tx,
    );
    return { ok: true, releasedFils, how, lapsesBy } as const;
  });
}

async function depositRows(bookingId: number): Promise<LockedDeposit[]> {
  return db()
    .select()
    .from(bookingDeposits)
    .where(eq(bookingDeposits.bookingId, bookingId))
    .orderBy(asc(bookingDeposits.id));
}

export type DepositView = Pick<
  LockedDeposit,
  'id' | 'method' | 'state' | 'amountFils' | 'capturedFils' | 'releasedFils' | 'orderRef' | 'providerState'
> & {
  heldFils: number;
  /** What was captured, each with its amount, reason and when. */
  captures: { amountFils: number; reason: string; at: string }[];
  /** How the rest was let go, and for a rest left to lapse at the card's bank the latest it is free (ISO). */
  release: { how: ReleaseHow; lapsesBy: string | null } | null;
};

/** The booking's deposit for pages: the live one, else the last failed request; null if none was ever asked for. */
export async function depositOf(bookingId: number): Promise<DepositView | null> {
  const rows = await depositRows(bookingId);
  const deposit = rows.find((row) => row.state !== 'failed') ?? rows.at(-1);
  if (!deposit) return null;
  const events = await db()
    .select({
      toState: depositEvents.toState,
      amountFils: depositEvents.amountFils,
      reason: depositEvents.reason,
      details: depositEvents.details,
      createdAt: depositEvents.createdAt,
    })
    .from(depositEvents)
    .where(eq(depositEvents.depositId, deposit.id))
    .orderBy(asc(depositEvents.id));
  return {
    id: deposit.id,
    method: deposit.method,
    state: deposit.state,
    amountFils: deposit.amountFils,
    capturedFils: deposit.capturedFils,
    releasedFils: deposit.releasedFils,
    orderRef: deposit.orderRef,
    providerState: deposit.providerState,
    heldFils: HOLDING_STATES.includes(deposit.state) ? stillHeldFils(deposit) : 0,
    captures: events
      .filter((event) => (event.toState === 'partly_captured' || event.toState === 'captured') && event.amountFils)
      .map((event) => ({
        amountFils: event.amountFils!,
        reason: event.reason ?? '',
        at: event.createdAt.toISOString(),
      })),
    release: releaseOf(deposit, events),
  };
}

function releaseOf(
  deposit: { createdAt: Date; method: 'card' | 'counter' },
  events: { toState: string; details: unknown; createdAt: Date }[],
): DepositView['release'] {
  const released = events.find((event) => event.toState === 'released');
  if (!released) return null;
  const recorded = (released.details as { how?: ReleaseHow } | null)?.how;
  const how: ReleaseHow = recorded ?? (deposit.method === 'counter' ? 'handed_back' : 'lapses_at_bank');
  const heldAt = events.find((event) => event.toState === 'held')?.createdAt ?? deposit.createdAt;
  return { how, lapsesBy: how === 'lapses_at_bank' ? authorisationLapsesBy(heldAt).toISOString() : null };
}
