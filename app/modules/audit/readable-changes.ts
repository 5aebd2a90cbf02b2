import type { MessageKey } from '~/i18n/en';
import type { Locale } from '~/i18n/locale';
import type { Translate } from '~/i18n/translate';
import type { Weekday } from '~/utils/opening-hours';
import { weekdayName } from '~/utils/opening-hours';
import { formatAed } from '~/utils/money';
import { formatCalendarDate } from '~/utils/dubai-time';

/**
 * One changed field as staff read it: its label on the form and the old and new values in words, or,
 * for a file or a long text, only what happened to it (added, replaced, removed).
 */
export type ChangeLine = { label: string; from: string; to: string } | { label: string; note: string };

/** Names the history needs that the record itself only holds as ids or internal keys. */
export type HistoryNames = {
  branchById: Map<number, string>;
  branchByValue: Map<string, string>;
  vehicleTypeById: Map<number, string>;
  vehicleTypeByName: Map<string, string>;
  /** Emirates by their stored name, in the reader's language. */
  emirateByName?: Map<string, string>;
};

/** How a field's values read; 'opaque' ones (files, a post's body, ids) only say that they changed. */
type Value = 'text' | 'longText' | 'aed' | 'yesNo' | 'date' | 'count' | 'opaque' | 'vehicleType' | 'emirate' | 'hidden';
type Field = {
  label: MessageKey | ((t: Translate) => string);
  value: Value;
  localized?: boolean;
  /** A stored key that reads as a word of the catalogue ('sold' as 'Sold', 'Sold' in Arabic as مباعة). */
  word?: (value: string) => MessageKey;
};

const rateRows = {
  '': 'vehicles.rates.rate',
  cdw: 'vehicles.rates.cdw',
  pai: 'vehicles.rates.pai',
  gps: 'vehicles.rates.gps',
} as const;
const rateTiers = {
  Daily: 'vehicles.rates.daily',
  Weekly: 'vehicles.rates.weekly',
  Monthly: 'vehicles.rates.monthly',
} as const;

function rateFields(): Record<string, Field> {
  const fields: Record<string, Field> = {};
  for (const [prefix, row] of Object.entries(rateRows)) {
    for (const [tier, tierLabel] of Object.entries(rateTiers)) {
      const key = prefix ? `${prefix}${tier}Fils` : `${tier.toLowerCase()}Fils`;
      fields[key] = { label: (t) => t('vehicles.rates.cell', { row: t(row), tier: t(tierLabel) }), value: 'aed' };
    }
  }
  fields.additionalDriverFils = { label: 'vehicles.rates.additionalDriver', value: 'aed' };
  fields.babySeatFils = { label: 'vehicles.rates.babySeat', value: 'aed' };
  fields.rateCardId = { label: 'vehicles.rates.heading', value: 'hidden' };
  return fields;
}

/** Each kind of record's fields, by the key its audit entries use. */
const fieldsOf: Record<string, Record<string, Field>> = {
  vehicle: {
    vehicleTypeId: { label: 'vehicles.field.vehicleType', value: 'vehicleType' },
    referenceNo: { label: 'vehicles.field.referenceNo', value: 'text' },
    brand: { label: 'vehicles.field.brand', value: 'text' },
    name: { label: 'vehicles.field.name', value: 'text' },
    bodyStyle: { label: 'vehicles.field.bodyStyle', value: 'text' },
    transmission: { label: 'vehicles.field.transmission', value: 'text' },
    airConditioned: { label: 'vehicles.field.airConditioned', value: 'yesNo' },
    popular: { label: 'vehicles.field.popular', value: 'yesNo' },
    seats: { label: 'vehicles.field.seats', value: 'count' },
    passengers: { label: 'vehicles.field.passengers', value: 'count' },
    luggage: { label: 'vehicles.field.luggage', value: 'count' },
    doors: { label: 'vehicles.field.doors', value: 'count' },
    description: { label: 'audit.field.description', value: 'longText', localized: true },
    active: { label: 'audit.field.offered', value: 'yesNo' },
  },
  rate_card: rateFields(),
  preowned_car: {
    vehicleModelId: { label: 'preowned.field.rentalModel', value: 'opaque' },
    make: { label: 'preowned.field.make', value: 'text' },
    model: { label: 'preowned.field.model', value: 'text' },
    modelYear: { label: 'preowned.field.modelYear', value: 'text' },
    mileageKm: { label: 'preowned.field.mileage', value: 'text' },
    priceFils: { label: 'preowned.field.price', value: 'aed' },
    vehicleTypeId: { label: 'preowned.field.bodyType', value: 'vehicleType' },
    gccSpec: { label: 'preowned.field.gccSpec', value: 'yesNo' },
    transmission: {
      label: 'preowned.field.transmission',
      value: 'text',
      word: (value) => (value === 'Manual' ? 'preowned.transmission.Manual' : 'preowned.transmission.Automatic'),
    },
    fuel: { label: 'preowned.field.fuel', value: 'text', word: (value) => `preowned.fuel.${value}` as MessageKey },
    colour: { label: 'preowned.field.colour', value: 'text', localized: true },
    emirate: { label: 'preowned.field.emirate', value: 'emirate' },
    serviceHistory: { label: 'preowned.field.serviceHistory', value: 'longText', localized: true },
    warranty: { label: 'preowned.field.warranty', value: 'longText', localized: true },
    state: { label: 'preowned.field.state', value: 'text', word: (value) => `preowned.state.${value}` as MessageKey },
    imageFileIds: { label: 'preowned.field.images', value: 'opaque' },
  },
  car: {
    plateEmirate: {
      label: 'cars.field.plateEmirate',
      value: 'text',
      word: (value) => `cars.emirate.${value}` as MessageKey,
    },
    plateCode: { label: 'cars.field.plateCode', value: 'text' },
    plateNumber: { label: 'cars.field.plateNumber', value: 'text' },
    vin: { label: 'cars.field.vin', value: 'text' },
    colour: { label: 'cars.field.colour', value: 'text' },
    vehicleModelId: { label: 'cars.field.model', value: 'opaque' },
    homeBranchId: { label: 'cars.field.branch', value: 'opaque' },
    odometerKm: { label: 'cars.field.odometer', value: 'count' },
    registrationExpiresOn: { label: 'cars.field.registration', value: 'date' },
    insuranceExpiresOn: { label: 'cars.field.insurance', value: 'date' },
    nextServiceOn: { label: 'cars.field.nextServiceOn', value: 'date' },
    nextServiceKm: { label: 'cars.field.nextServiceKm', value: 'count' },
    notes: { label: 'cars.field.notes', value: 'longText' },
    status: { label: 'cars.field.status', value: 'text', word: (value) => `cars.status.${value}` as MessageKey },
  },
  offer: {
    title: { label: 'cms.offer.title', value: 'text', localized: true },
    content: { label: 'cms.offer.content', value: 'longText', localized: true },
    startDate: { label: 'cms.offer.startDate', value: 'date' },
    endDate: { label: 'cms.offer.endDate', value: 'date' },
    priceFils: { label: 'cms.offer.price', value: 'aed' },
    pricePer: { label: 'cms.offer.pricePer', value: 'text', word: (value) => `cms.offer.per.${value}` as MessageKey },
    bannerFileId: { label: 'cms.offer.banner', value: 'opaque' },
    active: { label: 'audit.field.offered', value: 'yesNo' },
  },
  testimonial: {
    name: { label: 'cms.testimonials.name', value: 'text', localized: true },
    title: { label: 'cms.testimonials.role', value: 'text', localized: true },
    body: { label: 'cms.testimonials.body', value: 'longText', localized: true },
    sortOrder: { label: 'audit.field.position', value: 'count' },
    imageFileId: { label: 'audit.field.image', value: 'opaque' },
  },
  person: {
    name: { label: 'cms.people.name', value: 'text', localized: true },
    role: { label: 'cms.people.role', value: 'text', localized: true },
    biography: { label: 'cms.people.biography', value: 'longText', localized: true },
    group: { label: 'cms.people.group', value: 'text', word: (value) => `cms.people.group.${value}` as MessageKey },
    sortOrder: { label: 'audit.field.position', value: 'count' },
    imageFileId: { label: 'audit.field.image', value: 'opaque' },
  },
  blog: {
    slug: { label: 'cms.blog.slug', value: 'text' },
    topicId: { label: 'cms.blog.topic', value: 'opaque' },
    title: { label: 'cms.blog.title', value: 'text', localized: true },
    subTitle: { label: 'cms.blog.subTitle', value: 'text', localized: true },
    author: { label: 'cms.blog.author', value: 'text', localized: true },
    content: { label: 'cms.blog.body', value: 'opaque' },
    publishDate: { label: 'cms.blog.publishDate', value: 'date' },
    metaDescription: { label: 'cms.blog.metaDescription', value: 'longText', localized: true },
    metaKeywords: { label: 'cms.blog.metaKeywords', value: 'text', localized: true },
    bannerFileId: { label: 'cms.blog.banner', value: 'opaque' },
    bannerAlt: { label: 'cms.blog.bannerAlt', value: 'text', localized: true },
  },
  fleet_category: {
    name: { label: 'cms.categories.name', value: 'text' },
    label: { label: 'cms.categories.label', value: 'text', localized: true },
    vehicleTypeNames: { label: 'cms.categories.types', value: 'text' },
    sortOrder: { label: 'audit.field.position', value: 'count' },
    imageFileId: { label: 'audit.field.image', value: 'opaque' },
  },
  setting: {
    companyTradeName: { label: 'cms.settings.tradeName', value: 'text' },
    companyLegalName: { label: 'cms.settings.legalName', value: 'text' },
    taxRegistrationNumber: { label: 'cms.settings.trn', value: 'text' },
    invoiceAddress: { label: 'cms.settings.invoiceAddress', value: 'longText' },
    'hotlines.abuDhabiAlAin': { label: 'cms.settings.hotlineAbuDhabi', value: 'text' },
    'hotlines.dubaiNorthern': { label: 'cms.settings.hotlineDubai', value: 'text' },
    'headOfficeMap.address': { label: 'cms.settings.officeAddress', value: 'text', localized: true },
    'headOfficeMap.lat': { label: 'cms.settings.latitude', value: 'text' },
    'headOfficeMap.lon': { label: 'cms.settings.longitude', value: 'text' },
    'headOfficeMap.zoom': { label: 'cms.settings.zoom', value: 'count' },
    turnaroundBufferMinutes: { label: 'cms.settings.turnaround', value: 'count' },
    externalReservationUrl: { label: 'cms.settings.reservationUrl', value: 'text' },
    fazaaDiscountPercent: { label: 'cms.settings.fazaaDiscount', value: 'count' },
    esaadDiscountPercent: { label: 'cms.settings.esaadDiscount', value: 'count' },
    fuelPricePerLitreFils: { label: 'cms.charges.fuelPricePerLitreFils', value: 'aed' },
    fuelServicePercent: { label: 'cms.charges.fuelServicePercent', value: 'count' },
    lateReturnGraceMinutes: { label: 'cms.charges.lateReturnGraceMinutes', value: 'count' },
    kmPerDay: { label: 'cms.charges.kmPerDay', value: 'count' },
    kmPerMonth: { label: 'cms.charges.kmPerMonth', value: 'count' },
    cleaningFeeFils: { label: 'cms.charges.cleaningFeeFils', value: 'aed' },
    salikFeePercent: { label: 'cms.charges.salikFeePercent', value: 'count' },
    trafficFineFeeFils: { label: 'cms.charges.trafficFineFeeFils', value: 'aed' },
    municipalFineFeeFils: { label: 'cms.charges.municipalFineFeeFils', value: 'aed' },
    depositReleaseDays: { label: 'cms.charges.depositReleaseDays', value: 'count' },
    omanInsurancePerWeekFils: { label: 'cms.charges.omanInsurancePerWeekFils', value: 'aed' },
  },
};

const MAX_SHOWN = 120;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function isLocalizedText(value: unknown): value is { en?: string; ar?: string } {
  return isPlainObject(value) && Object.keys(value).every((key) => key === 'en' || key === 'ar');
}

/**
 * Reads an audit entry's changes as lines for people: each field under its form label, old -> new,
 * money in AED, dates as dates, yes/no, branches and vehicle types by name, both languages of a
 * bilingual text as separate lines. Long texts and files say only that they changed.
 */
export function readableChanges(
  entity: string,
  changes: Record<string, unknown> | null,
  names: HistoryNames,
  t: Translate,
  locale: Locale,
): ChangeLine[] {
  if (!changes) return [];
  const none = t('audit.value.none');
  const lines: ChangeLine[] = [];

  const show = (value: unknown, kind: Value): string => {
    if (value === null || value === undefined || value === '') return none;
    switch (kind) {
      case 'aed':
        return typeof value === 'number' ? formatAed(value, locale) : String(value);
      case 'yesNo':
        return t(value ? 'audit.value.yes' : 'audit.value.no');
      case 'date':
        return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? formatCalendarDate(value, locale)
          : String(value);
      case 'vehicleType':
        return names.vehicleTypeById.get(Number(value)) ?? String(value);
      case 'emirate':
        return names.emirateByName?.get(String(value)) ?? String(value);
      default:
        if (Array.isArray(value))
          return value.map((item) => names.vehicleTypeByName.get(String(item)) ?? String(item)).join(', ');
        return String(value).length > MAX_SHOWN ? `${String(value).slice(0, MAX_SHOWN)}…` : String(value);
    }
  };

  const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
  const isShort = (value: unknown) => isEmpty(value) || (typeof value === 'string' && value.length <= MAX_SHOWN);

  const push = (label: string, from: unknown, to: unknown, kind: Value) => {
    if (kind === 'hidden') return;
    // A replaced file or a long text: that it changed is what staff need, not both versions.
    if (kind === 'opaque' || (kind === 'longText' && !(isShort(from) && isShort(to)))) {
      const note = isEmpty(from) ? 'audit.value.added' : isEmpty(to) ? 'audit.value.removed' : 'audit.value.replaced';
      lines.push({ label, note: t(note) });
      return;
    }
    lines.push({ label, from: show(from, kind), to: show(to, kind) });
  };

  const fields = fieldsOf[entity] ?? {};
  const fieldLabel = (field: Field) => (typeof field.label === 'function' ? field.label(t) : t(field.label));
  const language = (code: string) => t(code === 'ar' ? 'audit.language.ar' : 'audit.language.en');

  const visit = (key: string, from: unknown, to: unknown) => {
    const field = fields[key];
    if (field?.localized && (isLocalizedText(from) || isLocalizedText(to))) {
      const before = (isLocalizedText(from) ? from : {}) as Record<string, string | undefined>;
      const after = (isLocalizedText(to) ? to : {}) as Record<string, string | undefined>;
      for (const code of ['en', 'ar']) {
        if ((before[code] ?? '') !== (after[code] ?? ''))
          push(`${fieldLabel(field)} (${language(code)})`, before[code], after[code], field.value);
      }
      return;
    }
    if (field?.word) {
      const word = (value: unknown) => (typeof value === 'string' && value ? t(field.word!(value)) : value);
      return push(fieldLabel(field), word(from), word(to), field.value);
    }
    if (field) return push(fieldLabel(field), from, to, field.value);
    // Grouped settings (hotlines, the head office map, notification addresses) change per part.
    if (isPlainObject(from) || isPlainObject(to)) {
      const before = isPlainObject(from) ? from : {};
      const after = isPlainObject(to) ? to : {};
      for (const part of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (JSON.stringify(before[part]) !== JSON.stringify(after[part]))
          visit(`${key}.${part}`, before[part], after[part]);
      }
      return;
    }
    if (key.startsWith('staffNotificationEmails.')) {
      const kind = key.slice('staffNotificationEmails.'.length);
      return push(t('audit.field.notify', { kind: t(`cms.settings.kind.${kind}` as MessageKey) }), from, to, 'text');
    }
    // A holiday closure added or removed ('closure:5', 'closure:all'): its dates and reason as saved.
    const closureBranch = /^closure:(\d+|all)$/.exec(key)?.[1];
    if (closureBranch) {
      const branch =
        closureBranch === 'all'
          ? t('cms.closures.allBranches')
          : (names.branchById.get(Number(closureBranch)) ?? closureBranch);
      return push(t('audit.field.closure', { branch }), from, to, 'text');
    }
    // A day of the week's hours at a branch ('Dubai_Ittihad Road#5'): 'usual' and 'closed' in words.
    const [placeValue, day] = key.split('#');
    if (day !== undefined && /^[0-6]$/.test(day) && names.branchByValue.has(placeValue)) {
      const word = (value: unknown) =>
        value === 'usual' ? t('audit.value.usualHours') : value === 'closed' ? t('audit.value.closed') : value;
      return push(
        `${names.branchByValue.get(placeValue)}, ${weekdayName(Number(day) as Weekday, locale)}`,
        word(from),
        word(to),
        'text',
      );
    }
    // A vehicle type's excess or kilometre rate ('cdwExcessFils:Luxury'), a model's tank ('tankLitres:Kia Picanto').
    const [figure, owner] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    const figureLabels: Record<string, MessageKey> = {
      cdwExcessFils: 'cms.charges.cdwExcess',
      extraKmFils: 'cms.charges.extraKm',
      scdwDailyFils: 'cms.charges.scdwDaily',
      depositFils: 'cms.charges.deposit',
      tankLitres: 'cms.charges.tanksHeading',
      youngDriverMinimumAge: 'cms.settings.youngAge',
      youngDriverDailyFils: 'cms.settings.youngFee',
    };
    if (Object.hasOwn(figureLabels, figure)) {
      const label = t(figureLabels[figure]);
      const type = names.vehicleTypeByName.get(owner) ?? owner;
      return push(
        t('audit.field.classFigure', { type, figure: label }),
        from,
        to,
        figure === 'tankLitres' || figure === 'youngDriverMinimumAge' ? 'count' : 'aed',
      );
    }
    // Cars per branch ('branch 5'), opening hours per branch (its value) and ages per vehicle type (its name).
    const branchId = /^branch (\d+)$/.exec(key)?.[1];
    const place = branchId ? names.branchById.get(Number(branchId)) : names.branchByValue.get(key);
    if (place) return push(place, from, to, 'text');
    const type = names.vehicleTypeByName.get(key);
    if (type) return push(type, from, to, 'text');
    push(key, from, to, 'text');
  };

  for (const [key, change] of Object.entries(changes)) {
    if (isPlainObject(change) && 'from' in change && 'to' in change) visit(key, change.from, change.to);
  }
  return lines;
}
