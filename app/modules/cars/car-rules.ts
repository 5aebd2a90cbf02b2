/**
 * What a car record must look like and when its papers or service fall due: the plate formats of
 * the seven emirates, the VIN, the car's states and their moves, and the 30-day "due" window. Pure,
 * shared by the staff form in the browser and the server.
 */

export const plateEmirates = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type PlateEmirate = (typeof plateEmirates)[number];

/**
 * The plate code beside the number: Abu Dhabi and Sharjah use numbers (Abu Dhabi 1-50, Sharjah
 * 1-4); the other emirates use one or two Latin letters.
 */
const numericCodes: Partial<Record<PlateEmirate, number>> = { 'Abu Dhabi': 50, Sharjah: 4 };

export function normalPlateCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isPlateCode(emirate: PlateEmirate, code: string): boolean {
  const highest = numericCodes[emirate];
  if (highest !== undefined) return /^[1-9]\d?$/.test(code) && Number(code) <= highest;
  return /^[A-Z]{1,2}$/.test(code);
}

/** Plate numbers run from 1 to 99999, with no leading zero. */
export function isPlateNumber(number: string): boolean {
  return /^[1-9]\d{0,4}$/.test(number);
}

/** A VIN (ISO 3779): 17 letters and digits, never I, O or Q (they read as 1 and 0). */
export function normalVin(vin: string): string {
  return vin.replace(/[\s-]/g, '').toUpperCase();
}
export function isVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);
}

export const carStatuses = ['available', 'on_rent', 'in_service', 'retired'] as const;
export type CarStatus = (typeof carStatuses)[number];

/** Where a car may go from each state. A retired car is final: it has left the fleet. */
const carMoves: Record<CarStatus, readonly CarStatus[]> = {
  available: ['on_rent', 'in_service', 'retired'],
  on_rent: ['available', 'in_service'],
  in_service: ['available', 'retired'],
  retired: [],
};
export const canMoveCar = (from: CarStatus, to: CarStatus) => carMoves[from].includes(to);

/** Moves staff make on the cars screen; a car goes on rent only by being handed over for a booking. */
export const staffCarMoves = (from: CarStatus): CarStatus[] => carMoves[from].filter((to) => to !== 'on_rent');

/** The states in which a car belongs to the stock bookings count on (on-rent cars are busy through their bookings). */
export const stockStatuses = ['available', 'on_rent'] as const satisfies readonly CarStatus[];

/** Papers valid through a day (an expiry date is the last valid day), both as ISO dates. */
export const validThrough = (expiresOn: string, day: string) => expiresOn >= day;

const DUE_WINDOW_DAYS = 30;
/** A service falls due by distance when the odometer is this close to the next service reading. */
const SERVICE_KM_MARGIN = 1_000;

export type CarDueDates = {
  registrationExpiresOn: string;
  insuranceExpiresOn: string;
  nextServiceOn: string | null;
  nextServiceKm: number | null;
  odometerKm: number;
};
export type DueItem = 'registration' | 'insurance' | 'service_date' | 'service_km';

/** The ISO date `days` after `day` (calendar days, no time zone involved). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * What falls due for a car within the next 30 days from `today` (Dubai): papers expiring by then
 * (or already expired), a service date by then, or an odometer within 1,000 km of the next service.
 */
export function dueWithin30Days(car: CarDueDates, today: string): DueItem[] {
  const last = addDays(today, DUE_WINDOW_DAYS);
  const due: DueItem[] = [];
  if (car.registrationExpiresOn <= last) due.push('registration');
  if (car.insuranceExpiresOn <= last) due.push('insurance');
  if (car.nextServiceOn !== null && car.nextServiceOn <= last) due.push('service_date');
  if (car.nextServiceKm !== null && car.odometerKm >= car.nextServiceKm - SERVICE_KM_MARGIN) due.push('service_km');
  return due;
}
