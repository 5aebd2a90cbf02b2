import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { type BookingStatus, type RefundReason, bookings } from '~/db/schema';
import { memberDiscountRates } from '~/modules/settings/member-discount-rates.server';
import { turnaroundMinutes } from '~/modules/fleet/availability.server';
import type { CustomerBooking } from '../customer-steps/bill.server';
import { sendBookingConfirmation } from '../booking-mail.server';
import { moveBooking, nextInvoiceNumber } from '../booking-transitions.server';
import { stillBookable, withDriver } from '../customer-steps/personal-step.server';
import type { PriceSnapshot } from '../records/price-snapshot';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { type StaffAction, staffSteps } from './staff-booking-actions-form';
import { type StaffMailKind, sendStaffBookingMail } from '../staff-booking-mail.server';
import type { RefundOutcome } from '~/modules/payments/refunds.server';
import type { NgeniusClient } from '~/modules/payments/provider/ngenius-client.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { cancellationCharge, cancellationRule, paidForBooking } from '../cancellations/cancellation-terms';
import { recordCounterRefund } from '~/modules/payments/counter-refunds.server';
import { makeRefunds, recordCardRefunds } from '~/modules/payments/refunds.server';
import { creditUnpaidInvoice } from '../cancellations/unpaid-invoice-credit.server';
import { cancellableColumns } from '../cancellations/customer-cancellation.server';

export type StaffActionResult =
  | {
      ok: true;
      status: BookingStatus;
      reference: string;
      refund?: { fils: number; outcome: RefundOutcome };
      /** Money taken at the counter that is now owed back there. */
      counterRefundFils?: number;
    }
  /**
   * not_found: no such booking. already: it is in the target state (a second click, or a colleague
   * was quicker); nothing changed. refused: the state machine does not allow the step from its
   * current state. expired / unavailable: its car is no longer held / none is free to confirm it.
   * no_driver: nobody has entered the driver's details yet. refund_amount: a card-paid booking is
   * cancelled only with a refund amount from 0 to what was paid.
   */
  | { ok: false; reason: 'not_found' }
  | {
      ok: false;
      reason: 'already' | RefusalReason;
      status: BookingStatus;
      reference: string;
    };

type RefusalReason = 'refused' | 'expired' | 'unavailable' | 'no_driver' | 'refund_amount';

const mailKind: Record<Exclude<StaffAction, 'confirm'>, StaffMailKind> = {
  noShow: 'no_show',
  cancel: 'cancelled',
};

async function currentState(bookingId: number) {
  const [row] = await db()
    .select({ status: bookings.status, reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * A step taken by staff on a booking's page: one conditional move through the state machine,
 * recorded with who did it and why, and the customer's email about it written to the outbox in the
 * same transaction (the worker sends it after commit). A refused or stale step changes nothing and
 * says why.
 */
export async function applyStaffAction(
  input: {
    bookingId: number;
    action: StaffAction;
    reason: string;
    actorId: number;
    refundFils?: number;
  },
  now = new Date(),
  client: NgeniusClient = paymentClient(),
): Promise<StaffActionResult> {
  const step = staffSteps[input.action];
  if (!Number.isSafeInteger(input.bookingId) || input.bookingId <= 0) return { ok: false, reason: 'not_found' };
  const before = await currentState(input.bookingId);
  if (!before) return { ok: false, reason: 'not_found' };

  const moved: Moved =
    input.action === 'confirm'
      ? await confirmOnPickup(input, now)
      : input.action === 'cancel'
        ? await cancelByStaff(input)
        : await noShowByStaff(input, now);

  if (!moved.ok) {
    const now = (await currentState(input.bookingId)) ?? before;
    return {
      ok: false,
      reason: now.status === step.to ? 'already' : moved.reason,
      status: now.status,
      reference: before.reference,
    };
  }
  // The cancellation mail has said what is being refunded; the refund's own mail follows once the provider has made it.
  const refund = moved.refund
    ? { fils: moved.refund.fils, outcome: await makeRefunds(client, moved.refund.ids) }
    : undefined;
  const counterRefundFils = moved.money?.via === 'counter' && moved.money.refundFils > 0 ? moved.money.refundFils : 0;
  return {
    ok: true,
    status: step.to,
    reference: before.reference,
    ...(refund ? { refund } : {}),
    ...(counterRefundFils ? { counterRefundFils } : {}),
  };
}

type Moved =
  { ok: true; refund?: { ids: { id: number }[]; fils: number }; money?: Money } | { ok: false; reason: RefusalReason };

type Money = { refundFils: number; keptFils: number; via: 'card' | 'counter' };
type LockedBooking = {
  status: BookingStatus;
  pickupAt: Date;
  paidFils: number;
  refundVia: 'card' | 'counter' | null;
  paymentOrderRef: string | null;
  quote: PriceSnapshot['quote'] | null;
};

/**
 * A staff step that ends a booking and may give money back: the booking is read under its row lock
 * (so a payment confirmed a moment earlier is never missed), `decide` says how much of what was
 * paid goes back, and the move and the refund it promises are written in one transaction.
 */
async function closeWithRefund(
  input: { bookingId: number; reason: string; actorId: number },
  step: { action: 'cancel' | 'noShow'; refundReason: RefundReason; set?: { holdExpiresAt: null } },
  decide: (booking: LockedBooking) => { ok: true; money?: Money } | { ok: false; reason: 'refused' | 'refund_amount' },
): Promise<Moved> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select(cancellableColumns)
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .for('update');
    if (!row) return { ok: false, reason: 'refused' } as const;
    const paid = paidForBooking(row);
    const decided = decide({
      status: row.status,
      pickupAt: row.pickupAt,
      ...paid,
      paymentOrderRef: row.paymentOrderRef,
      quote: row.priceSnapshot && readPriceSnapshot(row.priceSnapshot, `booking ${input.bookingId}`).quote,
    });
    if (!decided.ok) return decided;
    const { money } = decided;
    const moved = await moveBooking(
      {
        bookingId: input.bookingId,
        to: staffSteps[step.action].to,
        from: [...staffSteps[step.action].from],
        actorId: input.actorId,
        reason: input.reason,
        details: { action: step.action, ...(money ? { refundFils: money.refundFils, keptFils: money.keptFils } : {}) },
        ...(step.set ? { set: step.set } : {}),
      },
      tx,
    );
    if (!moved) return { ok: false, reason: 'refused' } as const;
    // Nothing paid yet (pay on pick-up): the invoice issued at confirmation is cancelled by a credit note.
    if (!money) await creditUnpaidInvoice(tx, input.bookingId);
    // Nothing paid: the mail is told so (zero back, zero kept), and says no charge follows a no-show.
    const told = money ?? (paid.paidFils === 0 ? { refundFils: 0, keptFils: 0 } : undefined);
    await sendStaffBookingMail(input.bookingId, mailKind[step.action], input.reason, told, tx);
    if (!money?.refundFils) return { ok: true, money } as const;
    const refund = {
      bookingId: input.bookingId,
      amountFils: money.refundFils,
      actorId: input.actorId,
      reason: step.refundReason,
    };
    // Money taken at the counter is owed there until staff confirm they paid it out.
    if (money.via === 'counter') {
      await recordCounterRefund(tx, refund);
      return { ok: true, money } as const;
    }
    const ids = await recordCardRefunds(tx, refund);
    return { ok: true, money, refund: { ids, fils: money.refundFils } } as const;
  });
}

/** Cancels, and for a booking paid by card or at the counter refunds what staff chose, from 0 to what was paid. */
function cancelByStaff(input: { bookingId: number; reason: string; actorId: number; refundFils?: number }) {
  return closeWithRefund(
    input,
    { action: 'cancel', refundReason: 'cancellation', set: { holdExpiresAt: null } },
    (booking) => {
      const refundFils = input.refundFils;
      if (booking.paidFils === 0 || !booking.refundVia) return { ok: true };
      if (
        refundFils === undefined ||
        !Number.isSafeInteger(refundFils) ||
        refundFils < 0 ||
        refundFils > booking.paidFils
      )
        return { ok: false, reason: 'refund_amount' };
      return { ok: true, money: { refundFils, keptFils: booking.paidFils - refundFils, via: booking.refundVia } };
    },
  );
}

/**
 * Records a booking not collected two hours after its pick-up time as a no-show: the car goes back
 * into availability, and of a card payment the terms keep one rental day and the rest is refunded.
 * Earlier it is refused: the customer may still come.
 */
function noShowByStaff(input: { bookingId: number; reason: string; actorId: number }, now: Date) {
  return closeWithRefund(input, { action: 'noShow', refundReason: 'no_show' }, (booking) => {
    if (cancellationRule(booking.pickupAt, now) !== 'no_show') return { ok: false, reason: 'refused' };
    if (booking.paidFils === 0 || !booking.refundVia || !booking.quote) return { ok: true };
    const { refundFils, keptFils } = cancellationCharge(
      { pickupAt: booking.pickupAt, paidFils: booking.paidFils, quote: booking.quote },
      now,
    );
    return { ok: true, money: { refundFils, keptFils, via: booking.refundVia } };
  });
}

/**
 * Staff confirm a booking to be paid at the counter (say the customer's card failed and they
 * phoned in): priced again for pay on pick-up from its own rate card, given its invoice number in
 * the confirming statement, exactly as the customer's own pay-on-pick-up confirmation does. Its
 * car must still be held (a draft within its hold) or free again (after a failed payment), checked
 * under the branch's stock lock.
 */
async function confirmOnPickup(
  input: { bookingId: number; reason: string; actorId: number },
  now: Date,
): Promise<Moved> {
  const [booking] = await db()
    .select({
      id: bookings.id,
      status: bookings.status,
      vehicleModelId: bookings.vehicleModelId,
      pickupAt: bookings.pickupAt,
      priceSnapshot: bookings.priceSnapshot,
      details: bookings.customerDetails,
    })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId));
  if (!booking || !staffSteps.confirm.from.includes(booking.status)) return { ok: false, reason: 'refused' };
  if (!booking.details) return { ok: false, reason: 'no_driver' };
  const details = booking.details;
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const [turnaround, rates] = await Promise.all([turnaroundMinutes(), memberDiscountRates()]);
  // stillBookable and withDriver read only these fields of a customer's booking.
  const asBooked = {
    id: booking.id,
    vehicleModelId: booking.vehicleModelId,
    pickupAt: booking.pickupAt,
    priceSnapshot: booking.priceSnapshot && readPriceSnapshot(booking.priceSnapshot, `booking ${booking.id}`),
  } as CustomerBooking;
  return db().transaction(async (tx) => {
    const check = await stillBookable(tx, asBooked, turnaround, now);
    if (!check.ok) return { ok: false, reason: check.reason === 'not_found' ? 'refused' : check.reason } as const;
    const moved = await moveBooking(
      {
        bookingId: booking.id,
        to: 'confirmed',
        from: [...staffSteps.confirm.from],
        actorId: input.actorId,
        reason: input.reason,
        details: { action: 'confirm', paymentMethod: 'pay_on_pickup' },
        set: {
          ...withDriver(asBooked, details, 'pay_on_pickup', rates),
          confirmedAt: now,
          holdExpiresAt: null,
          invoiceNumber: nextInvoiceNumber(),
        },
      },
      tx,
    );
    if (!moved) return { ok: false, reason: 'refused' } as const;
    await sendBookingConfirmation(booking.id, tx);
    return { ok: true } as const;
  });
}
