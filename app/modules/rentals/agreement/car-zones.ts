/**
 * Where on the car diagram a damage is marked, and what kind it is: the lists the schema's checks,
 * the forms and the diagram (app/components/counter/car-diagram.tsx) share.
 */
export const carZones = [
  'front_bumper',
  'bonnet',
  'windscreen',
  'roof',
  'rear_window',
  'boot',
  'rear_bumper',
  'front_left',
  'front_right',
  'left_doors',
  'right_doors',
  'rear_left',
  'rear_right',
  'wheels',
  'interior',
] as const;
export type CarZone = (typeof carZones)[number];

export const damageKinds = ['scratch', 'dent', 'crack', 'chip', 'missing', 'stain'] as const;
export type DamageKind = (typeof damageKinds)[number];

/** One damage on the car: where, what, and staff's words; photos of it are rental_photos rows with its zone. */
export type DamageMark = { zone: CarZone; kind: DamageKind; note: string };
