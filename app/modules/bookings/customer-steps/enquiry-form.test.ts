import { describe, expect, test } from 'vitest';
import '~/i18n/catalogues.server';
import { translator } from '~/i18n/translate';
import { enquirySchema } from './enquiry-form';
import { youngDriverGroup } from './enquiry-choices';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';

const hours = { opensAtMinute: 480, closesAtMinute: 1200 };
const context = {
  t: translator('en'),
  branches: [
    { value: 'Dubai_Ittihad Road', city: 'Dubai', ...hours },
    { value: 'Dubai_Ibn Battuta', city: 'Dubai', ...hours },
    { value: 'Abu Dhabi_Al Salam Branch', city: 'Abu Dhabi', ...hours },
  ],
  vehicleTypes: ['Economy', 'SUV', 'Luxury'],
  minimumAges: { Economy: 23, SUV: 24, Luxury: 25 },
  collectionCities: ['Dubai', 'Airport'],
  now: new Date('2027-03-01T10:00:00+04:00'),
  phoneToE164: (input: string) =>
    /^\+?9715\d{8}$/.test(input.replace(/\s/g, '')) ? `+${input.replace(/\D/g, '')}` : null,
};
const valid = {
  pickupCity: 'Dubai',
  pickupLocation: 'Dubai_Ittihad Road',
  sameLocation: true,
  pickupDate: '2027-03-03',
  pickupTime: '10:00',
  dropoffDate: '2027-03-05',
  dropoffTime: '10:00',
  vehicleType: 'Economy',
  ageGroup: '25+',
  residency: 'resident',
  firstName: 'Layla',
  lastName: 'Al Mansoori',
  email: 'Layla@Example.ae',
  phone: '+971 50 123 4567',
  terms: true,
};
const errorsFor = (input: Record<string, unknown>) => {
  const result = enquirySchema(context).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('booking enquiry form', () => {
  test('a complete enquiry reads as locations, instants and an E.164 phone', () => {
    const result = enquirySchema(context).parse(valid);
    expect(result).toMatchObject({
      pickupLocation: 'Dubai_Ittihad Road',
      dropoffLocation: 'Dubai_Ittihad Road',
      collectionCity: null,
      email: 'layla@example.ae',
      phone: '+971501234567',
    });
    expect(result.pickupAt.toISOString()).toBe('2027-03-03T06:00:00.000Z');
  });

  test('drivers of 21-22 are refused every class that does not take them, before any price', () => {
    expect(errorsFor({ ...valid, ageGroup: '21-22', vehicleType: 'Economy' })).toEqual({
      vehicleType: 'Drivers of this class must be 23 or over. Please choose another vehicle type.',
    });
    // A class whose young-driver age is 21 takes them (with its surcharge on the prices).
    const young = enquirySchema({ ...context, minimumAges: { ...context.minimumAges, Economy: 21 } });
    expect(young.safeParse({ ...valid, ageGroup: '21-22', vehicleType: 'Economy' }).success).toBe(true);
  });

  test('the age groups under a class minimum price with the young-driver surcharge; a group that may be of age does not', () => {
    expect(youngDriverGroup('21-22', 23)).toBe(true);
    expect(youngDriverGroup('23-24', 25)).toBe(true);
    expect(youngDriverGroup('23-24', 24)).toBe(false);
    expect(youngDriverGroup('25+', 25)).toBe(false);
  });

  test('delivery at pick-up asks a city of the collection places (not the airport) and an address, and keeps both', () => {
    expect(errorsFor({ ...valid, deliver: true })).toEqual({
      deliveryLocation: 'Please select where we deliver the car!',
      deliveryAddress: 'Please input the address we deliver the car to!',
    });
    expect(errorsFor({ ...valid, deliver: true, deliveryLocation: 'Airport', deliveryAddress: 'Terminal 3' })).toEqual({
      deliveryLocation: 'Please select where we deliver the car!',
    });
    const delivered = enquirySchema(context).parse({
      ...valid,
      deliver: true,
      deliveryLocation: 'Dubai',
      deliveryAddress: ' Hotel Atlantis, The Palm ',
    });
    expect(delivered).toMatchObject({ deliveryCity: 'Dubai', deliveryAddress: 'Hotel Atlantis, The Palm' });
    // Untick the box and what was typed in its fields is not taken.
    expect(
      enquirySchema(context).parse({ ...valid, deliveryLocation: 'Dubai', deliveryAddress: 'Hotel Atlantis' }),
    ).toMatchObject({ deliveryCity: null, deliveryAddress: null });
  });

  test('the model chosen on its page comes through as a record id; garbage is dropped, never refused', () => {
    expect(enquirySchema(context).parse({ ...valid, model: '12' }).vehicleModelId).toBe(12);
    expect(enquirySchema(context).parse(valid).vehicleModelId).toBeNull();
    for (const model of ['abc', '-1', '0', '1e3', '99999999999', "1' or 1=1", 'x'.repeat(5000)])
      expect(enquirySchema(context).parse({ ...valid, model }).vehicleModelId).toBeNull();
  });

  test('drivers of 23-24 are refused a class that asks 25 or more before any price, with the age said', () => {
    expect(errorsFor({ ...valid, ageGroup: '23-24', vehicleType: 'Luxury' })).toEqual({
      vehicleType: 'Drivers of this class must be 25 or over. Please choose another vehicle type.',
    });
    expect(errorsFor({ ...valid, ageGroup: '25+', vehicleType: 'Luxury' })).toEqual({});
    // A class asking 24 may suit a 24-year-old: the birth date decides on the personal step.
    expect(errorsFor({ ...valid, ageGroup: '23-24', vehicleType: 'SUV' })).toEqual({});
    expect(errorsFor({ ...valid, ageGroup: '23-24', vehicleType: 'Economy' })).toEqual({});
  });

  test("a name too long is refused in the visitor's language, at the same length the account allows", () => {
    const name = 'x'.repeat(PERSON_NAME_MAX_LENGTH + 1);
    expect(errorsFor({ firstName: name })).toMatchObject({ firstName: 'Please keep this under 80 characters.' });
    const arabic = enquirySchema({ ...context, t: translator('ar') }).safeParse({ ...valid, lastName: name });
    const message = arabic.success ? '' : arabic.error.issues.find((issue) => issue.path[0] === 'lastName')?.message;
    expect(message).toBe('يرجى ألا يتجاوز النص 80 حرفاً.');
    expect(errorsFor({ firstName: 'x'.repeat(PERSON_NAME_MAX_LENGTH) })).not.toHaveProperty('firstName');
  });

  test.each([
    ['pickupCity', { pickupCity: undefined }, 'Please Select City'],
    ['pickupLocation', { pickupLocation: undefined }, 'Please select your PICK-UP LOCATION!'],
    ['pickupLocation', { pickupCity: 'Abu Dhabi' }, 'Please select your PICK-UP LOCATION!'],
    ['dropoffLocation', { sameLocation: false }, 'Please select DROP-OFF LOCATION!'],
    ['vehicleType', { vehicleType: undefined }, 'Please select VEHICLE TYPE!'],
    ['terms', { terms: false }, 'You have to agree with our T&C in order to proceed!'],
    ['collectionLocation', { collect: true }, 'Please select your collection location!'],
    ['returnAddress', { collect: true, collectionLocation: 'Dubai' }, 'Please input your return address!'],
    [
      'flightNumber',
      { collect: true, collectionLocation: 'Airport', returnAddress: 'Villa 12, Jumeirah 1' },
      'Please input your flightnumber!',
    ],
    ['pickupDate', { pickupDate: undefined }, 'Please select your PICK-UP Date!'],
    [
      'pickupTime',
      { pickupDate: '2027-03-02', pickupTime: '09:00' },
      'Please select a pickup time that is at least 24 hours after the time of booking and falls within our working hours of 8 am to 8 pm.',
    ],
    [
      'pickupTime',
      { pickupTime: '21:00' },
      'Please select a pickup time that is at least 24 hours after the time of booking and falls within our working hours of 8 am to 8 pm.',
    ],
    [
      'dropoffTime',
      { dropoffTime: '07:00' },
      'Please select a drop-off time that falls within our working hours of 8 am to 8 pm.',
    ],
    [
      'dropoffTime',
      { dropoffDate: '2027-03-03', dropoffTime: '10:00' },
      'Please ensure that your drop-off schedule falls after the pick-up schedule.',
    ],
    ['firstName', { firstName: '  ' }, 'Please enter your First Name!'],
    ['lastName', { lastName: undefined }, 'Please enter your Surname!'],
    ['email', { email: undefined }, 'Please input your Email Address!'],
    ['email', { email: 'layla@' }, 'The input is not valid E-mail!'],
    ['phone', { phone: undefined }, 'Please enter your Mobile number!'],
    ['phone', { phone: '12345' }, 'Please enter a valid mobile number.'],
  ])('given a bad %s (%o), should say %s', (field, change, message) => {
    expect(errorsFor({ ...valid, ...change })[field]).toBe(message);
  });

  test('an empty form shows every required message at once', () => {
    expect(Object.keys(errorsFor({})).sort()).toEqual(
      [
        'pickupCity',
        'pickupLocation',
        'dropoffLocation',
        'vehicleType',
        'ageGroup',
        'residency',
        'firstName',
        'lastName',
        'email',
        'phone',
        'terms',
      ].sort(),
    );
  });

  test('an Arabic visitor gets every message in Arabic, the branch hours in Arabic words', () => {
    const arabic = enquirySchema({ ...context, t: translator('ar') }).safeParse({
      ...valid,
      pickupTime: '21:00',
      email: 'layla@',
      terms: false,
      pickupCity: undefined,
    });
    const messages = arabic.success
      ? {}
      : Object.fromEntries(arabic.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      pickupCity: 'يرجى اختيار المدينة.',
      pickupTime: 'يرجى اختيار وقت استلام بعد 24 ساعة على الأقل من وقت الحجز وضمن ساعات عملنا من 8 صباحاً إلى 8 مساءً.',
      email: 'البريد الإلكتروني المُدخل غير صحيح.',
      terms: 'يجب الموافقة على الشروط والأحكام للمتابعة.',
    });
    expect(Object.values(messages).join(' ')).not.toMatch(/[A-Za-z]/);
  });

  test('a different drop-off branch is kept; collection returns to the pick-up branch', () => {
    expect(
      enquirySchema(context).parse({
        ...valid,
        sameLocation: false,
        dropoffCity: 'Abu Dhabi',
        dropoffLocation: 'Abu Dhabi_Al Salam Branch',
      }).dropoffLocation,
    ).toBe('Abu Dhabi_Al Salam Branch');
    const collected = enquirySchema(context).parse({
      ...valid,
      sameLocation: false,
      collect: true,
      collectionLocation: 'Airport',
      returnAddress: 'Terminal 3',
      flightNumber: 'EK 202',
    });
    expect(collected).toMatchObject({
      dropoffLocation: 'Dubai_Ittihad Road',
      collectionCity: 'Airport',
      flightNumber: 'EK 202',
    });
  });
});
