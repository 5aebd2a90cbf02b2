import { preownedCarImages, preownedCars, type LocalizedText } from '../schema';
import { carIllustrationSvg, carMarkup } from './art/car';
import { svgDocument } from './art/svg';
import type { SeedContext } from './context';
import { daysBefore } from './dates';
import { modelSeeds } from './fleet-models';
import type { ReferenceIds } from './reference';
import { storeSvg } from './store-file.server';

type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric';
type State = 'available' | 'reserved' | 'sold';

type PreownedSeed = {
  /** The rental model the car served as. */
  referenceNo: string;
  make?: string;
  year: number;
  km: number;
  /** AED, VAT included. */
  price: number;
  fuel: Fuel;
  colour: LocalizedText & { hex: string };
  emirate: string;
  /** Where the last services were done, for the history text. */
  workshop: LocalizedText;
  warranty: 'dealer' | 'oasis';
  state?: State;
  gccSpec?: boolean;
  /** Days since the car was put on sale. */
  listedDaysAgo: number;
};

const workshops = {
  dubai: { en: 'Dubai (Al Quoz)', ar: 'دبي (القوز)' },
  abuDhabi: { en: 'Abu Dhabi (Mussafah)', ar: 'أبوظبي (مصفح)' },
  sharjah: { en: 'Sharjah', ar: 'الشارقة' },
};

const colours = {
  white: { en: 'Pearl white', ar: 'أبيض لؤلؤي', hex: '#f4f5f7' },
  silver: { en: 'Silver', ar: 'فضي', hex: '#b8c0c8' },
  grey: { en: 'Grey', ar: 'رمادي', hex: '#4b5563' },
  black: { en: 'Black', ar: 'أسود', hex: '#1f2328' },
  maroon: { en: 'Maroon', ar: 'عنابي', hex: '#7a1f2b' },
  green: { en: 'Dark green', ar: 'أخضر داكن', hex: '#2f5d50' },
  blue: { en: 'Navy blue', ar: 'أزرق كحلي', hex: '#1e3a5f' },
};

/** Twelve ex-fleet cars, each one of the rental models, at the prices such cars fetch in the UAE. */
const cars: PreownedSeed[] = [
  {
    referenceNo: 'RAC-0010',
    year: 2022,
    km: 58_400,
    price: 62_500,
    fuel: 'hybrid',
    colour: colours.grey,
    emirate: 'Dubai',
    workshop: workshops.dubai,
    warranty: 'dealer',
    listedDaysAgo: 3,
  },
  {
    referenceNo: 'RAC-0008',
    year: 2023,
    km: 41_200,
    price: 54_900,
    fuel: 'petrol',
    colour: colours.white,
    emirate: 'Abu Dhabi',
    workshop: workshops.abuDhabi,
    warranty: 'dealer',
    listedDaysAgo: 6,
  },
  {
    referenceNo: 'RAC-0003',
    year: 2022,
    km: 76_900,
    price: 31_500,
    fuel: 'petrol',
    colour: colours.silver,
    emirate: 'Sharjah',
    workshop: workshops.sharjah,
    warranty: 'oasis',
    listedDaysAgo: 9,
  },
  {
    referenceNo: 'RAC-0017',
    year: 2023,
    km: 38_700,
    price: 44_900,
    fuel: 'petrol',
    colour: colours.green,
    emirate: 'Ras Al Khaimah',
    workshop: workshops.sharjah,
    warranty: 'dealer',
    listedDaysAgo: 12,
  },
  {
    referenceNo: 'RAC-0021',
    year: 2021,
    km: 92_300,
    price: 89_000,
    fuel: 'petrol',
    colour: colours.grey,
    emirate: 'Abu Dhabi',
    workshop: workshops.abuDhabi,
    warranty: 'oasis',
    listedDaysAgo: 15,
  },
  {
    referenceNo: 'RAC-0022',
    year: 2021,
    km: 88_100,
    price: 159_000,
    fuel: 'petrol',
    colour: colours.white,
    emirate: 'Dubai',
    workshop: workshops.dubai,
    warranty: 'oasis',
    state: 'reserved',
    listedDaysAgo: 18,
  },
  {
    referenceNo: 'RAC-0014',
    year: 2022,
    km: 49_800,
    price: 124_500,
    fuel: 'petrol',
    colour: colours.silver,
    emirate: 'Dubai',
    workshop: workshops.dubai,
    warranty: 'dealer',
    listedDaysAgo: 21,
  },
  {
    referenceNo: 'RAC-0006',
    year: 2023,
    km: 33_500,
    price: 38_900,
    fuel: 'petrol',
    colour: colours.maroon,
    emirate: 'Ajman',
    workshop: workshops.sharjah,
    warranty: 'dealer',
    listedDaysAgo: 24,
  },
  {
    referenceNo: 'RAC-0012',
    year: 2022,
    km: 64_200,
    price: 57_900,
    fuel: 'petrol',
    colour: colours.black,
    emirate: 'Dubai',
    workshop: workshops.dubai,
    warranty: 'oasis',
    listedDaysAgo: 27,
  },
  {
    referenceNo: 'RAC-0032',
    year: 2022,
    km: 71_000,
    price: 98_500,
    fuel: 'petrol',
    colour: colours.silver,
    emirate: 'Abu Dhabi',
    workshop: workshops.abuDhabi,
    warranty: 'oasis',
    listedDaysAgo: 30,
  },
  {
    referenceNo: 'RAC-0035',
    year: 2021,
    km: 118_600,
    price: 69_000,
    fuel: 'diesel',
    colour: colours.white,
    emirate: 'Sharjah',
    workshop: workshops.sharjah,
    warranty: 'oasis',
    listedDaysAgo: 33,
  },
  {
    referenceNo: 'RAC-0019',
    make: 'Volkswagen',
    year: 2022,
    km: 55_300,
    price: 78_900,
    fuel: 'petrol',
    colour: colours.blue,
    emirate: 'Dubai',
    workshop: workshops.dubai,
    warranty: 'dealer',
    state: 'sold',
    listedDaysAgo: 40,
  },
];

/** Every 10,000 km at the company's own workshop, the last one rounded down from the odometer. */
function serviceHistory(car: PreownedSeed): LocalizedText {
  const last = Math.floor(car.km / 10_000) * 10_000;
  const km = last.toLocaleString('en-US');
  return {
    en: `One owner: Oasis Rent A Car. Serviced every 10,000 km at our workshop in ${car.workshop.en}, with every invoice on file; last service at ${km} km (engine oil, filters, brake pads, tyre rotation). No accidents on record; passed the RTA used-car inspection.`,
    ar: `مالك واحد: الواحة لتأجير السيارات. صيانة كل 10,000 كم في ورشتنا في ${car.workshop.ar}، وجميع الفواتير محفوظة؛ آخر صيانة عند ${km} كم (زيت المحرك، الفلاتر، فحمات الفرامل، تدوير الإطارات). لا حوادث مسجلة؛ اجتازت فحص السيارات المستعملة لدى هيئة الطرق والمواصلات.`,
  };
}

const warranties: Record<PreownedSeed['warranty'], (year: number) => LocalizedText> = {
  dealer: (year) => ({
    en: `The manufacturer's warranty runs until December ${year + 5} or 150,000 km, whichever comes first, transferred to you free of charge.`,
    ar: `ضمان الوكيل ساري حتى ديسمبر ${year + 5} أو 150,000 كم، أيهما أسبق، ويُنقل إليك مجاناً.`,
  }),
  oasis: () => ({
    en: 'Six months or 10,000 km Oasis warranty on the engine, gearbox and axles, honoured at every Oasis workshop.',
    ar: 'ضمان من الواحة لمدة ستة أشهر أو 10,000 كم على المحرك وناقل الحركة والمحاور، في جميع ورش الواحة.',
  }),
};

/** The same car seen from the other side, on a warm showroom floor: a second photograph for the gallery. */
function showroomSvg(
  style: Parameters<typeof carMarkup>[0]['style'],
  colour: string,
  cargo: boolean | undefined,
  title: string,
) {
  const { defs, body } = carMarkup({ style, colour, cargo, idPrefix: 'side' });
  const backdrop =
    '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf6ea"/><stop offset="1" stop-color="#efe3c6"/></linearGradient>';
  return svgDocument(
    640,
    360,
    title,
    `<defs>${backdrop}${defs}</defs><rect width="640" height="360" fill="url(#wall)"/><rect y="286" width="640" height="74" fill="#e2d3ad"/><g transform="translate(640 0) scale(-1 1)">${body}</g>`,
  );
}

/** About twelve ex-fleet cars for sale, each with two generated pictures: one sold, one reserved, the rest on sale. */
export async function seedPreownedCars(
  { tx, now }: SeedContext,
  ids: ReferenceIds,
  modelIdByReference: Map<string, number>,
) {
  for (const car of cars) {
    const model = modelSeeds.find((candidate) => candidate.referenceNo === car.referenceNo);
    const vehicleModelId = modelIdByReference.get(car.referenceNo);
    const vehicleTypeId = model && ids.vehicleTypeIdByName.get(model.vehicleType);
    if (!model || vehicleModelId === undefined || vehicleTypeId === undefined)
      throw new Error(`Unknown rental model ${car.referenceNo}`);
    const make = car.make ?? model.brand;
    const title = `${car.year} ${make} ${model.name}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const listedAt = daysBefore(now, car.listedDaysAgo);
    const [row] = await tx
      .insert(preownedCars)
      .values({
        vehicleModelId,
        make,
        model: model.name,
        modelYear: car.year,
        mileageKm: car.km,
        priceFils: car.price * 100,
        vehicleTypeId,
        gccSpec: car.gccSpec ?? true,
        transmission: model.transmission,
        fuel: car.fuel,
        colour: { en: car.colour.en, ar: car.colour.ar },
        emirate: car.emirate,
        serviceHistory: serviceHistory(car),
        warranty: warranties[car.warranty](car.year),
        state: car.state ?? 'available',
        createdAt: listedAt,
        updatedAt: listedAt,
      })
      .returning({ id: preownedCars.id });
    const pictures = [
      carIllustrationSvg({ style: model.bodyStyle, colour: car.colour.hex, cargo: model.cargo, title }),
      showroomSvg(model.bodyStyle, car.colour.hex, model.cargo, title),
    ];
    for (const [position, svg] of pictures.entries()) {
      const fileId = await storeSvg(tx, 'preowned-car-image', `${slug}-${position + 1}`, svg, 640, 360);
      await tx.insert(preownedCarImages).values({ preownedCarId: row.id, fileId, position });
    }
  }
}
