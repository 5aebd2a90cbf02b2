import { youngDriverGroup } from './enquiry-choices';
import { and, asc, eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { branches, collectionLocations, bookingEnquiries, vehicleModels, vehicleTypes } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { openingHoursOf, upcomingClosures } from '~/modules/fleet/branch-hours.server';
import { dubaiToday } from '~/utils/dubai-time';
import type { EnquiryInput } from './enquiry-form';

/** Everything the booking form offers, labelled in the visitor's language. */
export function loadEnquiryOptions(locale: Locale) {
  // Closures end: the day is part of the key, so yesterday's list is not served today.
  return cachedReference(`enquiry-options:${locale}:${dubaiToday()}`, () => readEnquiryOptions(locale));
}

async function readEnquiryOptions(locale: Locale) {
  const [branchRows, typeRows, collectionRows, closures] = await Promise.all([
    db()
      .select({
        id: branches.id,
        value: branches.value,
        city: branches.city,
        cityLabel: branches.cityLabel,
        nameLabel: branches.nameLabel,
        opensAtMinute: branches.opensAtMinute,
        closesAtMinute: branches.closesAtMinute,
        weekdayHours: branches.weekdayHours,
      })
      .from(branches)
      .orderBy(asc(branches.sortOrder)),
    db()
      .select({
        name: vehicleTypes.name,
        label: vehicleTypes.label,
        minimumRenterAge: vehicleTypes.minimumRenterAge,
        youngDriverMinimumAge: vehicleTypes.youngDriverMinimumAge,
      })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.sortOrder)),
    db()
      .select({ city: collectionLocations.city, label: collectionLocations.label })
      .from(collectionLocations)
      .orderBy(asc(collectionLocations.sortOrder)),
    upcomingClosures(),
  ]);
  return {
    branches: branchRows.map((row) => ({
      ...row,
      ...openingHoursOf(row, closures),
      cityLabel: localized(row.cityLabel, locale),
      nameLabel: localized(row.nameLabel, locale),
    })),
    vehicleTypes: typeRows.map((row) => ({
      name: row.name,
      label: localized(row.label, locale),
      // The youngest renter the class takes: with the young-driver surcharge where staff set a lower age.
      minimumRenterAge: row.youngDriverMinimumAge ?? row.minimumRenterAge,
    })),
    collectionLocations: collectionRows.map((row) => ({ city: row.city, label: localized(row.label, locale) })),
  };
}

/** Stores a checked enquiry; returns the public key that names it in its links. */
export async function createEnquiry(
  input: Omit<EnquiryInput, 'vehicleModelId'>,
  extra: { locale: Locale; userId: number | null },
) {
  const [pickup] = await db()
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.value, input.pickupLocation));
  const [dropoff] = await db()
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.value, input.dropoffLocation));
  const [type] = await db()
    .select({ id: vehicleTypes.id })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.name, input.vehicleType));
  const [row] = await db()
    .insert(bookingEnquiries)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      vehicleTypeId: type.id,
      pickupBranchId: pickup.id,
      dropoffBranchId: dropoff.id,
      pickupLocation: input.pickupLocation,
      dropoffLocation: input.dropoffLocation,
      collectionCity: input.collectionCity,
      returnAddress: input.returnAddress,
      deliveryCity: input.deliveryCity,
      deliveryAddress: input.deliveryAddress,
      flightNumber: input.flightNumber,
      pickupAt: input.pickupAt,
      dropoffAt: input.dropoffAt,
      ageGroup: input.ageGroup,
      residency: input.residency,
      userId: extra.userId,
      locale: extra.locale,
    })
    .returning({ publicId: bookingEnquiries.publicId });
  return row.publicId;
}

/** An enquiry with its branches and vehicle type, as the vehicle choice pages need it. */
export async function findEnquiry(publicId: string) {
  const [row] = await db()
    .select({
      id: bookingEnquiries.id,
      publicId: bookingEnquiries.publicId,
      vehicleType: vehicleTypes.name,
      pickupBranchId: bookingEnquiries.pickupBranchId,
      dropoffBranchId: bookingEnquiries.dropoffBranchId,
      pickupLocation: bookingEnquiries.pickupLocation,
      dropoffLocation: bookingEnquiries.dropoffLocation,
      collectionCity: bookingEnquiries.collectionCity,
      deliveryCity: bookingEnquiries.deliveryCity,
      deliveryAddress: bookingEnquiries.deliveryAddress,
      ageGroup: bookingEnquiries.ageGroup,
      minimumRenterAge: vehicleTypes.minimumRenterAge,
      pickupAt: bookingEnquiries.pickupAt,
      dropoffAt: bookingEnquiries.dropoffAt,
      userId: bookingEnquiries.userId,
    })
    .from(bookingEnquiries)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, bookingEnquiries.vehicleTypeId))
    .where(eq(bookingEnquiries.publicId, publicId))
    .limit(1);
  // The age group the visitor gave decides the young-driver surcharge of the prices shown; the birth date checks it.
  return row && { ...row, youngDriver: youngDriverGroup(row.ageGroup, row.minimumRenterAge) };
}

/**
 * The model chosen on its page (RENT IT), kept only when it is a car in service of the enquiry's
 * type: an unknown, retired or other-type id (a hand-edited link) is simply forgotten.
 */
export async function chosenModelOfType(vehicleModelId: number | null, vehicleType: string): Promise<number | null> {
  if (vehicleModelId === null) return null;
  const [row] = await db()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(
      and(eq(vehicleModels.id, vehicleModelId), eq(vehicleModels.active, true), eq(vehicleTypes.name, vehicleType)),
    )
    .limit(1);
  return row?.id ?? null;
}
