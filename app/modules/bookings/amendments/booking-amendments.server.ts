import { and, eq, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type AmendedRental, bookingAmendments, bookingEvents, bookings } from '~/db/schema';
import { carsAvailable, modelHeldBy, turnaroundMinutes } from '~/modules/fleet/availability.server';
import { lockModelAtBranch } from '~/modules/cars/car-stock.server';
import { issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import {
  CUSTOMER_AMENDMENT_PAYMENT_MINUTES,
  STAFF_AMENDMENT_PAYMENT_HOURS,
  type ExtensionSettlement,
  customerMayAmend,
  isExtension,
  staffMayChange,
  timeToHold,
} from './amendment-terms';
import { recordCounterRefund } from '~/modules/payments/counter-refunds.server';
import { sendAmendmentMail } from './amendment-mail.server';
import { nextInvoiceNumber } from '../booking-transitions.server';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { type MoneyActor, amendmentRecorded, moveAmendments } from '~/modules/payments/payment-moves.server';
import { recordCardRefunds } from '~/modules/payments/refunds.server';
import type { PromoRefusal } from '~/modules/promotions/promo-code-rules';
import { checkPromoCode } from '~/modules/promotions/promo-codes.server';
import { reissueRentalAgreement } from '~/modules/rentals/agreement/agreement-versions.server';
import {
  type AmendmentActor,
  type AmendmentQuote,
  type AmendmentRefusal,
  type AmendmentRequest,
  appliedByCustomer,
  quoteAmendment,
} from './amendment-quotes.server';

export type AmendResult =
  | {
      ok: true;
      kind: 'applied';
      amendmentId: number;
      /** Given back to the card. */
      refundFils: number;
      /** Owed back at the counter (an extension that reached a cheaper tier of a counter-paid booking). */
      counterRefundFils?: number;
      /** Taken at the counter in the same step (an extension). */
      counterPaidFils?: number;
      refunds: { id: number }[];
    }
  | { ok: true; kind: 'awaiting_payment'; amendmentId: number }
  | AmendmentRefusal
  /** The figures the actor confirmed are no longer the ones the terms give now: shown again. */
  | { ok: false; reason: 'changed'; quote: AmendmentQuote };

/** Ends the transaction, undoing what it changed, with the reason the change was refused. */
class AmendRefused extends Error {
  constructor(
    readonly reason: 'not_amendable' | 'used_up' | 'unavailable' | 'changed' | 'promo',
    readonly promoRefusal?: PromoRefusal,
  ) {
    super(reason);
  }
}

const sameRental = (
  booking: {
    vehicleModelId: number;
    pickupAt: Date;
    dropoffAt: Date;
    totalFils: number | null;
    deliveryCity: string | null;
    deliveryAddress: string | null;
    promoCodeId: number | null;
  },
  rental: AmendedRental,
) =>
  booking.vehicleModelId === rental.vehicleModelId &&
  booking.pickupAt.toISOString() === rental.pickupAt &&
  booking.dropoffAt.toISOString() === rental.dropoffAt &&
  booking.totalFils === rental.totalFils &&
  // Recorded before staff changed them, a rental says nothing of these.
  (rental.delivery === undefined ||
    (booking.deliveryCity === (rental.delivery?.city ?? null) &&
      (rental.delivery === null || booking.deliveryAddress === rental.delivery.address))) &&
  (rental.promoCodeId === undefined || booking.promoCodeId === rental.promoCodeId);

/**
 * A code the change puts on the booking, checked again under the code's row lock (decision 081), so its
 * uses cannot run out between the price shown and the change; the booking's own use is not counted.
 */
async function takePromoCode(
  tx: Database,
  booking: { id: number; userId: number | null; promoCodeId: number | null },
  after: AmendedRental,
  now: Date,
) {
  const promo = after.priceSnapshot.promo;
  if (!after.promoCodeId || after.promoCodeId === booking.promoCodeId || !promo) return;
  const checked = await checkPromoCode(tx, promo.code, {
    vehicleModelId: after.vehicleModelId,
    userId: booking.userId,
    exceptBookingId: booking.id,
    now,
    lock: true,
  });
  if (!checked.ok) throw new AmendRefused('promo', checked.reason);
  if (checked.code.id !== after.promoCodeId) throw new AmendRefused('changed');
}

/**
 * Under the booking's row lock: it may still take the change (confirmed and ahead, or on rent for
 * an extension) and is as `before` says, and a car of the model is free at the branch for the time
 * the change adds (the branch's stock row locked, so parallel bookings take turns with the change).
 */
async function lockForChange(
  tx: Database,
  bookingId: number,
  before: AmendedRental,
  after: AmendedRental,
  now: Date,
  turnaround: number,
) {
  const [locked] = await tx
    .select({
      status: bookings.status,
      pickupAt: bookings.pickupAt,
      dropoffAt: bookings.dropoffAt,
      vehicleModelId: bookings.vehicleModelId,
      totalFils: bookings.totalFils,
      pickupBranchId: bookings.pickupBranchId,
      paymentMethod: bookings.paymentMethod,
      counterPaidAt: bookings.counterPaidAt,
      invoiceNumber: bookings.invoiceNumber,
      userId: bookings.userId,
      deliveryCity: bookings.deliveryCity,
      deliveryAddress: bookings.deliveryAddress,
      promoCodeId: bookings.promoCodeId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!locked || !staffMayChange(locked, before, after, now)) throw new AmendRefused('not_amendable');
  if (!sameRental(locked, before)) throw new AmendRefused('changed');
  // The same model keeps the car the booking holds: for a car on rent, the one it has out, whatever its model (decision 087).
  const heldModel =
    after.vehicleModelId === locked.vehicleModelId
      ? ((await modelHeldBy(bookingId, tx)) ?? after.vehicleModelId)
      : after.vehicleModelId;
  await lockModelAtBranch(tx, locked.pickupBranchId, heldModel);
  const free = await carsAvailable(
    {
      vehicleModelIds: [heldModel],
      branchId: locked.pickupBranchId,
      ...timeToHold(locked.status, before, after),
      turnaroundMinutes: turnaround,
      now,
      exceptBookingId: bookingId,
    },
    tx,
  );
  if ((free.get(heldModel) ?? 0) < 1) throw new AmendRefused('unavailable');
  await takePromoCode(tx, { id: bookingId, userId: locked.userId, promoCodeId: locked.promoCodeId }, after, now);
  return locked;
}

/**
 * Puts the change into the booking: its new rental and price, a new tax invoice number, and a
 * credit note number cancelling the invoice it replaces (decision 024); a lower price on a card
 * booking records the difference to give back; and, for a car already handed over, the rental
 * agreement drawn again with the change (decision 068), returned for the change's mail. Written in
 * the caller's transaction, under the lock: whichever way a change is applied, it comes here once.
 */
async function applyChange(
  tx: Database,
  args: {
    bookingId: number;
    amendmentId: number;
    actor: { kind: 'customer' | 'staff'; id: number | null };
    /** The booking's state, which the change keeps: confirmed, or on rent for an extension. */
    status: 'confirmed' | 'active';
    before: AmendedRental;
    after: AmendedRental;
    differenceFils: number;
    replacedInvoiceNumber: number | null;
    refundFils: number;
    /** Where a lower price is given back: to the card, or at the counter that took it. */
    refundVia?: 'card' | 'counter';
    /** The difference taken at the counter in the same step. */
    counterPayment?: { method: 'cash' | 'card'; amountFils: number };
    turnaround: number;
    now: Date;
  },
) {
  const { after } = args;
  const extended = args.status === 'active' && isExtension(args.before, after);
  const dropoffAt = new Date(after.dropoffAt);
  const [changed] = await tx
    .update(bookings)
    .set({
      vehicleModelId: after.vehicleModelId,
      pickupAt: new Date(after.pickupAt),
      dropoffAt,
      blockedUntil: new Date(dropoffAt.getTime() + args.turnaround * 60_000),
      priceSnapshot: after.priceSnapshot,
      totalFils: after.totalFils,
      ...(after.delivery === undefined
        ? {}
        : { deliveryCity: after.delivery?.city ?? null, deliveryAddress: after.delivery?.address ?? null }),
      ...(after.promoCodeId === undefined ? {} : { promoCodeId: after.promoCodeId }),
      // The driver the booking names is the one whose age priced it (decision 082).
      ...(after.driverBirthDate
        ? {
            customerDetails: sql`jsonb_set(${bookings.customerDetails}, '{birthDate}', to_jsonb(${after.driverBirthDate}::text))`,
          }
        : {}),
      ...(args.replacedInvoiceNumber === null ? {} : { invoiceNumber: nextInvoiceNumber() }),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, args.bookingId))
    .returning({ invoiceNumber: bookings.invoiceNumber });
  await moveAmendments(tx, {
    to: 'applied',
    where: eq(bookingAmendments.id, args.amendmentId),
    set: {
      appliedAt: args.now,
      expiresAt: null,
      replacedInvoiceNumber: args.replacedInvoiceNumber,
      invoiceNumber: args.replacedInvoiceNumber === null ? null : changed.invoiceNumber,
      ...(args.replacedInvoiceNumber === null ? {} : { creditNoteNumber: sql`nextval('credit_note_number_seq')` }),
    },
    actor: { kind: args.actor.kind, id: args.actor.kind === 'staff' ? args.actor.id : null },
  });
  await tx.insert(bookingEvents).values({
    bookingId: args.bookingId,
    actorId: args.actor.kind === 'staff' ? args.actor.id : null,
    actorKind: args.actor.kind,
    fromStatus: args.status,
    toStatus: args.status,
    reason: extended ? 'rental extended' : 'booking changed',
    details: {
      amendmentId: args.amendmentId,
      differenceFils: args.differenceFils,
      ...(extended ? { dropoffBefore: args.before.dropoffAt, dropoffAfter: after.dropoffAt } : {}),
      ...(args.counterPayment ? { counterPayment: args.counterPayment } : {}),
    },
  });
  const agreement = await reissueRentalAgreement(tx, {
    bookingId: args.bookingId,
    amendmentId: args.amendmentId,
    actor: args.actor,
    before: args.before,
    after,
    now: args.now,
  });
  if (args.refundFils > 0 && args.refundVia === 'counter') {
    await recordCounterRefund(tx, {
      bookingId: args.bookingId,
      amountFils: args.refundFils,
      actorId: args.actor.kind === 'staff' ? args.actor.id : null,
      reason: 'amendment',
    });
    return { refunds: [], agreement };
  }
  const refunds =
    args.refundFils > 0
      ? await recordCardRefunds(tx, {
          bookingId: args.bookingId,
          amountFils: args.refundFils,
          actorId: args.actor.kind === 'staff' ? args.actor.id : null,
          reason: 'amendment',
        })
      : [];
  return { refunds, agreement };
}

/** What an applied change does with the money: given back (to the card or at the counter), or taken at the counter. */
function appliedMoney(settlement: Exclude<ExtensionSettlement, { kind: 'pay' }>): {
  refundFils: number;
  refundVia: 'card' | 'counter';
  counterPayment?: { method: 'cash' | 'card'; amountFils: number };
} {
  if (settlement.kind === 'counter')
    return {
      refundFils: 0,
      refundVia: 'card',
      counterPayment: { method: settlement.method, amountFils: settlement.dueFils },
    };
  if (settlement.kind === 'counter_refund') return { refundFils: settlement.refundFils, refundVia: 'counter' };
  return { refundFils: settlement.refundFils, refundVia: 'card' };
}

const amendmentActor = (actor: AmendmentActor): MoneyActor =>
  actor.kind === 'staff' ? { kind: 'staff', id: actor.staffId } : { kind: 'customer' };

/** A change waiting for its difference stops waiting: replaced by another, declined, expired or impossible. */
export async function lapseAmendments(
  tx: Database,
  where: { bookingId: number; amendmentId?: number },
  reason: 'replaced' | 'declined' | 'expired' | 'unavailable',
  actor: MoneyActor = { kind: 'system' },
) {
  return moveAmendments(tx, {
    to: 'lapsed',
    where: and(
      eq(bookingAmendments.bookingId, where.bookingId),
      where.amendmentId === undefined ? undefined : eq(bookingAmendments.id, where.amendmentId),
    ),
    set: { lapsedReason: reason, expiresAt: null },
    actor,
    reason,
  });
}

/**
 * Changes a booking at the figure the actor confirmed (`expectedDifferenceFils`). Applied at once
 * when nothing is owed now (a lower or equal price, or a booking paid at pick-up); a card booking
 * that costs more gets a change waiting for its difference, paid through the provider, and keeps
 * its rental until then. A change waiting earlier for the same booking lapses. The customer's mail
 * about it is written in the same transaction.
 */
export async function amendBooking(
  actor: AmendmentActor,
  request: AmendmentRequest,
  expectedDifferenceFils: number,
  now = new Date(),
  /** Why staff made the change, for the customer's mail, when the customer did not ask for it. */
  reason: string | null = null,
): Promise<AmendResult> {
  const quoted = await quoteAmendment(actor, request, now);
  if (!quoted.ok) return quoted;
  const { quote, booking } = quoted;
  if (quote.differenceFils !== expectedDifferenceFils) return { ok: false, reason: 'changed', quote };
  // The invoice about to be replaced is kept as issued before the booking changes under it.
  if (booking.invoiceNumber !== null) await issuedInvoice(booking.id);
  const turnaround = await turnaroundMinutes();
  try {
    return await db().transaction(async (tx): Promise<AmendResult> => {
      const locked = await lockForChange(tx, booking.id, quote.before, quote.after, now, turnaround);
      if (actor.kind === 'customer' && !customerMayAmend(locked, await appliedByCustomer(booking.id, tx), now).ok)
        throw new AmendRefused('used_up');
      await lapseAmendments(tx, { bookingId: booking.id }, 'replaced');
      const waits = quote.settlement.kind === 'pay';
      const [row] = await tx
        .insert(bookingAmendments)
        .values({
          bookingId: booking.id,
          actorKind: actor.kind,
          actorId: actor.kind === 'staff' ? actor.staffId : actor.userId,
          before: quote.before,
          after: quote.after,
          differenceFils: quote.differenceFils,
          expiresAt: waits
            ? new Date(
                now.getTime() +
                  (actor.kind === 'staff'
                    ? STAFF_AMENDMENT_PAYMENT_HOURS * 3_600_000
                    : CUSTOMER_AMENDMENT_PAYMENT_MINUTES * 60_000),
              )
            : null,
          createdAt: now,
        })
        .returning({ id: bookingAmendments.id });
      await amendmentRecorded(tx, { id: row.id, bookingId: booking.id, actor: amendmentActor(actor) });
      if (quote.settlement.kind === 'pay') {
        // A change staff made that costs more waits for the customer, who is told what to pay and where.
        if (actor.kind === 'staff') await sendAmendmentMail(row.id, 'requested', tx, { reason });
        return { ok: true, kind: 'awaiting_payment', amendmentId: row.id };
      }
      const money = appliedMoney(quote.settlement);
      const { refunds, agreement } = await applyChange(tx, {
        bookingId: booking.id,
        amendmentId: row.id,
        actor: { kind: actor.kind, id: actor.kind === 'staff' ? actor.staffId : actor.userId },
        status: locked.status === 'active' ? 'active' : 'confirmed',
        before: quote.before,
        after: quote.after,
        differenceFils: quote.differenceFils,
        replacedInvoiceNumber: locked.invoiceNumber,
        ...money,
        turnaround,
        now,
      });
      await sendAmendmentMail(row.id, 'applied', tx, { ...money, agreement, reason });
      return {
        ok: true,
        kind: 'applied',
        amendmentId: row.id,
        refundFils: money.refundVia === 'card' ? money.refundFils : 0,
        counterRefundFils: money.refundVia === 'counter' ? money.refundFils : 0,
        counterPaidFils: money.counterPayment?.amountFils ?? 0,
        refunds,
      };
    });
  } catch (error) {
    if (!(error instanceof AmendRefused)) throw error;
    if (error.reason === 'changed') return { ok: false, reason: 'changed', quote };
    if (error.reason === 'promo') return { ok: false, reason: 'promo', refusal: error.promoRefusal! };
    return { ok: false, reason: error.reason };
  }
}

/**
 * Applies a change whose difference the provider reports paid. If the booking can no longer take
 * it (cancelled meanwhile, the car gone), the change lapses and the payment, no longer wanted by
 * anything, is given back by the stray-payment watch. Undefined when it was not waiting.
 */
export async function applyPaidAmendment(amendmentId: number, now = new Date()) {
  const [amendment] = await db().select().from(bookingAmendments).where(eq(bookingAmendments.id, amendmentId));
  if (!amendment || amendment.state !== 'awaiting_payment') return undefined;
  // The change's rental is about to become the booking's: its snapshot is checked before it is written back.
  const after = {
    ...amendment.after,
    priceSnapshot: readPriceSnapshot(amendment.after.priceSnapshot, `booking change ${amendmentId}`),
  };
  const turnaround = await turnaroundMinutes();
  try {
    return await db().transaction(async (tx) => {
      const locked = await lockForChange(tx, amendment.bookingId, amendment.before, after, now, turnaround);
      // Taken again under the lock: a parallel settlement may have applied it a moment ago.
      const [still] = await tx
        .select({ state: bookingAmendments.state })
        .from(bookingAmendments)
        .where(eq(bookingAmendments.id, amendmentId));
      if (still?.state !== 'awaiting_payment') return undefined;
      const { agreement } = await applyChange(tx, {
        bookingId: amendment.bookingId,
        amendmentId,
        actor: { kind: amendment.actorKind, id: amendment.actorId },
        status: locked.status === 'active' ? 'active' : 'confirmed',
        before: amendment.before,
        after,
        differenceFils: amendment.differenceFils,
        replacedInvoiceNumber: locked.invoiceNumber,
        refundFils: 0,
        turnaround,
        now,
      });
      await sendAmendmentMail(amendmentId, 'applied', tx, { agreement });
      return 'applied' as const;
    });
  } catch (error) {
    if (!(error instanceof AmendRefused)) throw error;
    await lapseAmendments(db(), { bookingId: amendment.bookingId, amendmentId }, 'unavailable');
    return 'lapsed' as const;
  }
}
