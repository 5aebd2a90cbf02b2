import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { bookingAmendments, bookings } from './bookings';
import { createdAt, oneOf } from './columns';
import { storedFiles } from './files';
import { fleetCars, vehicleTypes } from './fleet';
import { type DamageMark, carZones } from '../../modules/rentals/agreement/car-zones';
import type { RentalAgreementSource } from '../../modules/rentals/agreement/agreement-source';

/** A photo taken at hand-over ('out') or at return ('in'). */
export const rentalPhotoStages = ['out', 'in'] as const;
export type RentalPhotoStage = (typeof rentalPhotoStages)[number];

/**
 * The rental of a booking from its hand-over to its return: which car went out (by plate), its
 * readings each way, the damage already on it and the damage found at return, the licence seen,
 * and the agreement the renter signed on the counter's screen. Written by the hand-over and the
 * return (app/modules/rentals/), never edited afterwards but for the agreement in force, which a
 * change of the rental re-issues (decision 068): a correction is a new hand-over by staff who undo
 * the old one, recorded in the audit log.
 */
export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    fleetCarId: integer('fleet_car_id')
      .notNull()
      .references(() => fleetCars.id),
    /** Why a car of another model than the booked one went out (a swap or an upgrade); null for the booked model. */
    upgradeNote: text('upgrade_note'),
    /**
     * The higher class the car went out as, when it was an upgrade (decision 087): the renter keeps
     * the booked class's price and terms. Null for a car of the booked class.
     */
    upgradedToTypeId: integer('upgraded_to_type_id').references(() => vehicleTypes.id),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }).notNull(),
    handedOverBy: integer('handed_over_by')
      .notNull()
      .references(() => users.id),
    odometerOutKm: integer('odometer_out_km').notNull(),
    fuelOutEighths: integer('fuel_out_eighths').notNull(),
    damageOut: jsonb('damage_out').$type<DamageMark[]>().notNull().default([]),
    /** The driving licence number staff read off the card at the counter; it matched the account's. */
    licenceSeen: text('licence_seen').notNull(),
    signatureFileId: integer('signature_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /**
     * The agreement now in force (PDF, both languages): the one signed at hand-over, or the latest
     * re-issued after a change (rental_agreements keeps every version).
     */
    agreementFileId: integer('agreement_file_id')
      .notNull()
      .references(() => storedFiles.id),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: integer('returned_by').references(() => users.id),
    odometerInKm: integer('odometer_in_km'),
    fuelInEighths: integer('fuel_in_eighths'),
    damageIn: jsonb('damage_in').$type<DamageMark[]>(),
    /** Staff's assessment of the new damage's repair, in fils (the renter pays up to the cover's excess). */
    newDamageFils: integer('new_damage_fils'),
    cleaningNeeded: boolean('cleaning_needed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rentals_booking_key').on(t.bookingId),
    // The car's periods, for matching tolls and fines to the rental that had it.
    index('rentals_car_idx').on(t.fleetCarId, t.handedOverAt),
    // The cars out now, for availability: a booking holds the model of the car it has out (decision 087).
    index('rentals_out_idx')
      .on(t.fleetCarId)
      .where(sql`${t.returnedAt} IS NULL`),
    // An upgrade is a car of another model, and every such car goes out with a note saying why.
    check('rentals_upgrade_noted_check', sql`${t.upgradedToTypeId} IS NULL OR ${t.upgradeNote} IS NOT NULL`),
    check('rentals_odometer_out_check', sql`${t.odometerOutKm} >= 0`),
    check('rentals_fuel_out_check', sql`${t.fuelOutEighths} between 0 and 8`),
    check('rentals_fuel_in_check', sql`${t.fuelInEighths} between 0 and 8`),
    check('rentals_odometer_in_check', sql`${t.odometerInKm} >= ${t.odometerOutKm}`),
    check('rentals_returned_after_check', sql`${t.returnedAt} >= ${t.handedOverAt}`),
    check('rentals_new_damage_check', sql`${t.newDamageFils} >= 0`),
    // A return is recorded whole or not at all.
    check(
      'rentals_return_whole_check',
      sql`(${t.returnedAt} IS NULL) = (${t.returnedBy} IS NULL)
        AND (${t.returnedAt} IS NULL) = (${t.odometerInKm} IS NULL)
        AND (${t.returnedAt} IS NULL) = (${t.fuelInEighths} IS NULL)
        AND (${t.returnedAt} IS NULL) = (${t.damageIn} IS NULL)
        AND (${t.returnedAt} IS NULL) = (${t.newDamageFils} IS NULL)
        AND (${t.returnedAt} IS NULL) = (${t.cleaningNeeded} IS NULL)`,
    ),
  ],
);

/** The photos of a rental's car: at hand-over and at return, each of a zone of the diagram or of the whole car. */
export const rentalPhotos = pgTable(
  'rental_photos',
  {
    id: serial('id').primaryKey(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: rentalPhotoStages }).notNull(),
    zone: text('zone', { enum: carZones }),
    storedFileId: integer('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    takenBy: integer('taken_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('rental_photos_rental_idx').on(t.rentalId, t.stage),
    oneOf('rental_photos_stage_check', t.stage, rentalPhotoStages),
    oneOf('rental_photos_zone_check', t.zone, carZones),
  ],
);

/**
 * Every version of a rental's agreement, the one signed at hand-over first: a change of the rental
 * applied after hand-over (an extension) draws a new one with the renter's signature and the change
 * as an addendum (decision 068). None is ever deleted: staff may need the signed original. Each
 * keeps what it was drawn from, so the next one repeats what was signed and adds only the change.
 */
export const rentalAgreements = pgTable(
  'rental_agreements',
  {
    id: serial('id').primaryKey(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'restrict' }),
    storedFileId: integer('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The applied change this version was drawn for; null for the one signed at hand-over. */
    amendmentId: integer('amendment_id').references(() => bookingAmendments.id),
    source: jsonb('source').$type<RentalAgreementSource>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rental_agreements_rental_idx').on(t.rentalId, t.id),
    uniqueIndex('rental_agreements_file_key').on(t.storedFileId),
    // One version per change, however often applying it is tried.
    uniqueIndex('rental_agreements_amendment_key').on(t.amendmentId),
  ],
);
