/** Whole years between a birth date and a day, both 'YYYY-MM-DD' calendar dates (no time zone games). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** The renter must have reached the vehicle type's minimum age by the pick-up day (in Dubai). */
export function meetsMinimumAge(birthDate: string, pickupDay: string, minimumAge: number): boolean {
  return ageOn(birthDate, pickupDay) >= minimumAge;
}
