/** The booking whose car was not collected, for the no-show journey: nothing on the site can book a pick-up in the past. */
export const NOT_COLLECTED_REFERENCE = 'OR-NTCLCTED';
/** A card booking whose pick-up is 12 hours away, for the late cancellation: the site books pick-ups 24 hours ahead. */
export const PAID_WITHIN_A_DAY_REFERENCE = 'OR-LATECNCL';
/** Pay-on-pick-up bookings picking up today, for the hand-overs: a car goes out on its pick-up day only. */
export const PICKUP_TODAY_REFERENCES = {
  /** Paid and handed over in one step from the Today sheet. */
  sheet: 'OR-TODAYSHT',
  /** Paid at the counter, then handed over, on the booking page. */
  desk: 'OR-DESKPKUP',
  /** Handed over with its payment on the booking page at tablet width. */
  tablet: 'OR-TABLETPK',
} as const;
/** A completed booking whose car (plate Dubai Z 7007) was out from 20 to 18 days ago, for the Salik and fines import. */
export const TOLLS_RENTAL = { reference: 'OR-SALIKTRP', plate: { emirate: 'Dubai', code: 'Z', number: 7007 } } as const;
/**
 * A card booking at Abu Dhabi Mussafah (a branch no other journey books) picked up two days late
 * and due back two hours ago: handed over and returned late in one sitting, since no test can wait
 * for a rental to run.
 */
export const COUNTER_RENTAL_REFERENCE = 'OR-CNTRRENT';
/** The same rental for the counter working in Arabic, at Dubai Al Quoz (a branch no other journey books). */
export const COUNTER_RENTAL_ARABIC_REFERENCE = 'OR-CNTRARAB';
/** A pay-on-pick-up booking whose car is on rent, paid at the counter, for the extension: nothing on the site hands a car over in the past. */
export const ON_RENT_REFERENCE = 'OR-ONRENTXT';
/**
 * A card booking of a Standard car at Dubai Ibn Battuta (a branch no other journey books) picking up
 * today, for the upgrade at the counter to the Luxury car of its own there (decision 087).
 */
export const UPGRADE_RENTAL = {
  reference: 'OR-UPGRADED',
  plate: { emirate: 'Dubai', code: 'U', number: 8701 },
  vin: 'TSTUPGRD000008701',
} as const;
