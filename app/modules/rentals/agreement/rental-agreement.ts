import type { CarZone, DamageKind } from './car-zones';
import type { AgreementAddendum, RentalAgreementSource } from './agreement-source';
import type { Bilingual } from '~/modules/invoices/tax-invoice';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { formatAed, formatKm } from '~/utils/money';
import { dayCount } from '~/i18n/plural';
import { translator } from '~/i18n/translate';
import { VAT_RATE_PERCENT, priceWithVat } from '~/modules/pricing/quote-booking';
import { LATE_HOURS_MAKING_A_DAY, LATE_HOUR_PERCENT } from '~/modules/counter/return-charges';

/**
 * What the renter signs at hand-over, in both languages: who rents which car (by plate) for which
 * period, the car's state as it left (readings, damage), the money (rental total, deposit held) and
 * the terms the return charges are worked out from, quoted from the same settings the charges use.
 * Pure: the PDF (rental-agreement-pdf.server.ts) only lays it out.
 */

export type RentalAgreement = {
  title: Bilingual;
  reference: string;
  signedAt: string;
  seller: RentalAgreementSource['seller'];
  facts: { section: Bilingual; rows: { name: Bilingual; values: string[] }[] }[];
  /** A later version: when it was drawn, what it says about the signature, and each change since hand-over. */
  reissue: { at: string; note: Bilingual; addenda: Bilingual[] } | null;
  terms: Bilingual[];
};

export const zoneNames: Record<CarZone, Bilingual> = {
  front_bumper: { en: 'Front bumper', ar: 'الصدام الأمامي' },
  bonnet: { en: 'Bonnet', ar: 'غطاء المحرك' },
  windscreen: { en: 'Windscreen', ar: 'الزجاج الأمامي' },
  roof: { en: 'Roof', ar: 'السقف' },
  rear_window: { en: 'Rear window', ar: 'الزجاج الخلفي' },
  boot: { en: 'Boot', ar: 'صندوق السيارة' },
  rear_bumper: { en: 'Rear bumper', ar: 'الصدام الخلفي' },
  front_left: { en: 'Front left wing', ar: 'الرفرف الأمامي الأيسر' },
  front_right: { en: 'Front right wing', ar: 'الرفرف الأمامي الأيمن' },
  left_doors: { en: 'Left doors', ar: 'الأبواب اليسرى' },
  right_doors: { en: 'Right doors', ar: 'الأبواب اليمنى' },
  rear_left: { en: 'Rear left wing', ar: 'الرفرف الخلفي الأيسر' },
  rear_right: { en: 'Rear right wing', ar: 'الرفرف الخلفي الأيمن' },
  wheels: { en: 'Wheels and tyres', ar: 'العجلات والإطارات' },
  interior: { en: 'Interior', ar: 'المقصورة الداخلية' },
};

export const damageKindNames: Record<DamageKind, Bilingual> = {
  scratch: { en: 'Scratch', ar: 'خدش' },
  dent: { en: 'Dent', ar: 'انبعاج' },
  crack: { en: 'Crack', ar: 'شرخ' },
  chip: { en: 'Chip', ar: 'كسر صغير' },
  missing: { en: 'Missing part', ar: 'قطعة مفقودة' },
  stain: { en: 'Stain', ar: 'بقعة' },
};

/** The fuel gauge as people read it: "6/8", full, empty. */
export function fuelLevel(eighths: number): Bilingual {
  if (eighths === 8) return { en: 'Full (8/8)', ar: 'ممتلئ (8/8)' };
  if (eighths === 0) return { en: 'Empty (0/8)', ar: 'فارغ (0/8)' };
  return { en: `${eighths}/8`, ar: `${eighths}/8` };
}

const kmText = formatKm;

/** One change after hand-over, as the re-issued agreement lists it. */
function addendumLine(addendum: AgreementAddendum): Bilingual {
  const aed = (fils: number) => formatAed(fils, 'en');
  const { by, daysBefore, daysAfter } = addendum;
  const [changedAt, dropoffBefore, dropoffAfter] = [
    addendum.changedAt,
    addendum.dropoffBefore,
    addendum.dropoffAfter,
  ].map((at) => formatDubaiDateTime(at, 'en'));
  const [changedAtAr, dropoffBeforeAr, dropoffAfterAr] = [
    addendum.changedAt,
    addendum.dropoffBefore,
    addendum.dropoffAfter,
  ].map((at) => formatDubaiDateTime(at, 'ar'));
  // Words, not arrows: the PDF's faces have no arrow glyph.
  const rest = {
    en: `rental days from ${daysBefore} to ${daysAfter}; total from ${aed(addendum.totalBeforeFils)} to ${aed(addendum.totalAfterFils)}.`,
    ar: `عدد الأيام ${daysAfter} بدلاً من ${daysBefore}؛ والإجمالي ${aed(addendum.totalAfterFils)} بدلاً من ${aed(addendum.totalBeforeFils)}.`,
  };
  return addendum.kind === 'extended'
    ? {
        en: `Extended on ${changedAt} by ${by}: return moved from ${dropoffBefore} to ${dropoffAfter}; ${rest.en}`,
        ar: `مُدِّد الإيجار في ${changedAtAr} بواسطة ${by}: نُقل موعد الإرجاع من ${dropoffBeforeAr} إلى ${dropoffAfterAr}؛ ${rest.ar}`,
      }
    : {
        en: `Changed on ${changedAt} by ${by}: return moved from ${dropoffBefore} to ${dropoffAfter}; ${rest.en}`,
        ar: `عُدِّل الإيجار في ${changedAtAr} بواسطة ${by}: نُقل موعد الإرجاع من ${dropoffBeforeAr} إلى ${dropoffAfterAr}؛ ${rest.ar}`,
      };
}

/** The damage term under the cover the booking bought; an agreement drawn before covers were recorded names the CDW's excess. */
function damageTerm(source: RentalAgreementSource, cleaning: string): Bilingual {
  const excess = formatAed(source.cdwExcessFils, 'en');
  const cleaningTerm = {
    en: `cleaning beyond normal use costs ${cleaning}, VAT included.`,
    ar: `وتكلفة التنظيف غير المعتاد ${cleaning} شاملة الضريبة.`,
  };
  const damage: Bilingual =
    source.cover === 'scdw'
      ? {
          en: 'Damage: full insurance with zero excess (CDW and SCDW) was taken, so new damage the terms cover costs the renter nothing',
          ar: 'الأضرار: اختير التأمين الشامل مع الإعفاء من مبلغ التحمل (CDW وSCDW)، فلا يتحمل المستأجر شيئاً من الأضرار الجديدة التي تشملها الشروط',
        }
      : source.cover === 'cdw'
        ? {
            en: `Damage: full insurance (CDW) was taken, so new damage is charged up to its excess of ${excess}`,
            ar: `الأضرار: اختير التأمين الشامل (CDW)، فتُحتسب الأضرار الجديدة حتى مبلغ التحمل ${excess}`,
          }
        : source.cover === 'none'
          ? {
              en: 'Damage: no full insurance (CDW) was taken, so new damage is charged in full',
              ar: 'الأضرار: لم يُختر التأمين الشامل (CDW)، فتُحتسب الأضرار الجديدة كاملة',
            }
          : {
              en: `Damage: new damage is charged up to the cover's excess (${excess} with the standard CDW)`,
              ar: `الأضرار: تُحتسب الأضرار الجديدة حتى حد التحمل في التغطية (${excess} مع التأمين القياسي)`,
            };
  return { en: `${damage.en}; ${cleaningTerm.en}`, ar: `${damage.ar}، ${cleaningTerm.ar}` };
}

export function buildRentalAgreement(source: RentalAgreementSource): RentalAgreement {
  const aed = (fils: number) => formatAed(fils, 'en');
  const { rules } = source;
  // The Salik fee carries VAT, the toll does not (decision 060): the share of the toll with VAT.
  const salikFee = (rules.salikFeePercent * (100 + VAT_RATE_PERCENT)) / 100;
  const fuel = fuelLevel(source.fuelEighths);
  const damageRows =
    source.damage.length === 0
      ? [{ name: { en: 'Damage', ar: 'الأضرار' }, values: ['None noted / لا يوجد'] }]
      : source.damage.map((mark) => ({
          name: zoneNames[mark.zone],
          values: [
            `${damageKindNames[mark.kind].en} / ${damageKindNames[mark.kind].ar}${mark.note ? `: ${mark.note}` : ''}`,
          ],
        }));
  return {
    title: { en: 'Vehicle Rental Agreement', ar: 'عقد تأجير مركبة' },
    reference: source.reference,
    signedAt: source.signedAt,
    seller: source.seller,
    facts: [
      {
        section: { en: 'Renter', ar: 'المستأجر' },
        rows: [
          { name: { en: 'Name', ar: 'الاسم' }, values: [source.renter.name] },
          { name: { en: 'Phone', ar: 'الهاتف' }, values: [source.renter.phone] },
          { name: { en: 'Email', ar: 'البريد الإلكتروني' }, values: [source.renter.email] },
          { name: { en: 'Driving licence', ar: 'رخصة القيادة' }, values: [source.renter.licence] },
        ],
      },
      {
        section: { en: 'Vehicle', ar: 'المركبة' },
        rows: [
          { name: { en: 'Vehicle', ar: 'المركبة' }, values: [source.vehicle.name] },
          { name: { en: 'Plate', ar: 'رقم اللوحة' }, values: [source.vehicle.plate] },
          { name: { en: 'Colour', ar: 'اللون' }, values: [source.vehicle.colour] },
          { name: { en: 'VIN', ar: 'رقم الهيكل' }, values: [source.vehicle.vin] },
          { name: { en: 'Odometer out', ar: 'عداد المسافة عند التسليم' }, values: [`${kmText(source.odometerKm)} km`] },
          { name: { en: 'Fuel out', ar: 'الوقود عند التسليم' }, values: [`${fuel.en} / ${fuel.ar}`] },
        ],
      },
      {
        section: { en: 'Damage at hand-over', ar: 'الأضرار عند التسليم' },
        rows: damageRows,
      },
      {
        section: { en: 'Rental', ar: 'الإيجار' },
        rows: [
          {
            name: { en: 'Pick-up', ar: 'الاستلام' },
            values: [`${source.pickup.place.en}, ${source.pickup.at}`, source.pickup.place.ar],
          },
          {
            name: { en: 'Return by', ar: 'الإرجاع قبل' },
            values: [`${source.dropoff.place.en}, ${source.dropoff.at}`, source.dropoff.place.ar],
          },
          { name: { en: 'Rental days', ar: 'أيام الإيجار' }, values: [String(source.days)] },
          {
            name: { en: 'Rental total (incl. VAT)', ar: 'إجمالي الإيجار شامل الضريبة' },
            values: [aed(source.totalFils)],
          },
          { name: { en: 'Security deposit held', ar: 'مبلغ التأمين المحجوز' }, values: [aed(source.depositFils)] },
        ],
      },
    ],
    reissue:
      source.reissuedAt && source.addenda?.length
        ? {
            at: formatDubaiDateTime(source.reissuedAt, 'en'),
            // The renter signed once, at the counter; a change since is the company's record, not a new signature.
            note: {
              en: `Re-issued on ${formatDubaiDateTime(source.reissuedAt, 'en')} with the addendum below. The renter signed this agreement at hand-over on ${source.signedAt}, and the signature at its foot is that one. The changes since are an addendum recorded by ${source.seller.tradeName}; the terms signed apply to the rental as changed.`,
              ar: `أُعيد إصدار هذا العقد في ${formatDubaiDateTime(source.reissuedAt, 'ar')} مع الملحق أدناه. وقّع المستأجر هذا العقد عند التسليم، والتوقيع في أسفله هو ذلك التوقيع. التعديلات اللاحقة ملحق سجّلته ${source.seller.tradeName}، وتسري الشروط الموقّعة على الإيجار بعد تعديله.`,
            },
            addenda: source.addenda.map(addendumLine),
          }
        : null,
    terms: [
      {
        en: `Kilometres: ${kmText(rules.kmPerDay)} km a day (${kmText(rules.kmPerMonth)} km for each 30 days) are included; each further km costs ${aed(priceWithVat(source.extraKmFils))}, VAT included.`,
        ar: `المسافة: تشمل الأجرة ${kmText(rules.kmPerDay)} كم يومياً (${kmText(rules.kmPerMonth)} كم لكل 30 يوماً)، وكل كيلومتر إضافي بمبلغ ${aed(priceWithVat(source.extraKmFils))} شاملاً الضريبة.`,
      },
      {
        en: `Fuel: the car is returned with the fuel it left with; each missing eighth of the tank is charged at ${aed(priceWithVat(rules.fuelPricePerLitreFils))} a litre plus a ${rules.fuelServicePercent}% service fee, VAT included.`,
        ar: `الوقود: تُعاد السيارة بمستوى الوقود نفسه عند التسليم، ويُحتسب كل ثُمن ناقص من الخزان بسعر ${aed(priceWithVat(rules.fuelPricePerLitreFils))} للتر مع رسوم خدمة ${rules.fuelServicePercent}%، شاملة الضريبة.`,
      },
      {
        en: `Late return: after ${rules.lateReturnGraceMinutes} minutes of grace, each hour started is charged at ${LATE_HOUR_PERCENT}% of the booking's daily price; once ${LATE_HOURS_MAKING_A_DAY} hours are started, a full day instead. Each further 24 hours late is charged the same way.`,
        ar: `التأخير: بعد مهلة ${rules.lateReturnGraceMinutes} دقيقة، تُحتسب كل ساعة تبدأ بنسبة ${LATE_HOUR_PERCENT}% من سعر اليوم في الحجز، وعند بدء ${LATE_HOURS_MAKING_A_DAY} ساعات يُحتسب يوم كامل بدلاً منها. وتُحتسب كل 24 ساعة تأخير إضافية بالطريقة نفسها.`,
      },
      damageTerm(source, aed(priceWithVat(rules.cleaningFeeFils))),
      {
        en: `Tolls and fines: Salik trips are charged at the toll with a fee of ${salikFee}% of it, traffic fines with an administration fee of ${aed(priceWithVat(rules.trafficFineFeeFils))}, fees VAT included; they may be taken from the deposit, which is otherwise released within ${dayCount(translator('en'), 'en', rules.depositReleaseDays)} of the return.`,
        ar: `رسوم الطرق والمخالفات: تُحتسب رحلات سالك بقيمة التعرفة مع رسوم ${salikFee}% منها، والمخالفات المرورية مع رسوم إدارية ${aed(priceWithVat(rules.trafficFineFeeFils))}، والرسوم شاملة الضريبة، وقد تُقتطع من التأمين الذي يُفرج عنه خلال ${dayCount(translator('ar'), 'ar', rules.depositReleaseDays)} من الإرجاع.`,
      },
      {
        en: 'The renter has received the car in the state described above and agrees to these terms and to the rental terms and conditions published on our website.',
        ar: 'استلم المستأجر السيارة بالحالة الموضحة أعلاه، ويوافق على هذه الشروط وعلى شروط وأحكام التأجير المنشورة على موقعنا.',
      },
    ],
  };
}
