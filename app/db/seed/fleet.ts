import { addDays } from '../../modules/cars/car-rules';
import { fleetCars, rateCards, vehicleModels } from '../schema';
import { carIllustrationSvg } from './art/car';
import type { SeedContext } from './context';
import { daysBefore } from './dates';
import { seededTankLitres } from './counter-figures';
import { modelSeeds, type ModelSeed } from './fleet-models';
import type { ReferenceIds } from './reference';
import { storeSvg } from './store-file.server';

/** AED to integer fils; rounding guards against binary fractions such as 99.95 * 100. */
const aed = (amount: number) => Math.round(amount * 100);

type Tier = 'budget' | 'mid' | 'premium' | 'luxury';
type Triple = [daily: number, weekly: number, monthly: number];

const tierByType: Record<string, Tier> = {
  Compact: 'budget',
  Economy: 'budget',
  Intermediate: 'mid',
  Standard: 'mid',
  'Full Size': 'mid',
  'SUV Standard': 'mid',
  'Mini Van': 'mid',
  Commercial: 'mid',
  Premium: 'premium',
  'SUV Premium': 'premium',
  Luxury: 'luxury',
  'Extra Ordinary': 'luxury',
};

/** Collision damage waiver and personal accident insurance, per day, by tier (AED). */
const insurance: Record<Tier, { cdw: Triple; pai: Triple }> = {
  budget: { cdw: [25, 20, 15], pai: [10, 8, 6] },
  mid: { cdw: [35, 30, 25], pai: [15, 12, 10] },
  premium: { cdw: [60, 50, 40], pai: [20, 18, 15] },
  luxury: { cdw: [120, 100, 80], pai: [30, 25, 20] },
};

const GPS: Triple = [40, 35, 30];
const ADDITIONAL_DRIVER = 50;
const BABY_SEAT = 30;

/** Earlier cards kept as price history: the newest card wins. */
const previousRates: Record<string, Triple> = {
  'RAC-0003': [109, 95, 69],
  'RAC-0010': [189, 165, 119],
};

function rateCard(model: ModelSeed, rates: Triple) {
  const onEnquiry = rates.every((rate) => rate === 0);
  const tier = insurance[tierByType[model.vehicleType]];
  const amount = (value: number) => (onEnquiry ? 0 : aed(value));
  return {
    dailyFils: aed(rates[0]),
    weeklyFils: aed(rates[1]),
    monthlyFils: aed(rates[2]),
    cdwDailyFils: amount(tier.cdw[0]),
    cdwWeeklyFils: amount(tier.cdw[1]),
    cdwMonthlyFils: amount(tier.cdw[2]),
    paiDailyFils: amount(tier.pai[0]),
    paiWeeklyFils: amount(tier.pai[1]),
    paiMonthlyFils: amount(tier.pai[2]),
    gpsDailyFils: amount(GPS[0]),
    gpsWeeklyFils: amount(GPS[1]),
    gpsMonthlyFils: amount(GPS[2]),
    additionalDriverFils: amount(ADDITIONAL_DRIVER),
    babySeatFils: amount(BABY_SEAT),
  };
}

const everyType = Object.keys(tierByType);
const except = (...names: string[]) => everyType.filter((name) => !names.includes(name));

/** Which vehicle types each branch keeps; the MG showrooms also keep every MG. */
const branchStock: Record<string, { types: string[]; brands?: string[]; complete?: boolean }> = {
  'Al Ain_Al Jimi': { types: except('Extra Ordinary') },
  'Abu Dhabi_Al Salam Branch': { types: everyType },
  'Abu Dhabi_Mussafah': {
    types: ['Compact', 'Economy', 'Intermediate', 'Standard', 'SUV Standard', 'Mini Van', 'Commercial'],
  },
  'Abu Dhabi_Khalifa City': {
    types: ['Compact', 'Economy', 'Intermediate', 'Standard', 'Full Size', 'SUV Standard', 'SUV Premium', 'Mini Van'],
  },
  'Dubai_Ittihad Road': { types: except('Commercial') },
  'Dubai_Ibn Battuta': {
    types: [
      'Compact',
      'Economy',
      'Intermediate',
      'Standard',
      'Premium',
      'SUV Standard',
      'SUV Premium',
      'Luxury',
      'Extra Ordinary',
    ],
  },
  'Dubai_Al Quoz': {
    types: ['Economy', 'Intermediate', 'Standard', 'Full Size', 'SUV Standard', 'Mini Van', 'Commercial'],
  },
  'Sharjah_MG Showroom': { types: ['Compact', 'Economy'], brands: ['MG'] },
  'Ras Al Khaimah_MG Showroom': { types: ['Economy', 'SUV Standard'], brands: ['MG'] },
  'Airport_Dubai International Airport': {
    types: ['Compact', 'Economy', 'Intermediate', 'SUV Standard'],
    complete: true,
  },
};

const maxCarsByTier: Record<Tier, number> = { budget: 6, mid: 4, premium: 3, luxury: 2 };

/** Cars of one model at each branch: a stable spread so that not every branch holds every model. */
function fleetFor(model: ModelSeed, modelIndex: number): { branchValue: string; cars: number }[] {
  const tier = tierByType[model.vehicleType];
  const rows: { branchValue: string; cars: number }[] = [];
  Object.entries(branchStock).forEach(([branchValue, stock], branchIndex) => {
    const stocked = stock.types.includes(model.vehicleType) || (stock.brands?.includes(model.brand) ?? false);
    const thinnedOut =
      !stock.complete && !stock.brands?.includes(model.brand) && (modelIndex * 5 + branchIndex * 3) % 7 === 0;
    if (!stocked || thinnedOut) return;
    rows.push({ branchValue, cars: 1 + ((modelIndex * 7 + branchIndex * 3) % maxCarsByTier[tier]) });
  });
  if (rows.length === 0) rows.push({ branchValue: 'Abu Dhabi_Al Salam Branch', cars: 1 });
  return rows;
}

const plateLetters = 'ABCDEFGHJKLMNPRSTUVWXY';
const colours = ['White', 'Silver', 'Black', 'Grey', 'Blue', 'Red'];

/**
 * The n-th car of the demo fleet: a Dubai plate and a VIN made from n, papers valid for a year or
 * more (so no booking of the demo runs past them), and every ninth car due for a service this month.
 */
function seedCar(n: number, vehicleModelId: number, homeBranchId: number, today: string) {
  return {
    plateEmirate: 'Dubai' as const,
    plateCode: plateLetters[n % plateLetters.length],
    plateNumber: 10_000 + n,
    vin: `WDB${String(n).padStart(14, '0')}`,
    colour: colours[n % colours.length],
    vehicleModelId,
    homeBranchId,
    odometerKm: 5_000 + ((n * 7_919) % 60_000),
    registrationExpiresOn: addDays(today, 400 + (n % 200)),
    insuranceExpiresOn: addDays(today, 400 + ((n * 3) % 200)),
    nextServiceOn: addDays(today, n % 9 === 0 ? 10 + (n % 15) : 60 + (n % 90)),
  };
}

/** Vehicle models with their illustrations, rate cards (with some history) and their cars by plate. */
export async function seedFleet({ tx, now, today }: SeedContext, ids: ReferenceIds): Promise<Map<string, number>> {
  const modelIdByReference = new Map<string, number>();
  let carCount = 0;
  const historyDate = daysBefore(now < new Date() ? now : new Date(), 210);
  for (const [index, model] of modelSeeds.entries()) {
    const slug = `${model.brand}-${model.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const svg = carIllustrationSvg({
      style: model.bodyStyle,
      colour: model.colour,
      cargo: model.cargo,
      title: `${model.brand} ${model.name}`,
    });
    const imageFileId = await storeSvg(tx, 'vehicle-model', slug, svg, 640, 360);
    const vehicleTypeId = ids.vehicleTypeIdByName.get(model.vehicleType);
    if (vehicleTypeId === undefined) throw new Error(`Unknown vehicle type ${model.vehicleType}`);
    const [row] = await tx
      .insert(vehicleModels)
      .values({
        referenceNo: model.referenceNo,
        brand: model.brand,
        name: model.name,
        vehicleTypeId,
        bodyStyle: model.bodyStyle,
        seats: model.seats,
        passengers: model.passengers,
        luggage: model.luggage,
        doors: model.doors,
        airConditioned: model.airConditioned ?? true,
        transmission: model.transmission,
        tankLitres: seededTankLitres(model.bodyStyle),
        popular: model.popular ?? false,
        description: model.description,
        imageFileId,
        active: model.active ?? true,
      })
      .returning({ id: vehicleModels.id });
    modelIdByReference.set(model.referenceNo, row.id);

    const previous = previousRates[model.referenceNo];
    if (previous)
      await tx
        .insert(rateCards)
        .values({ vehicleModelId: row.id, ...rateCard(model, previous), createdAt: historyDate });
    await tx.insert(rateCards).values({ vehicleModelId: row.id, ...rateCard(model, model.rates) });

    if (model.active === false) continue;
    const cars = fleetFor(model, index).flatMap(({ branchValue, cars }) => {
      const branchId = ids.branchIdByValue.get(branchValue);
      if (branchId === undefined) throw new Error(`Unknown branch ${branchValue}`);
      return Array.from({ length: cars }, () => seedCar(carCount++, row.id, branchId, today));
    });
    await tx.insert(fleetCars).values(cars);
  }
  return modelIdByReference;
}
