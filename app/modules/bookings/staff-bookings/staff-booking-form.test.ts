import * as z from 'zod/mini';
import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { phoneToE164 } from '~/utils/phone.server';
import { type StaffBookingContext, staffBookingSchema } from './staff-booking-form';

// 10:20 in Dubai, Friday 27 November 2026; the branch keeps 08:00 to 20:00.
const now = new Date('2026-11-27T06:20:00Z');
const t = translator('en');
const context = (overrides: Partial<StaffBookingContext> = {}): StaffBookingContext => ({
  t,
  now,
  branches: [{ id: 1, hours: { opensAtMinute: 480, closesAtMinute: 1200 } }],
  models: [{ id: 7, minimumAge: 25, youngDriverAge: null }],
  deliveryCities: ['Dubai', 'Abu Dhabi'],
  emirates: ['Dubai'],
  needsDocuments: true,
  verifiedBirthDate: null,
  phoneToE164,
  ...overrides,
});

const walkIn = {
  channel: 'walk_in',
  fullName: 'Walk  In',
  mobile: '050 111 2233',
  email: 'Walk.In@Example.ae',
  documentsSeen: 'on',
  birthDate: '1990-05-01',
  licenceNumber: 'DXB-1',
  licenceExpiry: '2030-01-01',
  passportNumber: 'P1',
  passportExpiry: '2031-01-01',
  emirate: 'Dubai',
  city: 'Dubai',
  pickupBranchId: '1',
  dropoffBranchId: '1',
  vehicleModelId: '7',
  pickupDate: '2026-11-27',
  pickupTime: '11:00',
  dropoffDate: '2026-11-29',
  dropoffTime: '11:00',
  gps: 'on',
  payment: 'counter_cash',
};

const errorsOf = (form: Record<string, string>, overrides: Partial<StaffBookingContext> = {}) => {
  const result = z.safeParse(staffBookingSchema(context(overrides)), form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the staff booking form', () => {
  test('given a walk-in customer for later today, should read the customer, documents and rental', () => {
    const result = z.safeParse(staffBookingSchema(context()), walkIn);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      channel: 'walk_in',
      customer: { kind: 'new', fullName: 'Walk In', email: 'walk.in@example.ae', phone: '+971501112233' },
      documents: { licenceNumber: 'DXB-1', passportExpiry: '2031-01-01' },
      pickupAt: new Date('2026-11-27T07:00:00Z'),
      extras: { gps: true, fullInsurance: false },
      payment: 'counter_cash',
    });
  });

  test.each([
    ['the hour already begun', { pickupTime: '10:00' }, {}],
    ['an hour before now', { pickupTime: '09:00' }, { pickupTime: 'Pick-up time should be between 8 am and 8 pm' }],
    ['after closing', { pickupTime: '21:00' }, { pickupTime: 'Pick-up time should be between 8 am and 8 pm' }],
  ])('given a same-day pick-up at %s, should answer %j', (_, change, expected) => {
    const errors = errorsOf({ ...walkIn, ...change });
    expect(Object.keys(errors).filter((key) => key.startsWith('pickup'))).toEqual(Object.keys(expected));
  });

  test('given a new customer with nothing typed, should give a message at each field', () => {
    const errors = errorsOf({ payment: 'card_link' });
    for (const field of ['channel', 'fullName', 'mobile', 'email', 'documentsSeen', 'licenceNumber', 'emirate', 'city'])
      expect(errors[field], field).toBeTruthy();
    expect(errors.pickupBranchId).toBe(t('staffBooking.branchRequired'));
    expect(errors.vehicleModelId).toBe(t('staffBooking.modelRequired'));
    expect(errors.payment).toBe(t('personal.paymentRequired'));
  });

  test('given an approved customer, should need no documents and check the age from the birth date checked before', () => {
    const { fullName, mobile, email, documentsSeen, licenceNumber, ...rest } = walkIn;
    void [fullName, mobile, email, documentsSeen, licenceNumber];
    const existing = { ...rest, customerId: '42' };
    expect(errorsOf(existing, { needsDocuments: false, verifiedBirthDate: '1980-01-01' })).toEqual({});
    expect(errorsOf(existing, { needsDocuments: false, verifiedBirthDate: '2005-01-01' })).toEqual({
      vehicleModelId: t('personal.minimumAge'),
    });
  });

  test('given a licence that runs out during the rental, should say so at the licence', () => {
    expect(errorsOf({ ...walkIn, licenceExpiry: '2026-11-28' })).toEqual({
      licenceExpiry: t('staffBooking.licenceExpiresDuringRental'),
    });
  });
});

describe('the address staff record, by where the customer lives', () => {
  const { emirate: _emirate, ...noEmirate } = walkIn;
  const visitor = {
    ...noEmirate,
    residency: 'visitor',
    streetAddress: '14 Rue des Lilas',
    city: 'Lyon',
    country: 'FR',
  };

  test('given a visitor with a home address, should keep it with no PO Box or emirate', () => {
    const result = z.safeParse(staffBookingSchema(context()), { ...visitor, postcode: '69003' });
    expect(result.success && result.data.address).toEqual({
      residency: 'visitor',
      streetAddress: '14 Rue des Lilas',
      poBox: '',
      emirate: '',
      city: 'Lyon',
      country: 'FR',
      postcode: '69003',
      comments: null,
    });
  });

  test('given a visitor without a country, should ask for it at the country', () => {
    expect(errorsOf({ ...visitor, country: '' })).toEqual({ country: t('personal.countryRequired') });
  });

  test('given a resident, should still ask for the emirate and keep no country', () => {
    expect(errorsOf({ ...noEmirate, residency: 'resident', country: 'FR' })).toEqual({
      emirate: t('personal.emirateRequired'),
    });
    const result = z.safeParse(staffBookingSchema(context()), walkIn);
    expect(result.success && result.data.address).toMatchObject({ residency: 'resident', emirate: 'Dubai' });
    expect(result.success && result.data.address).not.toHaveProperty('country');
  });

  test('given a driver under the class minimum where the class takes younger drivers, should price the surcharge, not refuse', () => {
    const young = { ...walkIn, birthDate: '2004-01-01' }; // 22 on the pick-up day
    const classWithYoungDrivers = { models: [{ id: 7, minimumAge: 25, youngDriverAge: 21 }] };
    const result = z.safeParse(staffBookingSchema(context(classWithYoungDrivers)), young);
    expect(result.success && result.data.youngDriver).toBe(true);
    expect(errorsOf(young)).toEqual({ birthDate: t('personal.minimumAge') });
    expect(errorsOf({ ...walkIn, birthDate: '2007-01-01' }, classWithYoungDrivers)).toEqual({
      birthDate: t('personal.minimumAge'),
    });
    const grown = z.safeParse(staffBookingSchema(context(classWithYoungDrivers)), walkIn);
    expect(grown.success && grown.data.youngDriver).toBe(false);
  });

  test('given delivery and a promo code, should read them, and ask for the city and address at their fields', () => {
    const result = z.safeParse(staffBookingSchema(context()), {
      ...walkIn,
      deliver: 'on',
      deliveryCity: 'Abu Dhabi',
      deliveryAddress: 'Villa 3, Khalifa City',
      promoCode: ' tenoff ',
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      delivery: { city: 'Abu Dhabi', address: 'Villa 3, Khalifa City' },
      promoCode: 'tenoff',
    });
    expect(errorsOf({ ...walkIn, deliver: 'on', deliveryCity: 'Airport' })).toEqual({
      deliveryCity: t('enquiry.error.deliveryLocation'),
      deliveryAddress: t('enquiry.error.deliveryAddress'),
    });
    const plain = z.safeParse(staffBookingSchema(context()), walkIn);
    expect(plain.success && plain.data).toMatchObject({ delivery: null, promoCode: null });
  });
});
