import type { BodyStyle } from './art/car-profiles';

/**
 * The seeded per-class and per-model figures the return charges read (DECISIONS: return charges,
 * cover). Migration 0033 wrote the same values into databases that existed before it; staff change
 * them on the settings page.
 */
const higherExcessFils: Record<string, number> = {
  'SUV Standard': 250_000,
  'SUV Premium': 250_000,
  Luxury: 500_000,
  // The sports and exotic cars: the Luxury and Sports row of the cover table.
  'Extra Ordinary': 500_000,
};
// The super CDW per day before VAT: AED 25, more for the classes whose excess or value is higher.
const scdwDailyFilsByType: Record<string, number> = {
  Premium: 3_500,
  'Full Size': 3_500,
  'SUV Standard': 4_500,
  'SUV Premium': 4_500,
  Luxury: 9_000,
  'Extra Ordinary': 9_000,
};
const higherExtraKmTypes = new Set(['SUV Standard', 'SUV Premium', 'Luxury', 'Extra Ordinary']);

export function seededClassFigures(typeName: string): {
  cdwExcessFils: number;
  extraKmFils: number;
  scdwDailyFils: number;
} {
  return {
    cdwExcessFils: higherExcessFils[typeName] ?? 150_000,
    scdwDailyFils: scdwDailyFilsByType[typeName] ?? 2_500,
    extraKmFils: higherExtraKmTypes.has(typeName) ? 100 : 50,
  };
}

const tankLitresByStyle: Record<string, number> = {
  hatchback: 40,
  sedan: 50,
  coupe: 60,
  'luxury-sedan': 70,
  suv: 60,
  'large-suv': 80,
  minivan: 70,
  van: 75,
  pickup: 80,
};

export const seededTankLitres = (style: BodyStyle | string): number => tankLitresByStyle[style] ?? 50;
