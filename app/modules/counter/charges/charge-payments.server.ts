import { and, eq, inArray, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { type CounterPaymentMethod, type RentalChargeState, bookingEvents, bookings, rentalCharges } from '~/db/schema';
import { sameSecret, sha256 } from '~/modules/auth/secrets.server';
import { type NgeniusClient, PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import type { RentalCharge } from './charge-rental.server';

/**
 * The rest of a charge after the deposit: paid through the mailed link (a provider sale order,
 * read back from the provider, never taken from the redirect) or at the counter.
 */

export const restOf = (charge: Pick<RentalCharge, 'totalFils' | 'fromDepositFils' | 'paidFils'>) =>
  charge.totalFils - charge.fromDepositFils - charge.paidFils;

/**
 * The charge, if the one asking may see it: the link's token matches, or the signed-in user owns
 * the booking. Anyone else learns nothing, not even that the charge exists.
 */
export async function chargeForPayer(
  chargeId: number,
  who: { token?: string | null; userId?: number | null },
): Promise<RentalCharge | null> {
  const [row] = await db()
    .select({ charge: rentalCharges, ownerId: bookings.userId })
    .from(rentalCharges)
    .innerJoin(bookings, eq(bookings.id, rentalCharges.bookingId))
    .where(eq(rentalCharges.id, chargeId));
  if (!row) return null;
  const byToken = Boolean(
    who.token && row.charge.payTokenHash && sameSecret(sha256(who.token), row.charge.payTokenHash),
  );
  const byOwner = who.userId != null && who.userId === row.ownerId;
  return byToken || byOwner ? row.charge : null;
}

/**
 * Reads the charge's sale order from the provider and records the rest as paid once the provider
 * says so for the amount asked. Answers the charge as it stands.
 */
export async function confirmChargePayment(
  charge: RentalCharge,
  client: NgeniusClient = paymentClient(),
): Promise<RentalCharge> {
  if (charge.state !== 'awaiting_payment' || !charge.paymentOrderRef) return charge;
  const order = await client.readOrder(charge.paymentOrderRef);
  const rest = restOf(charge);
  const paid = order.status === 'paid' && order.amount.currencyCode === 'AED' && order.amount.value === rest;
  if (!paid) return charge;
  const [updated] = await db()
    .update(rentalCharges)
    .set({ paidFils: rest, paidBy: 'link', paidAt: sql`now()`, state: 'paid', updatedAt: sql`now()` })
    .where(and(eq(rentalCharges.id, charge.id), eq(rentalCharges.state, 'awaiting_payment')))
    .returning();
  return updated ?? charge;
}

export type ChargeCounterPaymentInput = {
  chargeId: number;
  /** The booking whose page it was recorded on: a charge of another booking is not found. */
  bookingId: number;
  method: CounterPaymentMethod;
  /** Optional, such as the terminal's receipt number; kept as the reason of the booking's history line. */
  note: string;
  actorId: number;
};

export type ChargeCounterPaymentResult =
  | { ok: true; invoiceNumber: number; amountFils: number }
  | { ok: false; reason: 'not_found' }
  /**
   * already: paid before, by a colleague at the counter, by the customer through the link (read from
   * the provider now if not recorded yet), or by the deposit; nothing changed.
   * not_due: the charge is still being settled (state `settling`), so no rest is asked for yet.
   * unchecked: the provider could not say whether the link was paid; nothing is recorded, so that
   * the customer never pays twice.
   */
  | { ok: false; reason: 'already' | 'not_due' | 'unchecked'; invoiceNumber: number };

/** The states in which a rest is asked for: by the mailed link, or at the branch when no link could be opened. */
const payableStates = ['awaiting_payment', 'due_at_counter'] as const satisfies readonly RentalChargeState[];

/**
 * Staff record the rest of a charge (after the deposit) as paid at the branch, in cash or by card on
 * its terminal, with who took it and when, once. A charge with a payment link is first read back
 * from the provider: a link the customer paid meanwhile is recorded as paid by the link, and the
 * counter payment is refused as already made. The charge's update and its line in the booking's
 * history are one transaction, and the update holds only while the charge still waits for payment,
 * so a second click or a colleague at the same moment records nothing more.
 */
export async function recordChargePaidAtCounter(
  input: ChargeCounterPaymentInput,
  client: NgeniusClient = paymentClient(),
): Promise<ChargeCounterPaymentResult> {
  const [charge] = await db()
    .select()
    .from(rentalCharges)
    .where(and(eq(rentalCharges.id, input.chargeId), eq(rentalCharges.bookingId, input.bookingId)));
  if (!charge) return { ok: false, reason: 'not_found' };
  const refused = (reason: 'already' | 'not_due' | 'unchecked') =>
    ({ ok: false, reason, invoiceNumber: charge.invoiceNumber }) as const;
  if (charge.state === 'paid') return refused('already');
  if (charge.state === 'settling') return refused('not_due');
  if (charge.state === 'awaiting_payment' && charge.paymentOrderRef) {
    try {
      const read = await confirmChargePayment(charge, client);
      if (read.state === 'paid') return refused('already');
    } catch (error) {
      if (error instanceof PaymentProviderError) return refused('unchecked');
      throw error;
    }
  }
  return db().transaction(async (tx) => {
    const [paid] = await tx
      .update(rentalCharges)
      .set({
        paidFils: sql`${rentalCharges.totalFils} - ${rentalCharges.fromDepositFils}`,
        paidBy: 'counter',
        paidAt: sql`now()`,
        counterPaymentMethod: input.method,
        counterPaidBy: input.actorId,
        state: 'paid',
        updatedAt: sql`now()`,
      })
      .where(and(eq(rentalCharges.id, charge.id), inArray(rentalCharges.state, payableStates)))
      .returning();
    // A colleague's click, or the link's confirmation, got there first.
    if (!paid) return refused('already');
    const [booking] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, paid.bookingId));
    await tx.insert(bookingEvents).values({
      bookingId: paid.bookingId,
      actorId: input.actorId,
      actorKind: 'staff',
      fromStatus: booking.status,
      toStatus: booking.status,
      reason: input.note || null,
      details: {
        chargePayment: {
          chargeId: paid.id,
          kind: paid.kind,
          invoiceNumber: paid.invoiceNumber,
          method: input.method,
          amountFils: paid.paidFils,
        },
      },
    });
    return { ok: true, invoiceNumber: paid.invoiceNumber, amountFils: paid.paidFils };
  });
}
