import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { personalSchema } from './personal-form';

const context = {
  t: translator('en'),
  emirates: ['Dubai', 'Abu Dhabi'],
  minimumAge: 25,
  pickupDay: '2027-03-01',
  phoneToE164: (input: string) => (/^\+?[\d ]{9,15}$/.test(input) ? `+${input.replace(/\D/g, '')}` : null),
};
const schema = personalSchema({ ...context, residency: 'resident' });

const complete = {
  firstName: 'Layla',
  lastName: 'Al Mansoori',
  email: 'Layla@Example.ae',
  streetAddress: 'Sheikh Zayed Road 12',
  poBox: '12345',
  emirate: 'Dubai',
  city: 'Dubai',
  mobile: '971 50 123 4567',
  birthDate: '1990-05-14',
  paymentMethod: 'card',
  acceptTerms: 'on',
};

const errorsOf = (input: Record<string, string>) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the personal step', () => {
  test('a complete form gives the driver and the payment method, the email lower-cased', () => {
    const result = schema.safeParse({ ...complete, hasFazaa: 'on', company: '', comments: 'Child seat please' });
    const { paymentMethod: _method, acceptTerms: _terms, ...driver } = complete;
    expect(result.success && result.data).toEqual({
      details: {
        residency: 'resident',
        ...driver,
        email: 'layla@example.ae',
        mobile: '+971501234567',
        company: null,
        trn: null,
        comments: 'Child seat please',
        hasFazaa: true,
        hasEsaad: false,
      },
      paymentMethod: 'card',
    });
  });

  test('an empty form shows every required message at once', () => {
    expect(errorsOf({})).toEqual({
      firstName: 'Please input your First Name!',
      lastName: 'Please input your Last Name!',
      streetAddress: 'Please input your Street Address!',
      poBox: 'Please input your PO Box!',
      city: 'Please input your City!',
      email: 'Please input your Email Address!',
      emirate: 'Please select your Emirate!',
      mobile: 'please input your phone number!',
      birthDate: 'Please select your Birth Date!',
      paymentMethod: 'Please choose how you will pay.',
      acceptTerms: 'Please accept the rental terms to book.',
    });
  });

  test.each([
    [{ email: 'layla@' }, { email: 'The input is not valid E-mail!' }],
    [{ emirate: 'Narnia' }, { emirate: 'Please select your Emirate!' }],
    [{ acceptTerms: '' }, { acceptTerms: 'Please accept the rental terms to book.' }],
    [{ acceptTerms: 'yes' }, { acceptTerms: 'Please accept the rental terms to book.' }],
    [
      { mobile: '12' },
      { mobile: 'Please enter a valid mobile number, with its country code if it is not a UAE number.' },
    ],
    [{ birthDate: '2002-03-02' }, { birthDate: 'Unfortunately! minimum age requirement not met!' }],
    [{ birthDate: '2002-03-01' }, {}],
    [{ paymentMethod: 'cash' }, { paymentMethod: 'Please choose how you will pay.' }],
    [{ poBox: '1'.repeat(21) }, { poBox: 'Please keep this under 20 characters.' }],
    [{ trn: '10038472650000' }, { trn: 'A TRN has 15 digits.' }],
    [{ trn: '100384726500003X' }, { trn: 'A TRN has 15 digits.' }],
    [{ trn: '100 3847 2650 0003' }, {}],
    [{ trn: '' }, {}],
  ])('given %o, should report %o', (change, expected) => {
    expect(errorsOf({ ...complete, ...change })).toEqual(expected);
  });

  test("a business renter's TRN is kept as 15 digits for the invoice", () => {
    const result = schema.safeParse({ ...complete, company: 'Gulf Trading LLC', trn: '100-3847-2650-0003' });
    expect(result.success && result.data.details).toMatchObject({
      company: 'Gulf Trading LLC',
      trn: '100384726500003',
    });
  });

  test('on an approved account the age rule uses the verified birth date, whatever is typed', () => {
    const withVerified = (verifiedBirthDate: string) =>
      personalSchema({
        t: translator('en'),
        emirates: ['Dubai'],
        residency: 'resident',
        minimumAge: 25,
        pickupDay: '2027-03-01',
        verifiedBirthDate,
        phoneToE164: (input) => `+${input.replace(/\D/g, '')}`,
      });
    const ageError = (verified: string, typed: string) => {
      const result = withVerified(verified).safeParse({ ...complete, birthDate: typed });
      return result.success ? null : result.error.issues.find((issue) => issue.path[0] === 'birthDate')?.message;
    };
    expect(ageError('2005-01-01', '1990-05-14')).toBe('Unfortunately! minimum age requirement not met!');
    expect(ageError('1990-05-14', '1990-05-14')).toBeNull();
  });
});

describe('the address a renter gives, by where they live', () => {
  const visitorSchema = personalSchema({ ...context, residency: 'visitor' });
  const { poBox: _poBox, emirate: _emirate, ...noUaeAddress } = complete;
  const visitor = { ...noUaeAddress, streetAddress: '14 Rue des Lilas', city: 'Lyon', country: 'FR' };
  const visitorErrors = (input: Record<string, string>) => {
    const result = visitorSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  test('given a visitor with a home address and no PO Box, should accept it and keep no UAE address', () => {
    const result = visitorSchema.safeParse({ ...visitor, postcode: '69003', poBox: '999', emirate: 'Dubai' });
    expect(result.success && result.data.details).toMatchObject({
      residency: 'visitor',
      streetAddress: '14 Rue des Lilas',
      city: 'Lyon',
      country: 'FR',
      postcode: '69003',
      poBox: '',
      emirate: '',
    });
    expect(visitorSchema.safeParse(visitor).success).toBe(true);
  });

  test('given a visitor without a country, should refuse it with the message at the country', () => {
    expect(visitorErrors({ ...visitor, country: '' })).toEqual({ country: 'Please select your Country!' });
    expect(visitorErrors({ ...visitor, country: 'ZZ' })).toEqual({ country: 'Please select your Country!' });
    // A visitor lives abroad: the UAE is no home country here.
    expect(visitorErrors({ ...visitor, country: 'AE' })).toEqual({ country: 'Please select your Country!' });
  });

  test('given a visitor without street or city, should ask for them', () => {
    expect(visitorErrors({ ...visitor, streetAddress: '', city: '' })).toEqual({
      streetAddress: 'Please input your Street Address!',
      city: 'Please input your City!',
    });
  });

  test('given a resident without a PO Box, should refuse it with the message at the PO Box', () => {
    const result = schema.safeParse({ ...complete, poBox: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['poBox', 'Please input your PO Box!'],
    ]);
  });

  test('given a resident, should not ask for a country', () => {
    const result = schema.safeParse({ ...complete, country: '' });
    expect(result.success && result.data.details).not.toHaveProperty('country');
  });

  test('the country message is in Arabic on an Arabic page', () => {
    const arabic = personalSchema({ ...context, t: translator('ar'), residency: 'visitor' });
    const result = arabic.safeParse({ ...visitor, country: '' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'country')?.message).toBe('يرجى اختيار الدولة!');
  });
});
