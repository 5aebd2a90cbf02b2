import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { leaseSchema, leaseSubmission } from './lease-form';
import { phoneToE164 } from '~/utils/phone.server';

// The server's own phone check, so the rules are tested as they run.
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
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('lease quote form', () => {
  test('a complete request reads as trimmed text, a lower-case email and an E.164 phone', () => {
    expect(schema().parse({ ...valid, make: ' Toyota ' })).toMatchObject({
      make: 'Toyota',
      email: 'hamad@example.ae',
      phone: '+971501234567',
      businessName: 'Gulf Trading LLC',
    });
  });

  test('an empty form shows every field its own message at once (the spec’s words for first name and surname)', () => {
    expect(errorsFor({})).toEqual({
      make: 'Please enter the make, such as Toyota.',
      model: 'Please enter the model.',
      comments: 'Please tell us what you need in the comments.',
      contractLength: 'Please choose a contract length.',
      mileage: 'Please choose the annual mileage.',
      maintenance: 'Please say whether maintenance should be included.',
      leaseType: 'Please choose a business or a personal lease.',
      businessName: 'Please enter the business name.',
      title: 'Please choose your title.',
      firstName: 'Please enter your First Name!',
      surname: 'Please enter your Surname!',
      postcode: 'Please enter your postcode or PO Box.',
      email: 'Please input your Email Address!',
      phone: 'Please enter your Mobile number!',
      find: 'Please tell us how you found us.',
    });
  });

  test.each([
    ['make', { make: '  ' }, 'Please enter the make, such as Toyota.'],
    ['model', { model: '' }, 'Please enter the model.'],
    ['contractLength', { contractLength: '7 years' }, 'Please choose a contract length.'],
    ['mileage', { mileage: 'lots' }, 'Please choose the annual mileage.'],
    ['maintenance', { maintenance: 'maybe' }, 'Please say whether maintenance should be included.'],
    ['leaseType', { leaseType: 'Government' }, 'Please choose a business or a personal lease.'],
    ['businessName', { businessName: '' }, 'Please enter the business name.'],
    ['title', { title: 'Sheikh of spam' }, 'Please choose your title.'],
    ['surname', { surname: '' }, 'Please enter your Surname!'],
    ['postcode', { postcode: ' ' }, 'Please enter your postcode or PO Box.'],
    ['email', { email: '' }, 'Please input your Email Address!'],
    ['email', { email: 'hamad@' }, 'The input is not valid E-mail!'],
    ['phone', { phone: '' }, 'Please enter your Mobile number!'],
    ['phone', { phone: '12345' }, 'Please enter a valid mobile number.'],
    ['phone', { country: 'XX' }, 'Please enter a valid mobile number.'],
    ['find', { find: '' }, 'Please tell us how you found us.'],
    ['find', { find: 'Billboard' }, 'Please tell us how you found us.'],
    ['comments', { comments: 'x'.repeat(2001) }, 'Please keep this under 2000 characters.'],
  ])('given a bad %s (%o), should say %s', (field, change, message) => {
    expect(errorsFor({ ...valid, ...change })[field]).toBe(message);
  });

  test('a personal lease needs no business name', () => {
    expect(schema().parse({ ...valid, leaseType: 'Personal', businessName: '' })).toMatchObject({
      leaseType: 'Personal',
      businessName: null,
    });
  });

  test('the messages come in Arabic on Arabic pages', () => {
    expect(errorsFor({ ...valid, surname: '', find: '' }, 'ar')).toEqual({
      surname: 'يرجى إدخال اسم العائلة!',
      find: 'يرجى إخبارنا كيف عرفت عنا.',
    });
  });

  test('the staff read every field under a readable label', () => {
    const submission = leaseSubmission(schema().parse(valid));
    expect(submission).toMatchObject({
      kind: 'lease',
      name: 'Mr Hamad Al Nuaimi',
      email: 'hamad@example.ae',
      phone: '+971501234567',
      message: 'Two cars, white.',
    });
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
