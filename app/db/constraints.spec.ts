import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgArray, PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../tests/setup/test-database';
import { db } from './client.server';
import * as schema from './schema';

/**
 * The database itself refuses what the code would never write: a state, method or kind outside the
 * schema's lists, and a link to an account or change that does not exist. Run against PGlite, and
 * against PostgreSQL with TEST_DATABASE_URL.
 */
withTestDatabase();

/** Every closed-value text column of the schema (`text(..., { enum })`, or an array of one), by table. */
const closedColumns = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) =>
    getTableConfig(table).columns.flatMap((column) => {
      const isArray = is(column, PgArray);
      const values = isArray ? column.baseColumn.enumValues : column.enumValues;
      const name = `${getTableName(table)}.${column.name}`;
      return values?.length ? [{ name, table: getTableName(table), column: column.name, isArray, values }] : [];
    }),
  );

/** One valid row of each table with a closed-value column, made once; each case changes one of them. */
const rowIds = new Map<string, number>();

async function insertOne(table: PgTable, values: Record<string, unknown>) {
  const [row] = (await db()
    .insert(table)
    .values(values as never)
    .returning()) as { id: number }[];
  rowIds.set(getTableName(table), row.id);
  return row.id;
}

const text = (en: string) => ({ en });
const later = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeAll(async () => {
  const userId = await insertOne(schema.users, {
    fullName: 'Constraint Test',
    email: `constraints-${process.pid}@example.ae`,
    phone: '+971500000001',
    passwordHash: 'not-a-real-hash',
  });
  await insertOne(schema.staffInvitations, {
    email: `invited-${process.pid}@example.ae`,
    fullName: 'Invited',
    roles: ['admin'],
    tokenHash: `token-${process.pid}`,
    invitedBy: userId,
    expiresAt: later(7),
  });
  await insertOne(schema.accountEvents, { userId, kind: 'registered' });
  const branchId = await insertOne(schema.branches, {
    city: 'Dubai',
    name: 'Constraint Road',
    value: 'Dubai_Constraint Road',
    cityLabel: text('Dubai'),
    nameLabel: text('Constraint Road'),
    emirate: 'Dubai',
    phone: '+97140000000',
    address: text('Somewhere'),
    mapUrl: 'https://example.ae/map',
    opensAtMinute: 480,
    closesAtMinute: 1320,
  });
  const vehicleTypeId = await insertOne(schema.vehicleTypes, {
    name: 'Constraint Type',
    label: text('Constraint Type'),
    minimumRenterAge: 21,
  });
  const vehicleModelId = await insertOne(schema.vehicleModels, {
    referenceNo: 'CONSTRAINT-1',
    brand: 'Test',
    name: 'Model',
    vehicleTypeId,
    bodyStyle: 'Sedan',
    seats: 5,
    passengers: 5,
    luggage: 2,
    doors: 4,
    transmission: 'Automatic',
    description: text('A car'),
  });
  const fleetCarId = await insertOne(schema.fleetCars, {
    plateEmirate: 'Dubai',
    plateCode: 'Q',
    plateNumber: 4242,
    vin: 'CNSTRTNT000000001',
    colour: 'White',
    vehicleModelId,
    homeBranchId: branchId,
    registrationExpiresOn: '2099-01-01',
    insuranceExpiresOn: '2099-01-01',
  });
  await insertOne(schema.blockedCars, {
    branchId,
    vehicleModelId,
    cars: 1,
    startsAt: later(1),
    endsAt: later(2),
    reason: 'maintenance',
  });
  const rental = { pickupAt: later(3), dropoffAt: later(4) };
  await insertOne(schema.bookingEnquiries, {
    firstName: 'Sara',
    lastName: 'Customer',
    email: 'sara@example.ae',
    phone: '+971501234567',
    vehicleTypeId,
    pickupBranchId: branchId,
    dropoffBranchId: branchId,
    pickupLocation: 'Dubai_Constraint Road',
    dropoffLocation: 'Dubai_Constraint Road',
    ageGroup: '25+',
    residency: 'resident',
    userId,
    ...rental,
  });
  const bookingId = await insertOne(schema.bookings, {
    reference: `CONSTRAINT-${process.pid}`,
    userId,
    vehicleModelId,
    pickupBranchId: branchId,
    dropoffBranchId: branchId,
    blockedUntil: rental.dropoffAt,
    status: 'confirmed',
    ...rental,
  });
  await insertOne(schema.bookingEvents, { bookingId, toStatus: 'confirmed' });
  await insertOne(schema.bookingRefunds, { bookingId, amountFils: 100 });
  await insertOne(schema.rentalCharges, {
    bookingId,
    kind: 'toll',
    sourceReference: `CONSTRAINT-SALIK-${process.pid}`,
    occurredAt: new Date(),
    lines: [],
    netFils: 440,
    vatFils: 2,
    totalFils: 442,
    invoiceNumber: 2_000_000_000 - process.pid,
    paidBy: 'link',
    state: 'settling',
  });
  await insertOne(schema.tollFineRows, {
    source: 'toll',
    item: 'salik',
    sourceReference: `CONSTRAINT-SALIK-${process.pid}`,
    plate: 'Dubai|A|1',
    occurredAt: new Date(),
    amountFils: 400,
    bookingId,
    state: 'unmatched',
  });
  const depositId = await insertOne(schema.bookingDeposits, {
    bookingId,
    method: 'counter',
    amountFils: 200_000,
    // An order on the row lets the method check try 'card' too.
    orderRef: `constraint-deposit-${process.pid}`,
    state: 'held',
  });
  await insertOne(schema.depositEvents, { depositId, bookingId, toState: 'held', actorKind: 'staff' });
  const fileId = await insertOne(schema.storedFiles, {
    purpose: 'rental_signature',
    contentType: 'image/png',
    byteSize: 1,
    sha256: 'x',
    bytes: Buffer.from([0]),
  });
  const rentalId = await insertOne(schema.rentals, {
    bookingId,
    fleetCarId,
    handedOverAt: new Date(),
    handedOverBy: userId,
    odometerOutKm: 100,
    fuelOutEighths: 8,
    licenceSeen: 'D123',
    signatureFileId: fileId,
    agreementFileId: fileId,
  });
  await insertOne(schema.rentalPhotos, {
    rentalId,
    stage: 'out',
    zone: 'bonnet',
    storedFileId: fileId,
    takenBy: userId,
  });
  const amended = {
    vehicleModelId,
    vehicle: 'Test Model',
    pickupAt: '',
    dropoffAt: '',
    totalFils: 0,
    priceSnapshot: {},
  };
  await insertOne(schema.bookingAmendments, {
    bookingId,
    actorKind: 'customer',
    state: 'applied',
    before: amended,
    after: amended,
    differenceFils: 0,
  });
  await insertOne(schema.bookingPaymentOrders, {
    bookingId,
    orderRef: `order-${process.pid}`,
    amountFils: 100,
    status: 'started',
  });
  await insertOne(schema.paymentEvents, {
    bookingId,
    subject: 'payment_order',
    subjectId: 1,
    toState: 'started',
    actorKind: 'provider',
  });
  const submissionId = await insertOne(schema.formSubmissions, { kind: 'contact', name: 'Visitor', userId });
  await insertOne(schema.submissionThread, { submissionId, kind: 'note', body: 'Called back', authorId: userId });
  await insertOne(schema.offers, {
    title: text('Offer'),
    content: text('Offer'),
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  await insertOne(schema.people, {
    slug: 'constraint-person',
    name: text('Person'),
    role: text('Role'),
    group: 'board',
    biography: text('Biography'),
  });
  await insertOne(schema.outboxMessages, { channel: 'email', recipient: 'a@example.ae', text: 'Hi', status: 'stored' });
  await insertOne(schema.preownedCars, {
    make: 'Test',
    model: 'Model',
    modelYear: 2022,
    mileageKm: 10_000,
    priceFils: 5_000_000,
    vehicleTypeId,
    transmission: 'Manual',
    fuel: 'petrol',
    colour: text('White'),
    emirate: 'Dubai',
    serviceHistory: text('Dealer'),
    warranty: text('None'),
  });
});

/** The error the database raised, under the Drizzle wrapper (pg and PGlite both put it in `cause`). */
async function refusal(statement: Promise<unknown>) {
  const caught = await statement.then(
    () => undefined,
    (error: unknown) => error,
  );
  const cause = (caught as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  return { code: cause?.code, message: cause?.message };
}

const setColumn = (table: string, column: string, value: unknown, id: number) =>
  db().execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value} where id = ${id}`);

describe('closed-value columns', () => {
  test('the schema has the closed-value columns these cases are about', () => {
    expect(closedColumns.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'bookings.status',
        'bookings.payment_method',
        'bookings.counter_payment_method',
        'bookings.channel',
        'booking_refunds.method',
        'booking_refunds.state',
        'booking_refunds.paid_out_method',
        'booking_amendments.state',
        'bookings.payment_status',
        'booking_payment_orders.status',
        'payment_events.subject',
        'payment_events.actor_kind',
        'outbox_messages.status',
        'users.roles',
      ]),
    );
  });

  test.each(closedColumns)(
    'given an unknown value for $name, the database should refuse it (23514)',
    async ({ table, column, isArray }) => {
      const id = rowIds.get(table);
      expect(id, `a row of ${table} to change`).toBeDefined();
      // A raw statement: the TypeScript types would not let the value through.
      const unknown = isArray ? sql`array['not-a-known-value']::text[]` : 'not-a-known-value';
      const { code, message } = await refusal(setColumn(table, column, unknown, id!));
      expect(code).toBe('23514');
      expect(message).toContain(`${table}_${column}_check`);
    },
  );

  test.each(closedColumns)(
    'given each value the schema lists for $name, the database should accept it',
    async ({ table, column, isArray, values }) => {
      const id = rowIds.get(table)!;
      for (const value of values) {
        await setColumn(table, column, isArray ? sql`array[${value}]::text[]` : value, id);
      }
    },
  );

  // 'enquiry' was a booking state that nothing wrote; a booking enquiry is a row of its own table.
  test.each([
    { table: 'bookings', column: 'status' },
    { table: 'booking_events', column: 'from_status' },
    { table: 'booking_events', column: 'to_status' },
  ])(
    'given the retired booking state enquiry in $table.$column, the database should refuse it (23514)',
    async ({ table, column }) => {
      const { code, message } = await refusal(setColumn(table, column, 'enquiry', rowIds.get(table)!));
      expect(code).toBe('23514');
      expect(message).toContain(`${table}_${column}_check`);
    },
  );
});

describe('links to accounts and changes', () => {
  const nowhere = 2_000_000_000;
  const links = [
    { table: 'bookings', column: 'user_id' },
    { table: 'booking_enquiries', column: 'user_id' },
    { table: 'form_submissions', column: 'user_id' },
    { table: 'booking_payment_orders', column: 'amendment_id' },
    { table: 'payment_events', column: 'booking_id' },
    { table: 'payment_events', column: 'actor_id' },
  ].map((link) => ({ ...link, name: `${link.table}.${link.column}` }));

  test.each(links)(
    'given $name pointing at no row, the database should refuse it (23503)',
    async ({ table, column }) => {
      const { code } = await refusal(setColumn(table, column, nowhere, rowIds.get(table)!));
      expect(code).toBe('23503');
    },
  );

  test('an account with a booking cannot be deleted; its enquiries and forms would lose only the link', async () => {
    const userId = rowIds.get('users')!;
    const remove = () => db().execute(sql`delete from users where id = ${userId}`);
    expect((await refusal(remove())).code).toBe('23503');

    await db().execute(sql`update bookings set user_id = null where user_id = ${userId}`);
    await db().execute(sql`delete from staff_invitations where invited_by = ${userId}`);
    // Staff who handed a car over stay on record; this account did so only here.
    await db().execute(sql`delete from rentals where handed_over_by = ${userId}`);
    await remove();
    const [enquiry] = await db()
      .select({ userId: schema.bookingEnquiries.userId })
      .from(schema.bookingEnquiries)
      .where(eq(schema.bookingEnquiries.id, rowIds.get('booking_enquiries')!));
    const [submission] = await db()
      .select({ userId: schema.formSubmissions.userId })
      .from(schema.formSubmissions)
      .where(eq(schema.formSubmissions.id, rowIds.get('form_submissions')!));
    expect([enquiry.userId, submission.userId]).toEqual([null, null]);
  });
});
