import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { careerSchema } from './career-form';

const phoneToE164 = (number: string, country?: string) =>
  country === 'AE' && /^0?5\d{8}$/.test(number) ? `+971${number.replace(/^0/, '')}` : null;
const schema = (locale: 'en' | 'ar' = 'en') =>
  careerSchema({
    t: translator(locale),
    phoneToE164,
    today: '2026-03-10',
    isNationality: (code) => ['AE', 'IN', 'PH'].includes(code),
  });
const cv = (name = 'cv.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const valid = {
  name: 'Aisha Rahman',
  birthDate: '1995-04-02',
  visaStatus: 'Employment visa',
  country: 'AE',
  phone: '050 765 4321',
  nationality: 'IN',
  employed: 'Yes',
  email: 'Aisha@Example.ae',
  address: 'Al Nahda, Dubai',
  reporting: 'Branch supervisor, reporting to the area manager',
  strengths: 'Customer service, Arabic and English',
  joining: 'After one month’s notice',
  additional: '',
  attachments: [cv()],
};
const errorsFor = (input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') => {
  const result = schema(locale).safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};

describe('career application form', () => {
  test('a complete application is accepted, the optional field left empty', () => {
    expect(schema().parse(valid)).toMatchObject({
      name: 'Aisha Rahman',
      email: 'aisha@example.ae',
      phone: '+971507654321',
      additional: null,
      attachments: [expect.any(File)],
    });
  });

  test('an empty form shows every required message at once', () => {
    expect(errorsFor({})).toEqual({
      name: ['Please enter your First Name!'],
      birthDate: ['Please select your Birth Date!'],
      visaStatus: ['Please select your Visa Status!'],
      phone: ['Please enter your Mobile number!'],
      nationality: ['Please select your Nationality!'],
      employed: ['Please tell us whether you are currently employed!'],
      email: ['Please input your Email Address!'],
      address: ['Please input your Address!'],
      reporting: ['Please tell us your current or last job title!'],
      strengths: ['Please tell us your strengths!'],
      joining: ['Please tell us when you can join!'],
      attachments: ['Please upload at least one file'],
    });
  });

  test.each([
    ['email', { email: 'aisha@' }, 'The input is not valid E-mail!'],
    ['birthDate', { birthDate: '1995-02-30' }, 'Please enter a valid date of birth.'],
    ['birthDate', { birthDate: '2030-01-01' }, 'Please enter a valid date of birth.'],
    ['birthDate', { birthDate: '2008-03-11' }, 'Applicants must be at least 18 years old.'],
    ['visaStatus', { visaStatus: 'Tourist' }, 'Please select your Visa Status!'],
    ['nationality', { nationality: 'ZZ' }, 'Please select your Nationality!'],
    ['employed', { employed: 'sometimes' }, 'Please tell us whether you are currently employed!'],
    ['phone', { phone: '12345' }, 'Please enter a valid mobile number.'],
    ['attachments', { attachments: [] }, 'Please upload at least one file'],
    ['attachments', { attachments: new File([], '') }, 'Please upload at least one file'],
    [
      'attachments',
      { attachments: [cv('big.pdf', 2 * 1024 * 1024 + 1)] },
      '"big.pdf" is larger than 2 MB. Please choose a smaller file.',
    ],
    ['attachments', { attachments: [cv('blank.pdf', 0)] }, '"blank.pdf" is empty. Please choose another file.'],
    [
      'attachments',
      { attachments: Array.from({ length: 6 }, (_, i) => cv(`cv${i}.pdf`)) },
      'Please attach at most 5 files.',
    ],
    ['strengths', { strengths: 'x'.repeat(1001) }, 'Please keep this under 1000 characters.'],
  ])('given a bad %s (%o), should say %s', (field, change, message) => {
    expect(errorsFor({ ...valid, ...change })[field]).toContain(message);
  });

  test('a file of exactly 2 MB is within the limit', () => {
    expect(schema().safeParse({ ...valid, attachments: [cv('edge.pdf', 2 * 1024 * 1024)] }).success).toBe(true);
  });

  test('in Arabic', () => {
    expect(errorsFor({ ...valid, name: '', attachments: [] }, 'ar')).toEqual({
      name: ['يرجى إدخال اسمك الأول!'],
      attachments: ['يرجى تحميل ملف واحد على الأقل'],
    });
  });
});
