/** The driver age groups and residencies the booking form offers (kept apart from the schema so pages load without it). */
export const ageGroups = ['21-22', '23-24', '25+'] as const;
export const residencies = ['resident', 'visitor'] as const;

/** The collection places' city of the airport: collecting there asks a flight number; delivering there is the airport branch's work. */
export const AIRPORT_CITY = 'Airport';

/** Where a car may be delivered at pick-up: the collection places, but the airport, which has its own branch. */
export const deliveryCitiesOf = <T extends string | { city: string }>(places: T[]): T[] =>
  places.filter((place) => (typeof place === 'string' ? place : place.city) !== AIRPORT_CITY);

/** The oldest age of each group the booking box offers. */
const groupOldest: Record<(typeof ageGroups)[number], number> = { '21-22': 22, '23-24': 24, '25+': Infinity };
const oldestOf = (ageGroup: string | undefined) =>
  ageGroup && Object.hasOwn(groupOldest, ageGroup) ? groupOldest[ageGroup as keyof typeof groupOldest] : Infinity;

/**
 * Each vehicle type's youngest accepted renter, by type name, for the booking box's age check: its
 * young-driver age where staff set one (decision 082), else its minimum age.
 */
export const minimumAgesOf = (types: Array<{ name: string; minimumRenterAge: number }>): Record<string, number> =>
  Object.fromEntries(types.map((type) => [type.name, type.minimumRenterAge]));

/**
 * The age that refuses this age group for this class before any price is shown, or null: the whole
 * group is younger than the youngest renter the class takes. Where part of the group may rent (a class
 * taking 24 and the 23-24 group), the birth date on the personal step decides.
 */
export function ageRefusal(ageGroup: string | undefined, youngestAccepted: number | undefined): number | null {
  return youngestAccepted !== undefined && oldestOf(ageGroup) < youngestAccepted ? youngestAccepted : null;
}

/** Whether the whole group is under the class's minimum age, so its prices carry the young-driver surcharge. */
export const youngDriverGroup = (ageGroup: string | undefined, minimumAge: number) => oldestOf(ageGroup) < minimumAge;
