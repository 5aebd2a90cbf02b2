import { inArray } from 'drizzle-orm';
import { fleetCategories, offers, testimonials, vehicleTypes, type LocalizedText } from '../schema';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg, type BannerOptions } from './art/banner';
import { type PortraitOptions, portraitSvg } from './art/portrait';
import { categoryTileSvg, type TileOptions } from './art/tile';
import type { SeedContext } from './context';
import { addDaysIso, dayOfPreviousMonth } from './dates';
import { storeSvg } from './store-file.server';

type OfferSeed = {
  slug: string;
  title: LocalizedText;
  /** Its words; a priced offer names its computed 'from' price by `{offerPrice}`, never a typed figure. */
  content: LocalizedText;
  /** The words the pages lay over the banner: the price and what it is per. */
  price?: { fils: number; per: 'day' | 'week' | 'month' };
  /** A priced offer's discount and conditions (decision 083; migration 0053 gives older databases the same). */
  priced?: { percent: number; minDays: number; classNames: string[] };
  /** The banner's picture, described for its SVG title; it carries no words. */
  picture: string;
  banner: Omit<BannerOptions, 'title'>;
  /** Days from today; an expired offer has `endedLastMonth`. */
  startsIn: number;
  endsIn: number;
  endedLastMonth?: boolean;
};

const offerSeeds: OfferSeed[] = [
  {
    slug: 'weekly-saver',
    title: { en: 'Weekly Saver', ar: 'عرض التوفير الأسبوعي' },
    content: {
      en: 'Rent for seven days or more and our weekly rates apply automatically, from {weeklyDayFrom} per day, VAT included. Free amendments online up to 48 hours before pick-up. Subject to availability.',
      ar: 'استأجر لمدة سبعة أيام أو أكثر وستطبق الأسعار الأسبوعية تلقائياً، ابتداءً من {weeklyDayFrom} يومياً، شاملة ضريبة القيمة المضافة. التعديل مجاني عبر الموقع حتى 48 ساعة قبل الاستلام. الأسعار تخضع للتوفر.',
    },
    price: { fils: 7900, per: 'day' },
    picture: 'A white saloon on a city road at dusk, towers behind',
    banner: { scene: 'city', car: { style: 'sedan', colour: '#eef1f4' }, roomForWords: true },
    startsIn: -6,
    endsIn: 45,
  },
  {
    slug: 'academic-offer',
    title: { en: 'Academic Offer: one month free', ar: 'العرض الأكاديمي: شهر مجاني' },
    content: {
      en: 'Students, teachers and university staff: commit to a nine-month rental of an MG 5, MG 6, Skoda Kushaq or MG ZS and enjoy one extra month free of charge. Bring a valid student or staff ID to any branch. Maintenance, registration and basic insurance are included.',
      ar: 'للطلاب والمعلمين وموظفي الجامعات: التزم بإيجار لمدة تسعة أشهر لسيارة إم جي 5 أو إم جي 6 أو سكودا كوشاك أو إم جي زد إس واحصل على شهر إضافي مجاناً. يرجى إحضار بطاقة طالب أو موظف سارية إلى أي فرع. تشمل الصيانة والتسجيل والتأمين الأساسي.',
    },
    picture: 'A green SUV on the coast road, a sail-shaped tower on the water',
    banner: { scene: 'coast', car: { style: 'suv', colour: '#2f5d50' }, roomForWords: true },
    startsIn: -10,
    endsIn: 80,
  },
  {
    slug: 'monthly-rental',
    title: { en: 'Monthly rental', ar: 'الإيجار الشهري' },
    content: {
      en: 'All the freedom of your own car without the commitment of a lease: a car for a month from {monthFrom} ({monthlyDayFrom} per day over 30 days, VAT included), with maintenance, registration and basic insurance included. Upgrade, swap or return the car whenever your plans change.',
      ar: 'حرية امتلاك سيارة دون التزامات التأجير طويل الأمد: سيارة لمدة شهر ابتداءً من {monthFrom} ({monthlyDayFrom} يومياً لمدة 30 يوماً، بما في ذلك ضريبة القيمة المضافة)، شاملة الصيانة والتسجيل والتأمين الأساسي. يمكنك الترقية أو الاستبدال أو الإرجاع متى تغيرت خططك.',
    },
    price: { fils: 165000, per: 'month' },
    picture: 'A red hatchback on a highway under a toll gantry',
    banner: { scene: 'highway', car: { style: 'hatchback', colour: '#c0392b' }, roomForWords: true },
    startsIn: -3,
    endsIn: 28,
  },
  {
    slug: 'weekend-suv-escape',
    title: { en: 'Weekend SUV Escape', ar: 'عطلة نهاية الأسبوع مع سيارات الدفع الرباعي' },
    content: {
      en: 'Head for Hatta, Jebel Jais or the dunes of Liwa in a standard SUV such as the MG ZS, with money off the car’s rental shown on every quote. {offerPrice} Add satellite navigation for {gpsPerDay} per day and a child seat for {babySeatPerDay} per day, and collect it from any of our branches on a Friday or Saturday.',
      ar: 'انطلق إلى حتا أو جبل جيس أو كثبان ليوا بسيارة دفع رباعي قياسية مثل إم جي زد إس، مع خصم على إيجار السيارة يظهر في كل عرض سعر. {offerPrice} أضف جهاز الملاحة مقابل {gpsPerDay} يومياً ومقعد الأطفال مقابل {babySeatPerDay} يومياً، واستلم سيارتك من أي من فروعنا يوم الجمعة أو السبت.',
    },
    price: { fils: 14900, per: 'day' },
    priced: { percent: 10, minDays: 2, classNames: ['SUV Standard'] },
    picture: 'A silver SUV on a desert road among the dunes',
    banner: { scene: 'desert', car: { style: 'suv', colour: '#b8c0c8' }, roomForWords: true },
    startsIn: -2,
    endsIn: 21,
  },
  {
    slug: 'free-additional-driver',
    title: { en: 'Free additional driver', ar: 'سائق إضافي مجاناً' },
    content: {
      en: 'Share the driving at no extra cost: the additional driver fee was waived on every rental of three days or more. This offer has now ended.',
      ar: 'شارك القيادة دون أي تكلفة إضافية: تم إلغاء رسوم السائق الإضافي على جميع الإيجارات لمدة ثلاثة أيام أو أكثر. انتهى هذا العرض.',
    },
    picture: 'A grey minivan on a city road at dusk',
    banner: { scene: 'city', car: { style: 'minivan', colour: '#4b5563' }, roomForWords: true },
    startsIn: 0,
    endsIn: 0,
    endedLastMonth: true,
  },
];

const categorySeeds: {
  name: string;
  label: LocalizedText;
  vehicleTypeNames: string[];
  tile: Omit<TileOptions, 'title'>;
}[] = [
  {
    name: 'Economy Cars',
    label: { en: 'Economy Cars', ar: 'السيارات الاقتصادية' },
    vehicleTypeNames: ['Compact', 'Economy', 'Intermediate'],
    tile: {
      tint: '#c9a227',
      cars: [
        { style: 'sedan', colour: '#eef1f4' },
        { style: 'hatchback', colour: '#c0392b' },
      ],
    },
  },
  {
    name: 'Family Sedans',
    label: { en: 'Family Sedans', ar: 'سيارات السيدان العائلية' },
    vehicleTypeNames: ['Standard', 'Full Size'],
    tile: {
      tint: '#3b82f6',
      cars: [
        { style: 'sedan', colour: '#9aa5b1' },
        { style: 'luxury-sedan', colour: '#7a1f2b' },
      ],
    },
  },
  {
    name: 'SUVs',
    label: { en: 'SUVs', ar: 'سيارات الدفع الرباعي' },
    vehicleTypeNames: ['SUV Standard', 'SUV Premium'],
    tile: {
      tint: '#15803d',
      cars: [
        { style: 'suv', colour: '#eef1f4' },
        { style: 'large-suv', colour: '#4b5563' },
      ],
    },
  },
  {
    name: 'Premium',
    label: { en: 'Premium', ar: 'الفئة المميزة' },
    vehicleTypeNames: ['Premium', 'SUV Premium'],
    tile: {
      tint: '#7c3aed',
      cars: [
        { style: 'luxury-sedan', colour: '#b8c0c8' },
        { style: 'large-suv', colour: '#c8b48a' },
      ],
    },
  },
  {
    name: 'Luxury',
    label: { en: 'Luxury', ar: 'السيارات الفاخرة' },
    vehicleTypeNames: ['Luxury', 'Extra Ordinary'],
    tile: {
      tint: '#e3c567',
      cars: [
        { style: 'coupe', colour: '#d97706' },
        { style: 'luxury-sedan', colour: '#1f2328' },
      ],
    },
  },
  {
    name: 'Vans & Commercial',
    label: { en: 'Vans & Commercial', ar: 'الحافلات والمركبات التجارية' },
    vehicleTypeNames: ['Mini Van', 'Commercial'],
    tile: {
      tint: '#64748b',
      cars: [
        { style: 'van', colour: '#eef1f4' },
        { style: 'pickup', colour: '#b8c0c8' },
      ],
    },
  },
];

const testimonialSeeds: Array<{
  /** Arab names as their owners write them; others written out in Arabic letters. */
  name: LocalizedText;
  tint: string;
  style: PortraitOptions['style'];
  title: LocalizedText;
  body: LocalizedText;
}> = [
  {
    name: { en: 'Rashed Al Mazrouei', ar: 'راشد المزروعي' },
    tint: '#13315c',
    style: 'ghutra',
    title: { en: 'A smooth airport pick-up', ar: 'استلام سلس من المطار' },
    body: {
      en: 'I landed late at night and the car was ready at Terminal 3 within minutes: clean, with a full tank, and the team explained Salik and the deposit clearly. I will book again on my next trip.',
      ar: 'وصلت في وقت متأخر من الليل وكانت السيارة جاهزة في مبنى المسافرين 3 خلال دقائق، نظيفة وبخزان ممتلئ، وشرح لي الفريق نظام سالك والتأمين بوضوح. سأحجز معهم مجدداً في رحلتي القادمة.',
    },
  },
  {
    name: { en: 'Priya Menon', ar: 'بريا مينون' },
    tint: '#2f6f73',
    style: 'long',
    title: { en: 'Monthly rental made easy', ar: 'إيجار شهري بكل سهولة' },
    body: {
      en: 'We have rented a Nissan Sunny month after month for two years. When the service was due, the Ittihad Road branch swapped the car in under half an hour. Honest prices and no surprises.',
      ar: 'نستأجر سيارة نيسان صني شهراً بعد شهر منذ عامين. وعندما حان موعد الصيانة استبدل فرع شارع الاتحاد السيارة في أقل من نصف ساعة. أسعار واضحة ودون أي مفاجآت.',
    },
  },
];

/** Special offers (four running today, one ended last month), fleet categories and testimonials. */
export async function seedContent({ tx, today }: SeedContext): Promise<void> {
  for (const offer of offerSeeds) {
    const svg = bannerSvg({ title: offer.picture, ...offer.banner });
    const bannerFileId = await storeSvg(tx, 'offer-banner', `offer-${offer.slug}`, svg, BANNER_WIDTH, BANNER_HEIGHT);
    const endDate = offer.endedLastMonth ? dayOfPreviousMonth(today, 20) : addDaysIso(today, offer.endsIn);
    const startDate = offer.endedLastMonth ? addDaysIso(endDate, -45) : addDaysIso(today, offer.startsIn);
    const classes = offer.priced
      ? await tx
          .select({ id: vehicleTypes.id })
          .from(vehicleTypes)
          .where(inArray(vehicleTypes.name, offer.priced.classNames))
      : [];
    await tx.insert(offers).values({
      title: offer.title,
      content: offer.content,
      priceFils: offer.price?.fils ?? null,
      pricePer: offer.price?.per ?? null,
      startDate,
      endDate,
      bannerFileId,
      active: true,
      discountPercent: offer.priced?.percent ?? null,
      minDays: offer.priced?.minDays ?? null,
      vehicleTypeIds: classes.map((row) => row.id),
    });
  }

  for (const [index, category] of categorySeeds.entries()) {
    const svg = categoryTileSvg({ title: category.name, ...category.tile });
    const slug = category.name.toLowerCase().replace(/[^a-z]+/g, '-');
    const imageFileId = await storeSvg(tx, 'fleet-category', `category-${slug}`, svg, 480, 320);
    await tx.insert(fleetCategories).values({
      name: category.name,
      label: category.label,
      vehicleTypeNames: category.vehicleTypeNames,
      imageFileId,
      sortOrder: index + 1,
    });
  }

  for (const [index, testimonial] of testimonialSeeds.entries()) {
    const svg = portraitSvg({ name: testimonial.name.en, tint: testimonial.tint, style: testimonial.style });
    const slug = testimonial.name.en.toLowerCase().replace(/[^a-z]+/g, '-');
    const imageFileId = await storeSvg(tx, 'testimonial', `testimonial-${slug}`, svg, 240, 240);
    await tx.insert(testimonials).values({
      name: testimonial.name,
      title: testimonial.title,
      body: testimonial.body,
      imageFileId,
      sortOrder: index + 1,
    });
  }
}
