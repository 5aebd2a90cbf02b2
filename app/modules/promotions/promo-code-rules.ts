import type { PromoDiscount } from '~/modules/pricing/quote-booking';

/** A promo code as its rules read it. */
export type PromoCodeTerms = PromoDiscount & {
  active: boolean;
  validFrom: string;
  validUntil: string;
  maxUses: number | null;
  maxUsesPerCustomer: number;
  vehicleModelIds: readonly number[];
};

export type PromoRefusal = 'unknown' | 'not_yet' | 'ended' | 'other_model' | 'used_up' | 'used_by_you';

/**
 * Why this code cannot go on this booking, or null when it can. `today` is the Dubai date the code is
 * used on; the uses count the other bookings that hold the code (in all, and this customer's).
 * Pure: the caller reads the code and counts the uses under a lock.
 */
export function promoRefusal(
  code: PromoCodeTerms | null,
  use: { today: string; vehicleModelId: number; usesInAll: number; usesByCustomer: number },
): PromoRefusal | null {
  if (!code || !code.active) return 'unknown';
  if (use.today < code.validFrom) return 'not_yet';
  if (use.today > code.validUntil) return 'ended';
  if (code.vehicleModelIds.length > 0 && !code.vehicleModelIds.includes(use.vehicleModelId)) return 'other_model';
  if (code.maxUses !== null && use.usesInAll >= code.maxUses) return 'used_up';
  if (use.usesByCustomer >= code.maxUsesPerCustomer) return 'used_by_you';
  return null;
}
