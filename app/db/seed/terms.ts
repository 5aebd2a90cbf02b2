import { arPreowned } from '~/i18n/ar-preowned';
import { enPreowned } from '~/i18n/en-preowned';
import type { Locale } from '~/i18n/locale';
import { preownedSaleTermsAnchor, saleTermsValues } from '~/modules/preowned/sale-terms';
import { termsSections, type LocalizedText } from '../schema';
import { company } from './company';
import type { SeedContext } from './context';

type TermsSeed = { anchor?: string; heading: LocalizedText; body: { en: string[]; ar: string[] } };

/** The pre-owned car page's sentences about the sale, word for word, so the page and the terms cannot disagree. */
function saleTermsSentences(locale: Locale): string[] {
  const messages = locale === 'ar' ? arPreowned : enPreowned;
  const values: Record<string, Record<string, string | number>> = saleTermsValues(locale);
  return (['pay', 'late', 'storage'] as const).map((rule) =>
    messages[`preowned.terms.${rule}`].replace(/\{(\w+)\}/g, (match, name: string) =>
      String(values[rule][name] ?? match),
    ),
  );
}

/**
 * Buying one of the cars for sale: the auction's terms, which the car pages state in short and link
 * to. Databases seeded before it was added receive it from migration 0022, which holds this text.
 */
const preownedSaleTermsSeed: TermsSeed = {
  anchor: preownedSaleTermsAnchor,
  heading: { en: 'Buying a pre-owned car', ar: 'شراء سيارة مستعملة' },
  body: {
    en: [
      'These terms apply when you buy one of our pre-owned cars for sale. Each car is sold at the fixed price shown on its page, VAT included; once you agree to buy it, we reserve it for you.',
      ...saleTermsSentences('en'),
    ],
    ar: [
      'تسري هذه الشروط عند شراء إحدى سياراتنا المستعملة المعروضة للبيع. تُباع كل سيارة بالسعر الثابت المبين في صفحتها شاملاً ضريبة القيمة المضافة، وعندما توافق على شرائها نحجزها لك.',
      ...saleTermsSentences('ar'),
    ],
  },
};

/** The rental terms; each body is a list of paragraphs joined by blank lines when stored. */
const termsSeeds: TermsSeed[] = [
  {
    heading: { en: 'About these terms', ar: 'حول هذه الشروط' },
    body: {
      en: [
        `These terms apply to every vehicle rented from ${company.legalName} ("we", "us") through this website, by phone or at a branch. They form part of the rental agreement you sign when you collect the vehicle.`,
        'Where the signed rental agreement and these terms differ, the rental agreement prevails.',
      ],
      ar: [
        'تسري هذه الشروط على كل مركبة يتم استئجارها من الواحة لتأجير السيارات ذ.م.م ("نحن") عبر هذا الموقع أو الهاتف أو في أحد الفروع، وتعد جزءاً من عقد الإيجار الذي توقعه عند استلام المركبة.',
        'في حال وجود اختلاف بين عقد الإيجار الموقع وهذه الشروط، يعتد بعقد الإيجار.',
      ],
    },
  },
  {
    heading: { en: 'Who can rent', ar: 'من يحق له الاستئجار' },
    body: {
      en: [
        'The renter and every additional driver must be at least 23 years old, or 25 for the Premium, SUV Premium, Luxury and Extra Ordinary categories, and must have held a valid driving licence for at least one year.',
        'UAE residents present their Emirates ID and UAE driving licence. Visitors present their passport with a valid entry stamp or visa, their home licence and, where required, an International Driving Permit. A credit card in the renter’s name is needed for the security deposit.',
      ],
      ar: [
        'يجب ألا يقل عمر المستأجر وكل سائق إضافي عن 23 عاماً، أو 25 عاماً لفئات السيارات المميزة ودفع رباعي مميزة والفاخرة والاستثنائية، وأن يكون حاملاً لرخصة قيادة سارية منذ سنة واحدة على الأقل.',
        'يقدم المقيمون في الدولة بطاقة الهوية الإماراتية ورخصة القيادة الإماراتية، ويقدم الزوار جواز السفر مع ختم دخول أو تأشيرة سارية ورخصة القيادة الصادرة من بلدهم ورخصة قيادة دولية عند الحاجة. ويلزم وجود بطاقة ائتمان باسم المستأجر لمبلغ التأمين.',
      ],
    },
  },
  {
    heading: { en: 'Rental period', ar: 'مدة الإيجار' },
    body: {
      en: [
        'The minimum rental period is 24 hours. Each rental day runs for 24 hours from the time of pick-up.',
        'A grace period of {lateReturnGraceMinutes} minutes applies on return. After it, a late return is charged by the hour, then by the day: each hour started costs {lateHourPercent} of the booking’s daily price, and once {lateHoursMakingADay} hours are started a full additional day is charged instead. Each further 24 hours late is charged the same way.',
      ],
      ar: [
        'الحد الأدنى لمدة الإيجار 24 ساعة، ويمتد كل يوم إيجار 24 ساعة من وقت الاستلام.',
        'تطبق فترة سماح مدتها {lateReturnGraceMinutes} دقيقة عند الإرجاع، وبعدها يُحتسب التأخير بالساعة ثم باليوم: كل ساعة تبدأ بنسبة {lateHourPercent} من سعر اليوم في الحجز، وعند بدء {lateHoursMakingADay} ساعات يُحتسب يوم إضافي كامل بدلاً منها. وتُحتسب كل 24 ساعة تأخير إضافية بالطريقة نفسها.',
      ],
    },
  },
  {
    heading: { en: 'Amendments, cancellations and no-shows', ar: 'التعديل والإلغاء وعدم الحضور' },
    body: {
      en: [
        'You may amend an online booking free of charge twice, up to 48 hours before pick-up.',
        'Cancellations made less than 24 hours before pick-up are charged one day’s rental. If you do not collect the vehicle within 2 hours of the booked pick-up time, the booking is treated as a no-show, cancelled, and one day’s rental is charged.',
      ],
      ar: [
        'يمكنك تعديل الحجز الإلكتروني مجاناً مرتين حتى 48 ساعة قبل موعد الاستلام.',
        'يحتسب إيجار يوم واحد على الإلغاء قبل أقل من 24 ساعة من موعد الاستلام. وإذا لم تستلم المركبة خلال ساعتين من موعد الاستلام المحجوز، يعتبر الحجز عدم حضور ويلغى ويحتسب إيجار يوم واحد.',
      ],
    },
  },
  {
    heading: { en: 'Prices, payment and VAT', ar: 'الأسعار والدفع وضريبة القيمة المضافة' },
    body: {
      en: [
        'Rates are per day and depend on the length of the rental: daily rates for 1 to 6 days, weekly rates for 7 to 21 days and monthly rates beyond 21 days. All amounts are in UAE dirhams (AED).',
        'You may pay online by card when booking, or pay on pick-up at the branch, which adds {payOnPickupPercent} to the rental charge. Your booking is confirmed once the card payment has been authorised by the bank.',
        'In line with UAE law, every price we state, including rates, extras and fees, includes Value Added Tax at {vatPercent}. Your tax invoice shows the VAT separately.',
      ],
      ar: [
        'الأسعار يومية وتعتمد على مدة الإيجار: السعر اليومي من يوم إلى 6 أيام، والسعر الأسبوعي من 7 إلى 21 يوماً، والسعر الشهري لأكثر من 21 يوماً. جميع المبالغ بالدرهم الإماراتي.',
        'يمكنك الدفع بالبطاقة عبر الموقع عند الحجز، أو الدفع عند الاستلام في الفرع مع إضافة {payOnPickupPercent} إلى قيمة الإيجار. ويتأكد الحجز بعد اعتماد البنك لعملية الدفع بالبطاقة.',
        'وفقاً لقوانين الدولة، تشمل جميع الأسعار التي نعلنها، ومنها أسعار الإيجار والإضافات والرسوم، ضريبة القيمة المضافة بنسبة {vatPercent}. وتظهر الضريبة بشكل منفصل في الفاتورة الضريبية.',
      ],
    },
  },
  {
    heading: { en: 'Security deposit and refunds', ar: 'مبلغ التأمين والمبالغ المستردة' },
    body: {
      en: [
        'A security deposit of {depositLowest} to {depositHighest}, depending on the vehicle, is pre-authorised on the renter’s credit card at pick-up. It covers fines, tolls, fuel and damage reported after the vehicle is returned, and is released within {depositReleasePeriod} of the return.',
        'Refunds of any amount paid in advance are made to the original card and may take up to a month to appear, depending on your bank.',
      ],
      ar: [
        'يحجز مبلغ تأمين يتراوح من {depositLowest} إلى {depositHighest} حسب المركبة على بطاقة الائتمان الخاصة بالمستأجر عند الاستلام، لتغطية المخالفات ورسوم العبور والوقود والأضرار التي يبلغ عنها بعد إرجاع المركبة، ويفرج عنه خلال {depositReleasePeriod} من الإرجاع.',
        'تعاد أي مبالغ مدفوعة مسبقاً إلى البطاقة الأصلية، وقد يستغرق ظهورها حتى شهر واحد حسب البنك.',
      ],
    },
  },
  {
    heading: { en: 'Insurance and accidents', ar: 'التأمين والحوادث' },
    body: {
      en: [
        'Every vehicle carries comprehensive insurance. The renter pays the excess shown on the rental agreement for any damage, unless Collision Damage Waiver (CDW) has been taken. Personal Accident Insurance (PAI) covers the driver and passengers.',
        `In any accident, call the police on ${company.police} and obtain a police report, then inform us on ${company.roadsideAssistance}. Without a police report the renter is liable for the full cost of repair. Insurance does not cover damage caused by driving under the influence, off-road driving or breaking the law.`,
      ],
      ar: [
        'جميع المركبات مؤمنة تأميناً شاملاً، ويتحمل المستأجر مبلغ التحمل المدون في عقد الإيجار عن أي ضرر ما لم يشترك في خيار الإعفاء من أضرار التصادم (CDW). ويغطي تأمين الحوادث الشخصية (PAI) السائق والركاب.',
        `في حال وقوع أي حادث اتصل بالشرطة على ${company.police} واحصل على تقرير الشرطة، ثم أبلغنا على ${company.roadsideAssistance}. ودون تقرير الشرطة يتحمل المستأجر كامل تكلفة الإصلاح. ولا يغطي التأمين الأضرار الناتجة عن القيادة تحت تأثير الكحول أو المخدرات أو القيادة على الطرق الوعرة أو مخالفة القانون.`,
      ],
    },
  },
  {
    heading: { en: 'Fuel', ar: 'الوقود' },
    body: {
      en: [
        'The vehicle must be returned with the same fuel level as at pick-up. Any shortfall is charged at the cost of the fuel plus a {fuelServicePercent} fuel service charge.',
      ],
      ar: [
        'يجب إرجاع المركبة بمستوى الوقود نفسه عند الاستلام، ويحتسب أي نقص بتكلفة الوقود مضافاً إليها رسوم خدمة وقود بنسبة {fuelServicePercent}.',
      ],
    },
  },
  {
    heading: { en: 'Traffic fines, Salik and black points', ar: 'المخالفات المرورية وسالك والنقاط السوداء' },
    body: {
      en: [
        'The renter is responsible for every fine incurred during the rental. Traffic fines are charged with an administration fee of {trafficFineFee} per fine; parking and other municipal fines carry a processing fee of {municipalFineFee} per fine. Black points and vehicle impoundment are transferred to the driver.',
        'Salik toll crossings are charged at AED 4 per crossing (or the tariff in force at the time) plus a {salikServiceCharge} service charge.',
      ],
      ar: [
        'يتحمل المستأجر كل المخالفات التي تقع خلال فترة الإيجار. وتحتسب المخالفات المرورية مع رسوم إدارية قدرها {trafficFineFee} لكل مخالفة، وتحتسب مخالفات المواقف والمخالفات البلدية الأخرى مع رسوم معالجة قدرها {municipalFineFee} لكل مخالفة. وتسجل النقاط السوداء وحجز المركبة على السائق.',
        'تحتسب رسوم عبور سالك بقيمة 4 دراهم لكل عبور (أو التعرفة المعمول بها وقت العبور) مضافاً إليها رسوم خدمة بنسبة {salikServiceCharge}.',
      ],
    },
  },
  {
    heading: { en: 'Extras', ar: 'الإضافات' },
    body: {
      en: [
        'GPS navigation costs {gpsPerDay} per day and a baby seat {babySeatPerDay} per day, subject to availability. An additional driver costs {additionalDriverFee} per rental and must meet the same requirements as the renter.',
      ],
      ar: [
        'يبلغ سعر جهاز الملاحة {gpsPerDay} يومياً ومقعد الرضع {babySeatPerDay} يومياً، حسب التوفر. وتبلغ رسوم السائق الإضافي {additionalDriverFee} لكل إيجار، ويجب أن يستوفي الشروط نفسها المطلوبة من المستأجر.',
      ],
    },
  },
  {
    heading: { en: 'Delivery, collection and one-way rentals', ar: 'التوصيل والاستلام والإيجار باتجاه واحد' },
    body: {
      en: [
        'Returning the vehicle to a different branch, or having it delivered to or collected from your location, costs {oneWaySameCity} per way within the same city and {oneWayOtherCity} per way between cities. The Airport location counts as a city of its own.',
      ],
      ar: [
        'تبلغ رسوم إرجاع المركبة إلى فرع مختلف أو توصيلها إلى موقعك أو استلامها منه {oneWaySameCity} لكل اتجاه داخل المدينة نفسها، وتبلغ {oneWayOtherCity} لكل اتجاه بين المدن. ويعامل موقع المطار كمدينة مستقلة.',
      ],
    },
  },
  {
    heading: { en: 'Use of the vehicle', ar: 'استخدام المركبة' },
    body: {
      en: [
        'Smoking is not permitted in any vehicle; a cleaning charge of {cleaningFee} applies if it is. The vehicle may not be driven off-road, used for racing or driving lessons, sub-let, or driven by anyone not named on the rental agreement.',
        'On long rentals, please tell us when the vehicle is 500 km before its next service so that we can arrange it without interrupting your plans.',
      ],
      ar: [
        'يمنع التدخين في جميع المركبات، وتطبق رسوم تنظيف قدرها {cleaningFee} عند المخالفة. ولا يجوز قيادة المركبة على الطرق الوعرة أو استخدامها في السباقات أو تعليم القيادة أو تأجيرها من الباطن أو قيادتها من قبل أي شخص غير مدرج في عقد الإيجار.',
        'في الإيجارات الطويلة يرجى إبلاغنا عندما يتبقى 500 كم على موعد الصيانة التالية حتى نرتب لها دون تعطيل خططك.',
      ],
    },
  },
  {
    heading: { en: 'Travel outside the UAE', ar: 'السفر خارج الدولة' },
    body: {
      en: [
        'Vehicles may be driven to the Sultanate of Oman only with our prior written permission. Oman insurance costs {omanInsurancePerWeek} per week or part of a week. Travel to any other country is not permitted.',
      ],
      ar: [
        'لا يجوز قيادة المركبات إلى سلطنة عمان إلا بموافقة خطية مسبقة منا. ويبلغ تأمين سلطنة عمان {omanInsurancePerWeek} لكل أسبوع أو جزء منه. ولا يسمح بالسفر إلى أي دولة أخرى.',
      ],
    },
  },
  {
    heading: { en: 'Privacy', ar: 'الخصوصية' },
    body: {
      en: [
        'We collect the personal details and documents needed to rent you a vehicle and keep them only as long as the law requires. We share them only with the authorities, our insurers and the payment provider that processes your card, never for marketing by others.',
        'You may ask to see or correct your details at any time by contacting customer service. Card details are handled by our payment provider and are never stored by us.',
      ],
      ar: [
        'نجمع البيانات الشخصية والمستندات اللازمة لتأجيرك المركبة ونحتفظ بها فقط للمدة التي يقتضيها القانون، ولا نشاركها إلا مع الجهات الرسمية وشركات التأمين ومزود خدمة الدفع الذي يعالج بطاقتك، ولا نشاركها أبداً لأغراض تسويقية لجهات أخرى.',
        'يمكنك طلب الاطلاع على بياناتك أو تصحيحها في أي وقت بالتواصل مع خدمة العملاء. وتتم معالجة بيانات البطاقة لدى مزود خدمة الدفع ولا نقوم بتخزينها مطلقاً.',
      ],
    },
  },
  {
    heading: { en: 'Governing law', ar: 'القانون الحاكم' },
    body: {
      en: [
        'These terms are governed by the laws of the United Arab Emirates. Any dispute is subject to the courts of the emirate in which the vehicle was rented.',
      ],
      ar: [
        'تخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة، ويختص بالنظر في أي نزاع محاكم الإمارة التي تم فيها استئجار المركبة.',
      ],
    },
  },
];

export async function seedTerms({ tx }: SeedContext): Promise<void> {
  await tx.insert(termsSections).values(
    [...termsSeeds, preownedSaleTermsSeed].map((section, index) => ({
      anchor: section.anchor ?? null,
      heading: section.heading,
      body: { en: section.body.en.join('\n\n'), ar: section.body.ar.join('\n\n') },
      sortOrder: index + 1,
    })),
  );
}
