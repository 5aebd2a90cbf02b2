const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the card schemes let a car-rental authorisation stand before the issuer drops it. The
 * provider takes no reversal once part of a hold is captured (decision 056), so the rest is free
 * on the renter's card only when the authorisation lapses: at the latest this many days after it
 * was given. The sandbox, the staff page and the renter's mail state the same date.
 */
const AUTHORISATION_LAPSE_DAYS = 30;

/** When an authorisation given at `authorisedAt` has lapsed at the card's bank, at the latest. */
export const authorisationLapsesBy = (authorisedAt: Date) =>
  new Date(authorisedAt.getTime() + AUTHORISATION_LAPSE_DAYS * DAY_MS);
