import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { tourSchema } from './tour-form';

const phoneToE164 = (number: string, country?: string) =>
  country === 'AE' && /^0?5\d{8}$/.test(number.replace(/\D/g, ''))
    ? `+971${number.replace(/\D/g, '').replace(/^0/, '')}`
    : null;
const schema = tourSchema({ t: translator('en'), phoneToE164, today: '2026-11-23' });
const complete = {
  name: 'Omar',
  phone: '050 123 4567',
  message: 'A day trip for my parents.',
  destination: 'al-ain',
  date: '2026-12-01',
  people: '4',
};
const errorsFor = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the tour enquiry', () => {
  test('a complete enquiry reads with its destination, date and group size', () => {
    expect(schema.parse(complete)).toEqual({
      name: 'Omar',
      email: null,
      phone: '+971501234567',
      message: 'A day trip for my parents.',
      destination: 'al-ain',
      date: '2026-12-01',
      people: 4,
    });
  });

  test.each([
    [{ name: '' }, { name: 'Please enter your Name!' }],
    [{ phone: '' }, { phone: 'Please enter your Mobile number!' }],
    [{ message: '' }, { message: 'Please enter your message!' }],
    [{ email: 'omar@' }, { email: 'The input is not valid E-mail!' }],
    [{ destination: '' }, { destination: 'Please choose a destination!' }],
    [{ destination: 'mars' }, { destination: 'Please choose a destination!' }],
    [{ date: '2026-11-22' }, { date: 'Please choose a date from today on.' }],
    [{ date: '2026-02-30' }, { date: 'Please choose a date from today on.' }],
    [{ people: '0' }, { people: 'Please enter a number from 1 to 50.' }],
    [{ people: '51' }, { people: 'Please enter a number from 1 to 50.' }],
    [{ people: '2.5' }, { people: 'Please enter a number from 1 to 50.' }],
    [{ date: '', people: '' }, {}],
    [{ date: '2026-11-23' }, {}],
  ])('given %o, should answer %o', (change, expected) => {
    expect(errorsFor({ ...complete, ...change })).toEqual(expected);
  });
});
