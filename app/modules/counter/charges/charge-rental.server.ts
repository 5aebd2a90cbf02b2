import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type ChargeEvidence, type RentalChargeKind, bookings, depositEvents, rentalCharges } from '~/db/schema';
import { localizePath } from '~/i18n/locale';
import { randomToken, sha256 } from '~/modules/auth/secrets.server';
import { nextInvoiceNumber } from '~/modules/bookings/booking-transitions.server';
import { findBookingForMail } from '~/modules/bookings/booking-for-mail.server';
import { env } from '~/modules/config/env.server';
import { type ChargeLine, chargeTotals } from '~/modules/counter/charge-lines';
import { captureDeposit, depositOf } from '~/modules/payments/deposits.server';
import { PaymentProviderError, type NgeniusHoldClient } from '~/modules/payments/provider/ngenius-client.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { sendChargeMail } from './charge-mail.server';

/**
 * Charges a renter after the hand-over: the return screen's charges (fuel, late return, km,
 * damage, cleaning; kind 'return', once per booking), and each Salik toll or fine as it arrives
 * (kind 'toll' or 'fine', once per `sourceReference`). Every caller uses this one function:
 *
 *   chargeRental({ bookingId, kind, lines, sourceReference?, occurredAt?, evidence?, actorId }, client?)
 *
 * - `lines`: from returnCharges or tollOrFineCharge (ChargeLine[], VAT per line); a charge of
 *   nothing is refused.
 * - `sourceReference`: required for a toll or a fine (the Salik transaction, the fine's number),
 *   absent for a return; `occurredAt`: when the trip or offence happened (the return's moment for
 *   a return; now when absent); `evidence`: what the customer is shown (reference, place, time, plate).
 * - `actorId`: the staff member charging (or importing).
 * - `client`: the payment provider's client, the sandbox's in tests.
 *
 * It records the charge with its own tax invoice number, keeps what the held deposit covers
 * (captureDeposit, naming the charge and the invoice), opens a payment link (a provider sale order,
 * reached through a page with a one-time token) for any rest, and mails the customer through the
 * outbox with the invoice PDF attached. A second call for the same toll, fine or return, even at the
 * same moment from another instance, finds the first charge (unique keys) and answers it with
 * `created: false`; only the call that inserted the row moves money (it claims the row in state
 * `settling`). The return records its charge inside its own transaction (`recordRentalCharge`) and
 * settles it after commit (`settleRentalCharge`); a charge left in `settling` by a process that died
 * is settled by `settleStrandedCharges`, which every instance runs each minute (decision 071).
 */

export type ChargeRentalInput = {
  bookingId: number;
  kind: RentalChargeKind;
  lines: readonly ChargeLine[];
  sourceReference?: string;
  occurredAt?: Date;
  evidence?: ChargeEvidence;
  actorId: number;
};

export type RentalCharge = typeof rentalCharges.$inferSelect;

export type ChargeRentalResult =
  | { ok: true; created: boolean; charge: RentalCharge }
  | { ok: false; reason: 'not_found' | 'nothing_to_charge' | 'reference_needed' };

const captureReasons: Record<RentalChargeKind, string> = {
  return: 'Return charges',
  toll: 'Salik toll',
  fine: 'Fine',
};

/** The provider takes letters, digits and hyphens in its order reference. */
const orderReference = (bookingReference: string, chargeId: number) =>
  `${bookingReference.replace(/[^A-Za-z0-9-]/g, '-')}-C${chargeId}`.slice(-100);

async function existingCharge(tx: Database, input: ChargeRentalInput): Promise<RentalCharge | undefined> {
  const [row] = await tx
    .select()
    .from(rentalCharges)
    .where(
      input.kind === 'return'
        ? and(eq(rentalCharges.bookingId, input.bookingId), eq(rentalCharges.kind, 'return'))
        : and(eq(rentalCharges.kind, input.kind), eq(rentalCharges.sourceReference, input.sourceReference!)),
    );
  return row;
}

export async function chargeRental(
  input: ChargeRentalInput,
  client: NgeniusHoldClient = paymentClient(),
): Promise<ChargeRentalResult> {
  const recorded = await recordRentalCharge(db(), input);
  if (!recorded.ok || !recorded.created) return recorded;
  return { ok: true, created: true, charge: await settle(recorded.charge, input.actorId, client) };
}

/**
 * Writes the charge in state `settling`, with its invoice number, in the caller's transaction;
 * nothing moves yet. `created: false` when the same toll, fine or return is already charged.
 */
export async function recordRentalCharge(tx: Database, input: ChargeRentalInput): Promise<ChargeRentalResult> {
  const reference = input.sourceReference?.trim();
  if (input.kind !== 'return' && !reference) return { ok: false, reason: 'reference_needed' };
  const totals = chargeTotals(input.lines);
  if (input.lines.length === 0 || totals.totalFils <= 0) return { ok: false, reason: 'nothing_to_charge' };
  const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, input.bookingId));
  if (!booking) return { ok: false, reason: 'not_found' };

  const [inserted] = await tx
    .insert(rentalCharges)
    .values({
      bookingId: input.bookingId,
      kind: input.kind,
      sourceReference: input.kind === 'return' ? null : reference,
      occurredAt: input.occurredAt ?? new Date(),
      lines: [...input.lines],
      ...totals,
      invoiceNumber: nextInvoiceNumber(),
      evidence: input.evidence ?? null,
      state: 'settling',
      chargedBy: input.actorId,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const existing = await existingCharge(tx, { ...input, sourceReference: reference });
    if (!existing) throw new Error(`Charge for booking ${input.bookingId} neither inserted nor found.`);
    return { ok: true, created: false, charge: existing };
  }
  return { ok: true, created: true, charge: inserted };
}

/** Settles a charge recorded with `recordRentalCharge` once its transaction has committed. */
export function settleRentalCharge(charge: RentalCharge, client: NgeniusHoldClient = paymentClient()) {
  return settle(charge, chargedBy(charge), client);
}

/** Every charge is recorded with the staff member charging it (`ChargeRentalInput.actorId`). */
function chargedBy(charge: RentalCharge): number {
  if (charge.chargedBy === null) throw new Error(`Charge ${charge.id} names no staff member.`);
  return charge.chargedBy;
}

/** How long a charge may stay `settling` before another instance takes it over: far above a provider's answer. */
const STRANDED_AFTER_MS = 2 * 60 * 1000;

/**
 * Finishes the charges a process left in `settling` when it died: each is claimed by moving its
 * `updated_at` (so two instances never settle the same one at once), then settled as usual. What
 * the deposit already paid of it is read from the deposit's events, never captured twice.
 */
export async function settleStrandedCharges(client: NgeniusHoldClient = paymentClient(), now = new Date()) {
  const cutoff = new Date(now.getTime() - STRANDED_AFTER_MS);
  const stranded = await db()
    .select({ id: rentalCharges.id })
    .from(rentalCharges)
    .where(and(eq(rentalCharges.state, 'settling'), lt(rentalCharges.updatedAt, cutoff)))
    .limit(50);
  let settled = 0;
  for (const { id } of stranded) {
    const [claimed] = await db()
      .update(rentalCharges)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(rentalCharges.id, id), eq(rentalCharges.state, 'settling'), lt(rentalCharges.updatedAt, cutoff)))
      .returning();
    if (!claimed) continue;
    await settle(claimed, chargedBy(claimed), client);
    settled += 1;
  }
  return { settled };
}

/** What the deposit's captures naming this charge took, from an earlier try that died before it finished. */
async function capturedForCharge(charge: RentalCharge): Promise<number> {
  const [row] = await db()
    .select({ fils: sql<number>`coalesce(sum(${depositEvents.amountFils}), 0)::int` })
    .from(depositEvents)
    .where(
      and(
        eq(depositEvents.bookingId, charge.bookingId),
        sql`${depositEvents.details} -> 'chargeIds' @> ${JSON.stringify([charge.id])}::jsonb`,
      ),
    );
  return row?.fils ?? 0;
}

/** What the held deposit can pay of the charge, taken from it; 0 when nothing is held or the provider refuses. */
async function takeFromDeposit(charge: RentalCharge, staffId: number, client: NgeniusHoldClient): Promise<number> {
  const earlier = await capturedForCharge(charge);
  if (earlier > 0) return earlier;
  const deposit = await depositOf(charge.bookingId);
  let wanted = Math.min(deposit?.heldFils ?? 0, charge.totalFils);
  // Another capture may take part of the hold between reading it and capturing: try once more with what is left.
  for (let attempt = 0; attempt < 2 && wanted > 0; attempt++) {
    const captured = await captureDeposit(
      {
        bookingId: charge.bookingId,
        amountFils: wanted,
        reason: `${captureReasons[charge.kind]}${charge.sourceReference ? ` ${charge.sourceReference}` : ''}, tax invoice ${charge.invoiceNumber}`,
        staffId,
        chargeIds: [charge.id],
        invoiceNumber: charge.invoiceNumber,
      },
      client,
    );
    if (captured.ok) return wanted;
    if (captured.reason !== 'too_much' || captured.heldFils === undefined) return 0;
    wanted = Math.min(captured.heldFils, charge.totalFils);
  }
  return 0;
}

/** Opens the provider's sale order for the rest; null when the provider cannot be reached or refuses. */
async function openPaymentLink(charge: RentalCharge, restFils: number, token: string, client: NgeniusHoldClient) {
  const booking = await findBookingForMail(charge.bookingId);
  if (!booking) return null;
  const [firstName, ...rest] = booking.name.trim().split(/\s+/);
  const returnPath = localizePath(`/charges/${charge.id}/${token}`, booking.locale);
  try {
    return await client.createOrder({
      action: 'PURCHASE',
      amountFils: restFils,
      merchantOrderReference: orderReference(booking.reference, charge.id),
      emailAddress: booking.to,
      billingAddress: { firstName: firstName || booking.name, lastName: rest.join(' ') || firstName || booking.name },
      language: booking.locale,
      redirectUrl: new URL(returnPath, env().APP_URL).toString(),
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  }
}

async function settle(charge: RentalCharge, staffId: number, client: NgeniusHoldClient) {
  const fromDepositFils = await takeFromDeposit(charge, staffId, client);
  const restFils = charge.totalFils - fromDepositFils;
  const token = restFils > 0 ? randomToken() : null;
  const order = token ? await openPaymentLink(charge, restFils, token, client) : null;
  return db().transaction(async (tx) => {
    const [settled] = await tx
      .update(rentalCharges)
      .set({
        fromDepositFils,
        paymentOrderRef: order?.reference ?? null,
        paymentUrl: order?.paymentUrl ?? null,
        payTokenHash: token ? sha256(token) : null,
        state: restFils === 0 ? 'paid' : order ? 'awaiting_payment' : 'due_at_counter',
        paidAt: restFils === 0 ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(rentalCharges.id, charge.id), eq(rentalCharges.state, 'settling')))
      .returning();
    if (!settled) throw new Error(`Charge ${charge.id} was settled by someone else.`);
    await sendChargeMail(settled, { restFils, payToken: order ? token : null }, tx);
    return settled;
  });
}
