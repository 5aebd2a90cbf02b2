import { eq } from 'drizzle-orm';
import { db } from '../../app/db/client.server';
import {
  type BookingCustomerDetails,
  type BookingStatus,
  type PaymentStatus,
  bookings,
  branches,
} from '../../app/db/schema';

let counter = 0;

export type StaffTestBooking = {
  reference?: string;
  status: BookingStatus;
  userId?: number | null;
  vehicleModelId: number;
  branch?: string;
  dropoffBranch?: string;
  pickupAt: Date;
  dropoffAt?: Date;
  totalFils?: number | null;
  paymentMethod?: 'card' | 'pay_on_pickup' | null;
  paymentStatus?: PaymentStatus | null;
  paymentOrderRef?: string | null;
  customerDetails?: BookingCustomerDetails | null;
  invoiceNumber?: number | null;
  delivery?: { city: string; address: string } | null;
};

const branchIds = new Map<string, number>();
export async function branchId(value: string) {
  if (!branchIds.has(value)) {
    const [row] = await db().select({ id: branches.id }).from(branches).where(eq(branches.value, value));
    branchIds.set(value, row.id);
  }
  return branchIds.get(value)!;
}

/** A booking straight in the database, in any state, for the staff screens' tests. Needs the seed. */
export async function insertBooking(booking: StaffTestBooking) {
  const n = ++counter;
  const dropoffAt = booking.dropoffAt ?? new Date(booking.pickupAt.getTime() + 86_400_000);
  const pickupBranchId = await branchId(booking.branch ?? 'Dubai_Ittihad Road');
  const [row] = await db()
    .insert(bookings)
    .values({
      reference: booking.reference ?? `T-${process.pid}-${n}`,
      status: booking.status,
      userId: booking.userId ?? null,
      vehicleModelId: booking.vehicleModelId,
      pickupBranchId,
      dropoffBranchId: booking.dropoffBranch ? await branchId(booking.dropoffBranch) : pickupBranchId,
      pickupAt: booking.pickupAt,
      dropoffAt,
      blockedUntil: dropoffAt,
      totalFils: booking.totalFils === undefined ? 1_000_00 : booking.totalFils,
      paymentMethod: booking.paymentMethod ?? null,
      paymentStatus: booking.paymentStatus ?? null,
      paymentOrderRef: booking.paymentOrderRef ?? null,
      customerDetails: booking.customerDetails ?? null,
      invoiceNumber: booking.invoiceNumber ?? null,
      deliveryCity: booking.delivery?.city ?? null,
      deliveryAddress: booking.delivery?.address ?? null,
    })
    .returning({ id: bookings.id, reference: bookings.reference });
  return row;
}
