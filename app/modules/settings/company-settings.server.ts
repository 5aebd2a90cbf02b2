import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type LocalizedText, branchClosures, branches, settings, vehicleTypes } from '~/db/schema';
import { changedFields, listChanges, recordChange } from '~/modules/audit/audit-trail.server';
import { type BookingOnClosedDay, bookingsOnClosedDays } from './closure-bookings.server';
import { hotlines as defaultHotlines } from '~/components/frame/navigation';
import { cachedReference, forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { type HeadOfficeMap, readHeadOfficeMap } from './head-office-map';
import { minuteOfDayLabel, openingWindows } from '~/utils/opening-hours';
import type { DayHours, WeekdayHours } from '~/utils/opening-hours';
import { type ClosureInput, type NotificationKind, type SettingsSection, notificationKinds } from './settings-form';
import { type HoursDayFields, weekdays } from './hours-form';

/**
 * The company settings staff edit on one page. Most live in the `settings` table (one JSON value
 * per key); opening hours live on each branch and minimum ages on each vehicle type, where the
 * booking rules read them. Every save records what changed, under one audit record per section.
 */
export const sectionRecord: Record<SettingsSection, string> = {
  company: 'company',
  office: 'headOfficeMap',
  notifications: 'staffNotificationEmails',
  hours: 'branchOpeningHours',
  closures: 'branchClosures',
  ages: 'minimumRenterAge',
  booking: 'bookingRules',
  charges: 'returnCharges',
  classCharges: 'classCharges',
  tanks: 'tankSizes',
};

const DEFAULT_TRADE_NAME = 'Oasis Rent A Car';
const companyKeys = [
  'companyTradeName',
  'companyLegalName',
  'taxRegistrationNumber',
  'invoiceAddress',
  'hotlines',
] as const;
const bookingKeys = [
  'turnaroundBufferMinutes',
  'externalReservationUrl',
  'fazaaDiscountPercent',
  'esaadDiscountPercent',
] as const;

async function readValues(keys: readonly string[], database: Database = db()): Promise<Record<string, unknown>> {
  const rows = await database
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

// Drizzle parses jsonb text a second time on PGlite, so a digits-only string (the TRN) can come back as a number.
const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const localizedOf = (value: unknown): LocalizedText =>
  value && typeof value === 'object' && typeof (value as LocalizedText).en === 'string'
    ? (value as LocalizedText)
    : { en: '' };
const percentText = (value: unknown) => (typeof value === 'number' && value > 0 ? String(value) : '');
const isAddress = (value: unknown): value is string => typeof value === 'string' && value.includes('@');

/** Today's staff addresses by kind, from either stored shape: an object by kind, or the seed's list (reservations first). */
function notificationAddresses(setting: unknown): Record<NotificationKind, string> {
  let byKind: Record<string, unknown> = {};
  if (Array.isArray(setting)) {
    const addresses = setting.filter(isAddress);
    const reservations = addresses.find((address) => /^reservations?@/i.test(address)) ?? addresses[0] ?? '';
    const general = addresses.find((address) => !/^reservations?@/i.test(address)) ?? addresses[0] ?? '';
    byKind = Object.fromEntries(
      notificationKinds.map((kind) => [kind, kind === 'reservations' ? reservations : general]),
    );
  } else if (setting && typeof setting === 'object') {
    const stored = setting as Record<string, unknown>;
    const fallback = [stored.enquiries, stored.general, stored.customerCare, stored.default].find(isAddress) ?? '';
    byKind = Object.fromEntries(
      notificationKinds.map((kind) => [kind, isAddress(stored[kind]) ? stored[kind] : fallback]),
    );
  }
  return Object.fromEntries(notificationKinds.map((kind) => [kind, textOf(byKind[kind])])) as Record<
    NotificationKind,
    string
  >;
}

/** Everything the settings page shows, as the form's field values. */
export async function readSettingsForStaff() {
  const values = await readValues([...companyKeys, ...bookingKeys, 'staffNotificationEmails', 'headOfficeMap']);
  const office = readHeadOfficeMap(values.headOfficeMap);
  const hotlines = (values.hotlines ?? {}) as Record<string, unknown>;
  const invoiceAddress = localizedOf(values.invoiceAddress);
  const [branchRows, typeRows] = await Promise.all([
    db()
      .select({
        id: branches.id,
        value: branches.value,
        nameLabel: branches.nameLabel,
        cityLabel: branches.cityLabel,
        opensAtMinute: branches.opensAtMinute,
        closesAtMinute: branches.closesAtMinute,
        weekdayHours: branches.weekdayHours,
      })
      .from(branches)
      .orderBy(asc(branches.sortOrder), asc(branches.id)),
    db()
      .select({
        id: vehicleTypes.id,
        name: vehicleTypes.name,
        label: vehicleTypes.label,
        minimumRenterAge: vehicleTypes.minimumRenterAge,
        youngDriverMinimumAge: vehicleTypes.youngDriverMinimumAge,
        youngDriverDailyFils: vehicleTypes.youngDriverDailyFils,
      })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.sortOrder), asc(vehicleTypes.id)),
  ]);
  return {
    company: {
      tradeName: textOf(values.companyTradeName),
      legalName: textOf(values.companyLegalName),
      trn: textOf(values.taxRegistrationNumber),
      invoiceAddressEn: invoiceAddress.en,
      invoiceAddressAr: invoiceAddress.ar ?? '',
      hotlineAbuDhabiAlAin: textOf(hotlines.abuDhabiAlAin),
      hotlineDubaiNorthern: textOf(hotlines.dubaiNorthern),
    },
    office: {
      officeAddressEn: office.address.en,
      officeAddressAr: office.address.ar ?? '',
      latitude: String(office.lat),
      longitude: String(office.lon),
      zoom: String(office.zoom),
    },
    notifications: notificationAddresses(values.staffNotificationEmails),
    branches: branchRows.map((row) => ({
      ...row,
      opens: minuteOfDayLabel(row.opensAtMinute),
      closes: minuteOfDayLabel(row.closesAtMinute),
      // Per day of the week as the form shows it: empty times for the usual hours.
      days: Object.fromEntries(
        weekdays.map((day) => {
          const hours = row.weekdayHours?.[`${day}`];
          const label = (minute: number | undefined) => (minute === undefined ? '' : minuteOfDayLabel(minute));
          return [
            day,
            {
              opens: label(hours?.opensAtMinute),
              closes: label(hours?.closesAtMinute),
              breakFrom: label(hours?.breakStartMinute),
              breakTo: label(hours?.breakEndMinute),
              closed: hours === null,
            },
          ];
        }),
      ) as Record<(typeof weekdays)[number], HoursDayFields>,
    })),
    vehicleTypes: typeRows,
    booking: {
      turnaroundBufferMinutes:
        typeof values.turnaroundBufferMinutes === 'number' ? String(values.turnaroundBufferMinutes) : '120',
      externalReservationUrl: textOf(values.externalReservationUrl),
      fazaaDiscountPercent: percentText(values.fazaaDiscountPercent),
      esaadDiscountPercent: percentText(values.esaadDiscountPercent),
    },
  };
}

/** The company's rental name: the default author of blog posts. */
/** `database`: a transaction to read in (a mail written inside it), else the application's database. */
export async function companyTradeName(database?: Database): Promise<string> {
  const { companyTradeName: name } = await readValues(['companyTradeName'], database);
  return typeof name === 'string' && name ? name : DEFAULT_TRADE_NAME;
}

// A JSON null (not SQL NULL) marks a setting that exists but is unset, as the seed stores it.
const jsonValue = (value: unknown) => (value === null ? sql`'null'::jsonb` : value);

/** Writes a section's values; false when nothing differs from what is stored, and then nothing is recorded. */
export async function saveSettingsSection(
  actorId: number,
  section: SettingsSection,
  next: Record<string, unknown>,
): Promise<boolean> {
  const changed = await db().transaction(async (tx) => {
    const rows = await tx
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, Object.keys(next)))
      .for('update');
    // A digits-only text read back as a number (see textOf) is the same value, not a change.
    const before = Object.fromEntries(
      rows.map((row) => [
        row.key,
        typeof row.value === 'number' && String(row.value) === next[row.key] ? next[row.key] : row.value,
      ]),
    );
    const changes = changedFields(before, next);
    if (Object.keys(changes).length === 0) return false;
    for (const key of Object.keys(changes)) {
      await tx
        .insert(settings)
        .values({ key, value: jsonValue(next[key]) })
        .onConflictDoUpdate({ target: settings.key, set: { value: jsonValue(next[key]), updatedAt: sql`now()` } });
    }
    await recordChange(
      { actorId, entity: 'setting', entityId: sectionRecord[section], action: 'updated', changes },
      tx,
    );
    return true;
  });
  forgetReferenceData();
  return changed;
}

export const saveCompanySettings = (actorId: number, values: Record<(typeof companyKeys)[number], unknown>) =>
  saveSettingsSection(actorId, 'company', values);
export const saveHeadOffice = (actorId: number, values: { headOfficeMap: HeadOfficeMap }) =>
  saveSettingsSection(actorId, 'office', values);
export const saveNotificationAddresses = (actorId: number, addresses: Record<NotificationKind, string>) =>
  saveSettingsSection(actorId, 'notifications', { staffNotificationEmails: addresses });
export const saveBookingRules = (actorId: number, values: Record<(typeof bookingKeys)[number], unknown>) =>
  saveSettingsSection(actorId, 'booking', values);

const hoursLabel = (opens: number, closes: number) => `${minuteOfDayLabel(opens)}-${minuteOfDayLabel(closes)}`;
/** A day of the week's hours for the history: its window or two ('08:00-12:00, 14:00-20:00'), 'closed', or 'usual' (the branch's usual hours). */
const dayLabel = (day: DayHours | null | undefined) =>
  day === undefined
    ? 'usual'
    : day === null
      ? 'closed'
      : openingWindows(day)
          .map((window) => hoursLabel(window.opensAtMinute, window.closesAtMinute))
          .join(', ');

/**
 * Saves the opening hours where the booking rules read them: on each branch, the usual window and
 * the days of the week that differ. The history keys a usual window by the branch and a day by
 * branch#day (0 Sunday ... 6 Saturday).
 */
export async function saveBranchHours(
  actorId: number,
  hours: { branchId: number; opensAtMinute: number; closesAtMinute: number; weekdayHours: WeekdayHours }[],
) {
  const changed = await db().transaction(async (tx) => {
    const changes: Record<string, { from: string; to: string }> = {};
    for (const entry of hours) {
      const [before] = await tx
        .select({
          value: branches.value,
          opens: branches.opensAtMinute,
          closes: branches.closesAtMinute,
          weekdayHours: branches.weekdayHours,
        })
        .from(branches)
        .where(eq(branches.id, entry.branchId))
        .for('update');
      if (!before) continue;
      const usualChanged = before.opens !== entry.opensAtMinute || before.closes !== entry.closesAtMinute;
      if (usualChanged)
        changes[before.value] = {
          from: hoursLabel(before.opens, before.closes),
          to: hoursLabel(entry.opensAtMinute, entry.closesAtMinute),
        };
      let daysChanged = false;
      for (const day of weekdays) {
        const [from, to] = [dayLabel(before.weekdayHours?.[`${day}`]), dayLabel(entry.weekdayHours[`${day}`])];
        if (from !== to) {
          changes[`${before.value}#${day}`] = { from, to };
          daysChanged = true;
        }
      }
      if (!usualChanged && !daysChanged) continue;
      await tx
        .update(branches)
        .set({
          opensAtMinute: entry.opensAtMinute,
          closesAtMinute: entry.closesAtMinute,
          weekdayHours: entry.weekdayHours,
        })
        .where(eq(branches.id, entry.branchId));
    }
    if (!Object.keys(changes).length) return false;
    await recordChange({ actorId, entity: 'setting', entityId: sectionRecord.hours, action: 'updated', changes }, tx);
    return true;
  });
  forgetReferenceData();
  return changed;
}

/**
 * Adds a holiday closure, unless a booking still has a pick-up or a return at the branch on one of
 * its days: then nothing is added and those bookings come back, to be moved or cancelled first.
 */
export async function addClosure(
  actorId: number,
  input: ClosureInput,
): Promise<{ ok: true } | { ok: false; affected: BookingOnClosedDay[] }> {
  const added = await db().transaction(async (tx) => {
    const affected = await bookingsOnClosedDays(tx, input);
    if (affected.length > 0) return { ok: false as const, affected };
    await tx.insert(branchClosures).values({ ...input, createdBy: actorId });
    await recordChange(
      {
        actorId,
        entity: 'setting',
        entityId: sectionRecord.closures,
        action: 'updated',
        changes: {
          [closureKey(input.branchId)]: { from: null, to: `${input.firstDate}..${input.lastDate} ${input.reason.en}` },
        },
      },
      tx,
    );
    return { ok: true as const };
  });
  if (added.ok) forgetReferenceData();
  return added;
}

/** Removes a closure (a holiday moved or cancelled); false when it was already gone. */
export async function removeClosure(actorId: number, id: number): Promise<boolean> {
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx.delete(branchClosures).where(eq(branchClosures.id, id)).returning();
    if (!row) return false;
    await recordChange(
      {
        actorId,
        entity: 'setting',
        entityId: sectionRecord.closures,
        action: 'updated',
        changes: {
          [closureKey(row.branchId)]: { from: `${row.firstDate}..${row.lastDate} ${row.reason.en}`, to: null },
        },
      },
      tx,
    );
    return true;
  });
  forgetReferenceData();
  return removed;
}

/** The history key of a closure: the branch's value, or 'all' for every branch. */
const closureKey = (branchId: number | null) => (branchId === null ? 'closure:all' : `closure:${branchId}`);

/**
 * Saves each vehicle type's minimum renter age, which the booking box and the personal step enforce,
 * and its young-driver age and surcharge (decision 082).
 */
export async function saveMinimumAges(
  actorId: number,
  ages: {
    vehicleTypeId: number;
    minimumRenterAge: number;
    youngDriverMinimumAge: number | null;
    youngDriverDailyFils: number;
  }[],
) {
  const changed = await db().transaction(async (tx) => {
    const changes: Record<string, { from: number | null; to: number | null }> = {};
    for (const entry of ages) {
      const [before] = await tx
        .select({
          name: vehicleTypes.name,
          age: vehicleTypes.minimumRenterAge,
          youngAge: vehicleTypes.youngDriverMinimumAge,
          youngFee: vehicleTypes.youngDriverDailyFils,
        })
        .from(vehicleTypes)
        .where(eq(vehicleTypes.id, entry.vehicleTypeId))
        .for('update');
      if (!before) continue;
      if (
        before.age === entry.minimumRenterAge &&
        before.youngAge === entry.youngDriverMinimumAge &&
        before.youngFee === entry.youngDriverDailyFils
      )
        continue;
      await tx
        .update(vehicleTypes)
        .set({
          minimumRenterAge: entry.minimumRenterAge,
          youngDriverMinimumAge: entry.youngDriverMinimumAge,
          youngDriverDailyFils: entry.youngDriverDailyFils,
        })
        .where(eq(vehicleTypes.id, entry.vehicleTypeId));
      if (before.age !== entry.minimumRenterAge)
        changes[before.name] = { from: before.age, to: entry.minimumRenterAge };
      if (before.youngAge !== entry.youngDriverMinimumAge)
        changes[`youngDriverMinimumAge:${before.name}`] = { from: before.youngAge, to: entry.youngDriverMinimumAge };
      if (before.youngFee !== entry.youngDriverDailyFils)
        changes[`youngDriverDailyFils:${before.name}`] = { from: before.youngFee, to: entry.youngDriverDailyFils };
    }
    if (!Object.keys(changes).length) return false;
    await recordChange({ actorId, entity: 'setting', entityId: sectionRecord.ages, action: 'updated', changes }, tx);
    return true;
  });
  forgetReferenceData();
  return changed;
}

/** The history of every section of the page, newest first. */
export async function settingsHistory() {
  const entries = await Promise.all(
    Object.entries(sectionRecord).map(
      async ([section, record]) => [section, await listChanges('setting', record, 20)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<SettingsSection, Awaited<ReturnType<typeof listChanges>>>;
}

/** The two customer-service hotlines the site frame shows, as staff last saved them. */
/** Read in `database` when given (a transaction, which the cache must not outlive), else through the reference cache. */
export function siteHotlines(database?: Database): Promise<typeof defaultHotlines> {
  const load = async (from?: Database) => {
    const { hotlines } = await readValues(['hotlines'], from);
    const stored = (hotlines ?? {}) as Record<string, unknown>;
    return {
      abuDhabiAlAin: textOf(stored.abuDhabiAlAin) || defaultHotlines.abuDhabiAlAin,
      dubaiNorthern: textOf(stored.dubaiNorthern) || defaultHotlines.dubaiNorthern,
    };
  };
  return database ? load(database) : cachedReference('site-hotlines', () => load());
}
