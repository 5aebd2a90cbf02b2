import type { DamageMark } from './car-zones';
import type { ChargeRules } from '~/modules/settings/charge-settings-form';
import type { DamageCover } from '~/modules/pricing/quote-booking';

// Kept here rather than taken from the invoices: the schema stores this type, and the invoices' types lead back to the schema.
type Bilingual = { en: string; ar: string };

/**
 * A change of the rental after it was signed, as the re-issued agreement records it: when, by whom,
 * and the return, days and total before and after. Moments as ISO timestamps, printed in each
 * language by the builder: an English date inside an Arabic sentence reads out of order.
 */
export type AgreementAddendum = {
  /** A later return is an extension; anything else a change. */
  kind: 'extended' | 'changed';
  changedAt: string;
  by: string;
  dropoffBefore: string;
  dropoffAfter: string;
  daysBefore: number;
  daysAfter: number;
  totalBeforeFils: number;
  totalAfterFils: number;
};

/**
 * What an agreement is drawn from, kept with each version (rental_agreements.source) so a later
 * version repeats what the renter signed (terms, readings, deposit) and changes only the period
 * and the money.
 */
export type RentalAgreementSource = {
  reference: string;
  /** The moment of hand-over, as printed (Dubai time). */
  signedAt: string;
  seller: { tradeName: string; legalName: string; trn: string };
  renter: { name: string; phone: string; email: string; licence: string };
  vehicle: { name: string; plate: string; colour: string; vin: string };
  pickup: { place: Bilingual; at: string };
  dropoff: { place: Bilingual; at: string };
  /** The days charged for the period. */
  days: number;
  odometerKm: number;
  fuelEighths: number;
  damage: DamageMark[];
  totalFils: number;
  depositFils: number;
  rules: ChargeRules;
  /** The standard cover's excess of the car's class: what the renter pays at most for damage with CDW. */
  cdwExcessFils: number;
  /** The damage cover the booking bought; absent on agreements drawn before the SCDW was sold. */
  cover?: DamageCover;
  extraKmFils: number;
  /** The changes since hand-over, oldest first; none on the agreement as signed. */
  addenda?: AgreementAddendum[];
  /** When this version was drawn (ISO); absent on the version signed at hand-over. */
  reissuedAt?: string;
};
