import { and, eq, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookings, rentalCharges } from '~/db/schema';
import { sameSecret, sha256 } from '~/modules/auth/secrets.server';
import type { NgeniusClient } from '~/modules/payments/provider/ngenius-client.server';
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

/** The rest paid at the branch, recorded by staff; false when nothing was due. */
export async function recordChargePaidAtCounter(chargeId: number): Promise<boolean> {
  const updated = await db()
    .update(rentalCharges)
    .set({
      paidFils: sql`${rentalCharges.totalFils} - ${rentalCharges.fromDepositFils}`,
      paidBy: 'counter',
      paidAt: sql`now()`,
      state: 'paid',
      updatedAt: sql`now()`,
    })
    .where(and(eq(rentalCharges.id, chargeId), sql`${rentalCharges.state} in ('awaiting_payment', 'due_at_counter')`))
    .returning({ id: rentalCharges.id });
  return updated.length > 0;
}
