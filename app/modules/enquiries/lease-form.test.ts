import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { leaseSchema, leaseSubmission } from './lease-form';
import { signUpPhoneE164 } from '~/modules/auth/sign-up.server';

// The server's own phone check, so the rules are tested as they run.
const phoneToE164 = signUpPhoneE164;
const schema = (locale: 'en' | 'ar' = 'en') => leaseSchema({ t: translator(locale), phoneToE164 });
const valid = {
  make: 'Toyota',
  model: 'Land Cruiser',
  comments: 'Two cars, white.',
  contractLength: '36 months',
  mileage: '20,000 - 30,000 km',
  maintenance: 'Yes',
  leaseType: 'Business',
  businessName: 'Gulf Trading LLC',
  title: 'Mr',
  firstName: 'Hamad',
  surname: 'Al Nuaimi',
  postcode: 'PO Box 1234',
  email: 'Hamad@Example.ae',
  country: 'AE',
  phone: '050 123 4567',
  find: 'Website/Google',
};
const errorsFor = (input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') => {
  const result = schema(locale).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('lease quote form', () => {
  test('a complete request reads as trimmed text, a lower-case email and an E.164 phone', () => {
    expect(schema().parse({ ...valid, make: ' Toyota ' })).toMatchObject({ make: 'Toyota', email: 'hamad@example.ae', phone: '+971501234567', businessName: 'Gulf Trading LLC' });
  });

  test('an empty form shows the spec’s message at every field at once', () => {
    const first = 'Please enter your First Name!';
    expect(errorsFor({})).toEqual({
      make: first,
      model: first,
      comments: first,
      contractLength: first,
      mileage: first,
      maintenance: first,
      leaseType: first,
      businessName: first,
      title: first,
      firstName: first,
      surname: 'Please enter your Surname!',
      postcode: 'Please enter your Surname!',
      email: 'Please input your Email Address!',
      phone: 'Please enter your Mobile number!',
      find: 'Please enter your Present message!',
    });
  });

  test.each([
    ['make', { make: '  ' }, 'Please enter your First Name!'],
    ['model', { model: '' }, 'Please enter your First Name!'],
    ['contractLength', { contractLength: '7 years' }, 'Please enter your First Name!'],
    ['mileage', { mileage: 'lots' }, 'Please enter your First Name!'],
    ['maintenance', { maintenance: 'maybe' }, 'Please enter your First Name!'],
    ['leaseType', { leaseType: 'Government' }, 'Please enter your First Name!'],
    ['businessName', { businessName: '' }, 'Please enter your First Name!'],
    ['title', { title: 'Sheikh of spam' }, 'Please enter your First Name!'],
    ['surname', { surname: '' }, 'Please enter your Surname!'],
    ['postcode', { postcode: ' ' }, 'Please enter your Surname!'],
    ['email', { email: '' }, 'Please input your Email Address!'],
    ['email', { email: 'hamad@' }, 'The input is not valid E-mail!'],
    ['phone', { phone: '' }, 'Please enter your Mobile number!'],
    ['phone', { phone: '12345' }, 'Please enter a valid mobile number.'],
    ['phone', { country: 'XX' }, 'Please enter a valid mobile number.'],
    ['find', { find: '' }, 'Please enter your Present message!'],
    ['find', { find: 'Billboard' }, 'Please enter your Present message!'],
    ['comments', { comments: 'x'.repeat(2001) }, 'Please keep this under 2000 characters.'],
  ])('given a bad %s (%o), should say %s', (field, change, message) => {
    expect(errorsFor({ ...valid, ...change })[field]).toBe(message);
  });

  test('a personal lease needs no business name', () => {
    expect(schema().parse({ ...valid, leaseType: 'Personal', businessName: '' })).toMatchObject({ leaseType: 'Personal', businessName: null });
  });

  test('the messages come in Arabic on Arabic pages', () => {
    expect(errorsFor({ ...valid, surname: '', find: '' }, 'ar')).toEqual({ surname: 'يرجى إدخال اسم العائلة!', find: 'يرجى كتابة رسالتك!' });
  });

  test('the staff read every field under a readable label', () => {
    const submission = leaseSubmission(schema().parse(valid));
    expect(submission).toMatchObject({ kind: 'lease', name: 'Mr Hamad Al Nuaimi', email: 'hamad@example.ae', phone: '+971501234567', message: 'Two cars, white.' });
    expect(submission.details).toEqual({
      Make: 'Toyota',
      Model: 'Land Cruiser',
      'Contract length': '36 months',
      'Annual mileage': '20,000 - 30,000 km',
      'Maintenance and services': 'Yes',
      'Lease for': 'Business',
      'Business name': 'Gulf Trading LLC',
      Title: 'Mr',
      'First name': 'Hamad',
      Surname: 'Al Nuaimi',
      Postcode: 'PO Box 1234',
      'How they found us': 'Website/Google',
    });
  });
});
