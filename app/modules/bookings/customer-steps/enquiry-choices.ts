/** The driver age groups and residencies the booking form offers (kept apart from the schema so pages load without it). */
export const ageGroups = ['23-24', '25+'] as const;
export const residencies = ['resident', 'visitor'] as const;

/** The collection places' city of the airport: collecting there asks a flight number; delivering there is the airport branch's work. */
export const AIRPORT_CITY = 'Airport';

/** Where a car may be delivered at pick-up: the collection places, but the airport, which has its own branch. */
export const deliveryCitiesOf = <T extends string | { city: string }>(places: T[]): T[] =>
  places.filter((place) => (typeof place === 'string' ? place : place.city) !== AIRPORT_CITY);

/** The youngest age the booking box's younger group may be: a class asking more refuses the whole group there. */
const YOUNGER_GROUP_OLDEST = 24;

/** Each vehicle type's minimum renter age, by type name, for the booking box's age check. */
export const minimumAgesOf = (types: Array<{ name: string; minimumRenterAge: number }>): Record<string, number> =>
  Object.fromEntries(types.map((type) => [type.name, type.minimumRenterAge]));

/**
 * The minimum age that refuses this age group for this class before any price is shown, or null.
 * Drivers of 23-24 are refused where the class asks 25 or more; where it asks 24, the birth date on
 * the personal step decides.
 */
export function ageRefusal(ageGroup: string | undefined, minimumAge: number | undefined): number | null {
  return ageGroup === '23-24' && minimumAge !== undefined && minimumAge > YOUNGER_GROUP_OLDEST ? minimumAge : null;
}
