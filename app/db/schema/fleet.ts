import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WeekdayHours } from '~/utils/opening-hours';
import { carStatuses, plateEmirates } from '../../modules/cars/car-rules';
import { blockReasons } from '../../modules/fleet/block-reasons';
import { createdAt, localized, oneOf } from './columns';
import { storedFiles } from './files';

export const transmissions = ['Automatic', 'Manual'] as const;

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  city: text('city').notNull(),
  name: text('name').notNull(),
  /** The spec's 'city_branch' value, e.g. 'Dubai_Ittihad Road'. */
  value: text('value').notNull().unique(),
  cityLabel: localized('city_label').notNull(),
  nameLabel: localized('name_label').notNull(),
  emirate: text('emirate').notNull(),
  phone: text('phone').notNull(),
  address: localized('address').notNull(),
  mapUrl: text('map_url').notNull(),
  /** The usual opening hours, as minutes after midnight, Asia/Dubai. */
  opensAtMinute: integer('opens_at_minute').notNull(),
  closesAtMinute: integer('closes_at_minute').notNull(),
  /** Days of the week (0 Sunday ... 6 Saturday) with other hours, or null for closed; the others keep the usual hours. */
  weekdayHours: jsonb('weekday_hours').$type<WeekdayHours>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Days a branch (or, with no branch, every branch) is closed, such as public holidays: no pick-up or return then. */
export const branchClosures = pgTable(
  'branch_closures',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    /** Shown on the location guide in the reader's language. */
    reason: localized('reason').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('branch_closures_last_date_idx').on(t.lastDate)],
);

export const collectionLocations = pgTable('collection_locations', {
  id: serial('id').primaryKey(),
  city: text('city').notNull().unique(),
  label: localized('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const emirates = pgTable('emirates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: localized('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    label: localized('label').notNull(),
    minimumRenterAge: integer('minimum_renter_age').notNull(),
    /**
     * A lower age a renter may be with the young-driver surcharge (decision 082); null: none lower.
     * Drivers from this age up to the minimum pay `youngDriverDailyFils` a rental day, before VAT.
     */
    youngDriverMinimumAge: integer('young_driver_minimum_age'),
    youngDriverDailyFils: integer('young_driver_daily_fils').notNull().default(0),
    /** What a renter with the standard CDW pays of a damage at most, in fils. */
    cdwExcessFils: integer('cdw_excess_fils').notNull().default(150_000),
    /** The price of each kilometre driven over the rental's allowance, in fils. */
    extraKmFils: integer('extra_km_fils').notNull().default(50),
    /** The super CDW's price per rental day (no excess, on top of the CDW), in fils; 0: not sold for this class. */
    scdwDailyFils: integer('scdw_daily_fils').notNull().default(0),
    imageFileId: integer('image_file_id').references(() => storedFiles.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The security deposit held at hand-over for a car of this class, in fils (decision 056). */
    depositFils: integer('deposit_fils').notNull().default(200_000),
  },
  (t) => [
    check('vehicle_types_cdw_excess_check', sql`${t.cdwExcessFils} >= 0`),
    check('vehicle_types_extra_km_check', sql`${t.extraKmFils} >= 0`),
    check('vehicle_types_scdw_daily_check', sql`${t.scdwDailyFils} >= 0`),
    check(
      'vehicle_types_young_driver_check',
      sql`${t.youngDriverDailyFils} >= 0 and (${t.youngDriverMinimumAge} is null or (${t.youngDriverMinimumAge} >= 18 and ${t.youngDriverMinimumAge} < ${t.minimumRenterAge}))`,
    ),
  ],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    referenceNo: text('reference_no').notNull().unique(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    bodyStyle: text('body_style').notNull(),
    seats: integer('seats').notNull(),
    passengers: integer('passengers').notNull(),
    luggage: integer('luggage').notNull(),
    doors: integer('doors').notNull(),
    airConditioned: boolean('air_conditioned').notNull().default(true),
    transmission: text('transmission', { enum: transmissions }).notNull(),
    /** The fuel tank's size in whole litres: a fuel shortfall in eighths is charged in litres of it. */
    tankLitres: integer('tank_litres').notNull().default(50),
    popular: boolean('popular').notNull().default(false),
    description: localized('description').notNull(),
    imageFileId: integer('image_file_id').references(() => storedFiles.id),
    /** Soft delete: retired models keep their bookings. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_models_type_idx').on(t.vehicleTypeId),
    oneOf('vehicle_models_transmission_check', t.transmission, transmissions),
    check('vehicle_models_tank_litres_check', sql`${t.tankLitres} between 10 and 200`),
  ],
);

/**
 * A model's rate card, every amount in fils (1 AED = 100 fils). Each tier rate is a price per day;
 * a model may have several cards over time, and the newest non-zero one is used.
 */
export const rateCards = pgTable('rate_cards', {
  id: serial('id').primaryKey(),
  vehicleModelId: integer('vehicle_model_id')
    .notNull()
    .references(() => vehicleModels.id),
  dailyFils: integer('daily_fils').notNull(),
  weeklyFils: integer('weekly_fils').notNull(),
  monthlyFils: integer('monthly_fils').notNull(),
  cdwDailyFils: integer('cdw_daily_fils').notNull(),
  cdwWeeklyFils: integer('cdw_weekly_fils').notNull(),
  cdwMonthlyFils: integer('cdw_monthly_fils').notNull(),
  paiDailyFils: integer('pai_daily_fils').notNull(),
  paiWeeklyFils: integer('pai_weekly_fils').notNull(),
  paiMonthlyFils: integer('pai_monthly_fils').notNull(),
  gpsDailyFils: integer('gps_daily_fils').notNull(),
  gpsWeeklyFils: integer('gps_weekly_fils').notNull(),
  gpsMonthlyFils: integer('gps_monthly_fils').notNull(),
  additionalDriverFils: integer('additional_driver_fils').notNull(),
  babySeatFils: integer('baby_seat_fils').notNull(),
  createdAt: createdAt(),
});

/**
 * One car of the fleet, known by its plate and VIN. A branch's stock of a model is the cars whose
 * home branch it is, while available or on rent with registration and insurance valid
 * (app/modules/fleet/availability.server.ts). `status` moves only through moveCarStatus.
 */
export const fleetCars = pgTable(
  'fleet_cars',
  {
    id: serial('id').primaryKey(),
    plateEmirate: text('plate_emirate', { enum: plateEmirates }).notNull(),
    plateCode: text('plate_code').notNull(),
    plateNumber: integer('plate_number').notNull(),
    vin: text('vin').notNull().unique(),
    colour: text('colour').notNull(),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id),
    homeBranchId: integer('home_branch_id')
      .notNull()
      .references(() => branches.id),
    odometerKm: integer('odometer_km').notNull().default(0),
    /** The last day each paper is valid (Dubai dates). */
    registrationExpiresOn: date('registration_expires_on', { mode: 'string' }).notNull(),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }).notNull(),
    nextServiceOn: date('next_service_on', { mode: 'string' }),
    nextServiceKm: integer('next_service_km'),
    status: text('status', { enum: carStatuses }).notNull().default('available'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fleet_cars_plate_idx').on(t.plateEmirate, t.plateCode, t.plateNumber),
    index('fleet_cars_branch_model_idx').on(t.homeBranchId, t.vehicleModelId),
    oneOf('fleet_cars_status_check', t.status, carStatuses),
    oneOf('fleet_cars_plate_emirate_check', t.plateEmirate, plateEmirates),
    check('fleet_cars_plate_number_check', sql`${t.plateNumber} between 1 and 99999`),
    check('fleet_cars_vin_check', sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    check('fleet_cars_odometer_check', sql`${t.odometerKm} >= 0`),
    check('fleet_cars_next_service_km_check', sql`${t.nextServiceKm} >= 0`),
  ],
);

/**
 * Cars of a model at a branch taken out of availability for a while (the workshop, an accident, a
 * car kept for someone): while a block overlaps a rental, that many fewer cars can be booked.
 */
export const blockedCars = pgTable(
  'blocked_cars',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    cars: integer('cars').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: blockReasons }).notNull(),
    note: text('note'),
    /** The staff member who blocked them (users.id). */
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('blocked_cars_model_branch_idx').on(t.vehicleModelId, t.branchId, t.endsAt),
    oneOf('blocked_cars_reason_check', t.reason, blockReasons),
  ],
);

export const fleetCategories = pgTable('fleet_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: localized('label').notNull(),
  vehicleTypeNames: jsonb('vehicle_type_names').$type<string[]>().notNull(),
  imageFileId: integer('image_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Images of a vehicle model, in the order staff set; the first is the thumbnail. */
export const vehicleImages = pgTable(
  'vehicle_images',
  {
    id: serial('id').primaryKey(),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_images_model_idx').on(t.vehicleModelId, t.position)],
);
