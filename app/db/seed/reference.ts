import { branches, collectionLocations, emirates, vehicleTypes, type LocalizedText } from '../schema';
import { carIllustrationSvg } from './art/car';
import type { BodyStyle } from './art/car-profiles';
import { seededClassFigures } from './counter-figures';
import type { SeedContext } from './context';
import type { WeekdayHours } from '~/utils/opening-hours';
import { storeSvg } from './store-file.server';

const OPENS_AT = 8 * 60;
const CLOSES_AT = 20 * 60;

type BranchSeed = {
  city: string;
  name: string;
  nameAr: string;
  emirate: string;
  phone: string;
  address: LocalizedText;
  lat: number;
  lon: number;
  /** Days of the week that differ from 08:00-20:00. */
  weekdayHours?: WeekdayHours;
};

const cityLabels: Record<string, LocalizedText> = {
  'Al Ain': { en: 'Al Ain', ar: 'العين' },
  'Abu Dhabi': { en: 'Abu Dhabi', ar: 'أبوظبي' },
  Dubai: { en: 'Dubai', ar: 'دبي' },
  Sharjah: { en: 'Sharjah', ar: 'الشارقة' },
  'Ras Al Khaimah': { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  Airport: { en: 'Airport', ar: 'المطار' },
};

const branchSeeds: BranchSeed[] = [
  {
    city: 'Al Ain',
    name: 'Al Jimi',
    nameAr: 'الجيمي',
    emirate: 'Abu Dhabi',
    phone: '+971 3 764 2210',
    lat: 24.2436,
    lon: 55.7229,
    address: {
      en: 'Hazza Bin Zayed The First Street, near Al Jimi Mall, Al Jimi, Al Ain',
      ar: 'شارع هزاع بن زايد الأول، بالقرب من الجيمي مول، منطقة الجيمي، العين',
    },
  },
  {
    city: 'Abu Dhabi',
    name: 'Al Salam Branch',
    nameAr: 'فرع السلام',
    emirate: 'Abu Dhabi',
    phone: '+971 2 644 7120',
    lat: 24.4905,
    lon: 54.3838,
    address: {
      en: 'Al Salam Street, near Al Mina Road junction, Abu Dhabi',
      ar: 'شارع السلام، بالقرب من تقاطع شارع الميناء، أبوظبي',
    },
  },
  {
    city: 'Abu Dhabi',
    name: 'Mussafah',
    nameAr: 'مصفح',
    emirate: 'Abu Dhabi',
    phone: '+971 2 553 8640',
    lat: 24.3515,
    lon: 54.4987,
    address: {
      en: 'Street 10, Mussafah Industrial Area M-9, Abu Dhabi',
      ar: 'الشارع 10، منطقة مصفح الصناعية م-9، أبوظبي',
    },
  },
  {
    city: 'Abu Dhabi',
    name: 'Khalifa City',
    nameAr: 'مدينة خليفة',
    emirate: 'Abu Dhabi',
    phone: '+971 2 556 3915',
    lat: 24.4201,
    lon: 54.5796,
    address: { en: 'Al Forsan Street, Khalifa City A, Abu Dhabi', ar: 'شارع الفرسان، مدينة خليفة أ، أبوظبي' },
  },
  {
    city: 'Dubai',
    name: 'Ittihad Road',
    nameAr: 'شارع الاتحاد',
    emirate: 'Dubai',
    phone: '+971 4 263 5810',
    lat: 25.2829,
    lon: 55.3659,
    address: {
      en: 'Al Ittihad Road, next to Al Nahda metro station, Al Qusais, Dubai',
      ar: 'شارع الاتحاد، بجوار محطة مترو النهدة، القصيص، دبي',
    },
  },
  {
    city: 'Dubai',
    name: 'Ibn Battuta',
    nameAr: 'ابن بطوطة',
    // Closed for the Friday prayer, as mall branches are: a day with two windows in the demo.
    weekdayHours: {
      '5': { opensAtMinute: OPENS_AT, closesAtMinute: CLOSES_AT, breakStartMinute: 720, breakEndMinute: 840 },
    },
    emirate: 'Dubai',
    phone: '+971 4 884 2960',
    lat: 25.0447,
    lon: 55.1195,
    address: {
      en: 'Ibn Battuta Mall, China Court car park entrance, Jebel Ali, Dubai',
      ar: 'ابن بطوطة مول، مدخل مواقف الصين، جبل علي، دبي',
    },
  },
  {
    city: 'Dubai',
    name: 'Al Quoz',
    nameAr: 'القوز',
    emirate: 'Dubai',
    phone: '+971 4 347 6185',
    lat: 25.1392,
    lon: 55.2295,
    address: {
      en: 'Sheikh Zayed Road service road, Al Quoz Industrial Area 3, Dubai',
      ar: 'الطريق الخدمي لشارع الشيخ زايد، منطقة القوز الصناعية 3، دبي',
    },
  },
  {
    city: 'Sharjah',
    name: 'MG Showroom',
    nameAr: 'معرض إم جي',
    emirate: 'Sharjah',
    phone: '+971 6 531 4470',
    lat: 25.3237,
    lon: 55.4078,
    address: {
      en: 'Sheikh Mohammed Bin Zayed Road, Industrial Area 13, Sharjah',
      ar: 'شارع الشيخ محمد بن زايد، المنطقة الصناعية 13، الشارقة',
    },
  },
  {
    city: 'Ras Al Khaimah',
    name: 'MG Showroom',
    nameAr: 'معرض إم جي',
    emirate: 'Ras Al Khaimah',
    phone: '+971 7 233 9018',
    lat: 25.7712,
    lon: 55.9561,
    address: { en: 'Al Muntasir Road, Al Nakheel, Ras Al Khaimah', ar: 'شارع المنتصر، النخيل، رأس الخيمة' },
  },
  {
    city: 'Airport',
    name: 'Dubai International Airport',
    nameAr: 'مطار دبي الدولي',
    emirate: 'Dubai',
    phone: '+971 4 224 5560',
    lat: 25.2486,
    lon: 55.3524,
    address: {
      en: 'Terminal 3 Arrivals, car rental hall, Dubai International Airport',
      ar: 'صالة الوصول بمبنى المسافرين 3، قاعة تأجير السيارات، مطار دبي الدولي',
    },
  },
];

const emirateSeeds: { name: string; ar: string }[] = [
  { name: 'Abu Dhabi', ar: 'أبوظبي' },
  { name: 'Dubai', ar: 'دبي' },
  { name: 'Sharjah', ar: 'الشارقة' },
  { name: 'Ajman', ar: 'عجمان' },
  { name: 'Umm Al Quwain', ar: 'أم القيوين' },
  { name: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  { name: 'Fujairah', ar: 'الفجيرة' },
];

type VehicleTypeSeed = {
  name: string;
  ar: string;
  minimumRenterAge: number;
  art: BodyStyle;
  colour: string;
  /** The deposit held at hand-over, unless the class's default AED 2,000 (decision 056). */
  depositFils?: number;
};

/** The twelve vehicle types in the order the site lists them. */
const vehicleTypeSeeds: VehicleTypeSeed[] = [
  { name: 'Compact', ar: 'مدمجة', minimumRenterAge: 23, art: 'hatchback', colour: '#c0392b' },
  { name: 'Economy', ar: 'اقتصادية', minimumRenterAge: 23, art: 'sedan', colour: '#eef1f4' },
  { name: 'Intermediate', ar: 'متوسطة', minimumRenterAge: 23, art: 'sedan', colour: '#9aa5b1' },
  { name: 'Standard', ar: 'قياسية', minimumRenterAge: 23, art: 'sedan', colour: '#1e3a5f' },
  { name: 'Premium', ar: 'مميزة', minimumRenterAge: 25, art: 'luxury-sedan', colour: '#4b5563' },
  { name: 'Full Size', ar: 'كاملة الحجم', minimumRenterAge: 23, art: 'luxury-sedan', colour: '#7a1f2b' },
  {
    name: 'SUV Standard',
    ar: 'دفع رباعي قياسية',
    minimumRenterAge: 23,
    art: 'suv',
    colour: '#2f5d50',
    depositFils: 250_000,
  },
  {
    name: 'SUV Premium',
    ar: 'دفع رباعي مميزة',
    minimumRenterAge: 25,
    art: 'large-suv',
    colour: '#c8b48a',
    depositFils: 250_000,
  },
  { name: 'Luxury', ar: 'فاخرة', minimumRenterAge: 25, art: 'luxury-sedan', colour: '#1f2328', depositFils: 250_000 },
  {
    name: 'Extra Ordinary',
    ar: 'استثنائية',
    minimumRenterAge: 25,
    art: 'coupe',
    colour: '#d97706',
    depositFils: 250_000,
  },
  { name: 'Mini Van', ar: 'ميني فان', minimumRenterAge: 23, art: 'minivan', colour: '#b8c0c8' },
  { name: 'Commercial', ar: 'تجارية', minimumRenterAge: 23, art: 'van', colour: '#f4f5f7' },
];

function mapUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

export type ReferenceIds = {
  vehicleTypeIdByName: Map<string, number>;
  branchIdByValue: Map<string, number>;
};

/** Branches, collection locations, emirates and the vehicle types with their illustrations. */
export async function seedReference({ tx }: SeedContext): Promise<ReferenceIds> {
  const branchRows = await tx
    .insert(branches)
    .values(
      branchSeeds.map((branch, index) => ({
        city: branch.city,
        name: branch.name,
        value: `${branch.city}_${branch.name}`,
        cityLabel: cityLabels[branch.city],
        nameLabel: { en: branch.name, ar: branch.nameAr },
        emirate: branch.emirate,
        phone: branch.phone,
        address: branch.address,
        mapUrl: mapUrl(branch.lat, branch.lon),
        opensAtMinute: OPENS_AT,
        closesAtMinute: CLOSES_AT,
        weekdayHours: branch.weekdayHours ?? {},
        sortOrder: index + 1,
      })),
    )
    .returning({ id: branches.id, value: branches.value });

  await tx.insert(collectionLocations).values(
    ['Al Ain', 'Abu Dhabi', 'Dubai', 'Sharjah', 'Ras Al Khaimah', 'Airport'].map((city, index) => ({
      city,
      label: cityLabels[city],
      sortOrder: index + 1,
    })),
  );

  await tx.insert(emirates).values(
    emirateSeeds.map((emirate, index) => ({
      name: emirate.name,
      label: { en: emirate.name, ar: emirate.ar },
      sortOrder: index + 1,
    })),
  );

  const vehicleTypeIdByName = new Map<string, number>();
  for (const [index, type] of vehicleTypeSeeds.entries()) {
    const svg = carIllustrationSvg({
      style: type.art,
      colour: type.colour,
      cargo: type.name === 'Commercial',
      title: `${type.name} vehicle`,
    });
    const imageFileId = await storeSvg(
      tx,
      'vehicle-type',
      `vehicle-type-${type.name.toLowerCase().replace(/\s+/g, '-')}`,
      svg,
      640,
      360,
    );
    const [row] = await tx
      .insert(vehicleTypes)
      .values({
        name: type.name,
        label: { en: type.name, ar: type.ar },
        minimumRenterAge: type.minimumRenterAge,
        ...seededClassFigures(type.name),
        imageFileId,
        sortOrder: index + 1,
        ...(type.depositFils ? { depositFils: type.depositFils } : {}),
      })
      .returning({ id: vehicleTypes.id });
    vehicleTypeIdByName.set(type.name, row.id);
  }

  return { vehicleTypeIdByName, branchIdByValue: new Map(branchRows.map((row) => [row.value, row.id])) };
}
