/** The four cars of the academic promotion (spec): one free month for a 9-month rental commitment. */
const academicOfferCars = [
  { brand: 'MG', name: '5' },
  { brand: 'MG', name: '6' },
  { brand: 'Skoda', name: 'Kushaq' },
  { brand: 'MG', name: 'ZS' },
] as const;

export type AcademicCar = { brand: string; name: string; typeLabel: string | null; image: string | null };

/** The academic cars in the spec's order, with the fleet's picture and type when the fleet has them. */
export function academicCars(
  fleet: { brand: string; name: string; typeLabel: string; image?: string }[],
): AcademicCar[] {
  return academicOfferCars.map((car) => {
    const found = fleet.find(
      (model) =>
        model.brand.toLowerCase() === car.brand.toLowerCase() && model.name.toLowerCase() === car.name.toLowerCase(),
    );
    return { brand: car.brand, name: car.name, typeLabel: found?.typeLabel ?? null, image: found?.image ?? null };
  });
}
