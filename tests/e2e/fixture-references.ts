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
 * The counter journeys' bookings come one set for each time a run repeats them (`--repeat-each`),
 * since each set is used up: a no-show is final, a car handed over is out. At Dubai Ibn Battuta,
 * a branch no other journey books.
 */
export const COUNTER_REPEATS = 3;
export const COUNTER_BRANCH = { value: 'Dubai_Ibn Battuta', label: 'Dubai – Ibn Battuta' } as const;
/** The model the counter's bookings are of (six cars at the branch), of the Economy class. */
export const COUNTER_MODEL = { brand: 'Nissan', name: 'Sunny', type: 'Economy' } as const;
/** The model the blocks are made on (three cars at the branch). */
export const BLOCKED_MODEL = { brand: 'Hyundai', name: 'Accent' } as const;
/** The customers of the counter journeys (never signed in), one of them using the site in Arabic. */
export const COUNTER_CUSTOMERS = {
  en: { email: 'counter-desk@example.ae', firstName: 'Hamdan', lastName: 'Counter', licence: 'DL-77001' },
  ar: { email: 'counter-arabic@example.ae', firstName: 'حمدان', lastName: 'الكاتب', licence: 'DL-77002' },
} as const;

/** Which set of counter bookings this repeat of a test takes: `repeatEachIndex` of its test info. */
export function counterSet(repeatEachIndex: number) {
  if (repeatEachIndex >= COUNTER_REPEATS)
    throw new Error(`The counter journeys have bookings for ${COUNTER_REPEATS} repeats in one run.`);
  const n = repeatEachIndex + 1;
  return {
    /** Paid by card, not collected three hours after its pick-up. */
    noShowCard: `OR-NSHCARD${n}`,
    /** To be paid at the counter (in Arabic), not collected three hours after its pick-up. */
    noShowDesk: `OR-NSHDESK${n}`,
    /** Picking up today, to be paid at the counter and handed over from the sheet. */
    pickupToday: `OR-SHTPKUP${n}`,
    /** Picking up tomorrow: not handed over a day ahead. */
    pickupTomorrow: `OR-SHTTMRW${n}`,
    /** Picking up today at another branch (Abu Dhabi Al Salam), for the sheet's branch filter. */
    pickupElsewhere: `OR-SHTOTHR${n}`,
    /** Two of the three cars of the blocked model, from `blockDaysAhead` at 10:00 for three days. */
    blockedDays: [`OR-BLKDAY${n}A`, `OR-BLKDAY${n}B`],
    blockDaysAhead: 20 + 5 * repeatEachIndex,
    /** Picking up on the closed day at 10:00 for two days: one to move to after the closure, one to cancel. */
    closedDayMoved: `OR-CLSMOVE${n}`,
    closedDayCancelled: `OR-CLSCNCL${n}`,
    closureDaysAhead: 45 + 5 * repeatEachIndex,
  };
}

/**
 * A card booking of a Standard car at Dubai Ibn Battuta (a branch no other journey books) picking up
 * today, for the upgrade at the counter to the Luxury car of its own there (decision 087).
 */
export const UPGRADE_RENTAL = {
  reference: 'OR-UPGRADED',
  plate: { emirate: 'Dubai', code: 'U', number: 8701 },
  vin: 'TSTUPGRD000008701',
} as const;
