/** The booking whose car was not collected, for the no-show journey: nothing on the site can book a pick-up in the past. */
export const NOT_COLLECTED_REFERENCE = 'OR-NTCLCTED';
