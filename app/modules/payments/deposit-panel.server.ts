import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookings } from '~/db/schema';
import { depositAmountFor } from '~/modules/settings/deposit-amount.server';
import { type DepositView, depositOf } from './deposits.server';

export type DepositPanelData = {
  deposit: DepositView | null;
  /** What the panel offers to take, by the car's class. */
  offeredFils: number;
  /** Whether a deposit may be taken now: the booking is confirmed or out, and none is held. */
  mayTake: boolean;
};

/** What the staff booking page's deposit panel shows. */
export async function depositPanel(bookingId: number): Promise<DepositPanelData | null> {
  const [booking] = await db()
    .select({ status: bookings.status, vehicleModelId: bookings.vehicleModelId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const deposit = await depositOf(bookingId);
  const open = !deposit || deposit.state === 'failed' || deposit.state === 'requested';
  return {
    deposit,
    offeredFils: await depositAmountFor(booking),
    mayTake: open && (booking.status === 'confirmed' || booking.status === 'active'),
  };
}
