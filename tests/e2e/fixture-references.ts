/** The booking whose car was not collected, for the no-show journey: nothing on the site can book a pick-up in the past. */
export const NOT_COLLECTED_REFERENCE = 'OR-NTCLCTED';
/** A card booking whose pick-up is 12 hours away, for the late cancellation: the site books pick-ups 24 hours ahead. */
export const PAID_WITHIN_A_DAY_REFERENCE = 'OR-LATECNCL';
