import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { preownedCarStates, preownedFuels } from '../../modules/preowned/preowned-states';
import { createdAt, localized, oneOf } from './columns';
import { storedFiles } from './files';
import { transmissions, vehicleModels, vehicleTypes } from './fleet';

/**
 * Ex-fleet cars for sale at a fixed price (they replace the old auction's bidding). A car usually
 * comes from one of the rental models, but make and model are kept on the car itself, so a car
 * stays right when its rental model is renamed or retired.
 */
export const preownedCars = pgTable(
  'preowned_cars',
  {
    id: serial('id').primaryKey(),
    /** The rental model the car served as, when it did. */
    vehicleModelId: integer('vehicle_model_id').references(() => vehicleModels.id),
    make: text('make').notNull(),
    model: text('model').notNull(),
    modelYear: integer('model_year').notNull(),
    mileageKm: integer('mileage_km').notNull(),
    /** The asking price in fils, VAT included. */
    priceFils: integer('price_fils').notNull(),
    /** The body type, as one of the rental vehicle types. */
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    gccSpec: boolean('gcc_spec').notNull().default(true),
    transmission: text('transmission', { enum: transmissions }).notNull(),
    fuel: text('fuel', { enum: preownedFuels }).notNull(),
    colour: localized('colour').notNull(),
    /** The emirate the car stands in, by emirates.name. */
    emirate: text('emirate').notNull(),
    serviceHistory: localized('service_history').notNull(),
    warranty: localized('warranty').notNull(),
    state: text('state', { enum: preownedCarStates }).notNull().default('available'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('preowned_cars_state_idx').on(t.state, t.createdAt),
    oneOf('preowned_cars_transmission_check', t.transmission, transmissions),
    oneOf('preowned_cars_fuel_check', t.fuel, preownedFuels),
    oneOf('preowned_cars_state_check', t.state, preownedCarStates),
  ],
);

/** A car's photographs in the order staff set; the first is the listing's picture. */
export const preownedCarImages = pgTable(
  'preowned_car_images',
  {
    id: serial('id').primaryKey(),
    preownedCarId: integer('preowned_car_id')
      .notNull()
      .references(() => preownedCars.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('preowned_car_images_car_idx').on(t.preownedCarId, t.position)],
);
