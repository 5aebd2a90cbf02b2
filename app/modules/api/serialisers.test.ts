import { describe, expect, test } from 'vitest';
import { quoteBooking } from '~/modules/pricing/quote-booking';
import { pricingExamplesCard } from '../../../tests/factories/rate-card';
import { branchSchema, quoteLineCodes, quoteResponseSchema } from './schemas';
import { mediaUrl, quoteLineLabels, serialiseBranch, serialiseQuote } from './serialisers';

const rateCard = pricingExamplesCard;
const at = (iso: string) => new Date(`${iso}+04:00`);

describe('API serialisers', () => {
  test('every quote line code has its English label', () => {
    expect(Object.keys(quoteLineLabels).sort()).toEqual([...quoteLineCodes].sort());
    expect(quoteLineLabels.base).toBe('Rental');
    expect(quoteLineLabels.one_way).toBe('Pick-up/drop-off charge');
  });

  test('a quote becomes labelled lines in fils, as in the worked example "10 days, everything, pay on pick-up, Dubai to Abu Dhabi"', () => {
    const quote = quoteBooking({
      rateCard,
      pickupAt: at('2027-03-01T10:00:00'),
      dropoffAt: at('2027-03-11T10:30:00'),
      pickupBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      dropoffBranch: { value: 'Abu Dhabi_Mussafah', city: 'Abu Dhabi' },
      collectionCity: null,
      extras: {
        fullInsurance: true,
        zeroExcess: false,
        personalInsurance: true,
        gps: true,
        additionalDriver: true,
        babySeat: true,
      },
      paymentMethod: 'pay_on_pickup',
    });
    const json = serialiseQuote(quote, true);
    expect(json).toEqual({
      days: 10,
      tier: 'weekly',
      lines: [
        { code: 'base', label: 'Rental', amountFils: 100_000 },
        { code: 'cdw', label: 'Full insurance (CDW)', amountFils: 25_000 },
        { code: 'pai', label: 'Personal insurance (PAI)', amountFils: 12_000 },
        { code: 'gps', label: 'GPS', amountFils: 35_000 },
        { code: 'additional_driver', label: 'Additional driver', amountFils: 5_000 },
        { code: 'baby_seat', label: 'Baby seat', amountFils: 30_000 },
        { code: 'pay_on_pickup', label: 'Pay on pick-up (10%)', amountFils: 10_000 },
        { code: 'one_way', label: 'Pick-up/drop-off charge', amountFils: 20_000 },
      ],
      grossFils: 237_000,
      vatFils: 11_850,
      totalFils: 248_850,
      currency: 'AED',
      available: true,
    });
    expect(() => quoteResponseSchema.parse(json)).not.toThrow();
  });

  test('branch hours read as HH:MM, with the days that differ and the closures of this branch and of all', () => {
    const branch = {
      id: 1,
      city: 'Dubai',
      name: 'Al Quoz',
      value: 'Dubai_Al Quoz',
      phone: '+971 4 347 6185',
      opensAtMinute: 450,
      closesAtMinute: 1290,
      weekdayHours: { '5': { opensAtMinute: 960, closesAtMinute: 1320 }, '6': null },
    };
    const closures = [
      {
        id: 1,
        branchId: null,
        firstDate: '2026-12-02',
        lastDate: '2026-12-03',
        reason: { en: 'National Day', ar: 'National Day' },
      },
      {
        id: 2,
        branchId: 1,
        firstDate: '2026-12-10',
        lastDate: '2026-12-10',
        reason: { en: 'Stock count', ar: 'Stock count' },
      },
      {
        id: 3,
        branchId: 9,
        firstDate: '2026-12-11',
        lastDate: '2026-12-11',
        reason: { en: 'Another branch', ar: 'Another branch' },
      },
    ];
    const json = serialiseBranch(branch, closures);
    expect(json.openingHours).toEqual({ opens: '07:30', closes: '21:30' });
    expect(json.weekdayHours).toEqual([
      { weekday: 5, closed: false, opens: '16:00', closes: '22:00' },
      { weekday: 6, closed: true },
    ]);
    expect(json.closures.map((closure) => closure.reason)).toEqual(['National Day', 'Stock count']);
    expect(() => branchSchema.parse(json)).not.toThrow();
  });

  test('a day with a break gives its break start and end; a day without one has neither', () => {
    const json = serialiseBranch(
      {
        id: 2,
        city: 'Dubai',
        name: 'Ibn Battuta',
        value: 'Dubai_Ibn Battuta',
        phone: '+971 4 884 2960',
        opensAtMinute: 480,
        closesAtMinute: 1200,
        weekdayHours: {
          '4': { opensAtMinute: 480, closesAtMinute: 1320 },
          '5': { opensAtMinute: 480, closesAtMinute: 1200, breakStartMinute: 720, breakEndMinute: 840 },
        },
      },
      [],
    );
    expect(json.weekdayHours).toEqual([
      { weekday: 4, closed: false, opens: '08:00', closes: '22:00' },
      { weekday: 5, closed: false, opens: '08:00', closes: '20:00', breakStart: '12:00', breakEnd: '14:00' },
    ]);
    expect(() => branchSchema.parse(json)).not.toThrow();
  });

  test.each([
    ['https://rent.example.ae', 7, 'https://rent.example.ae/media/7'],
    ['https://rent.example.ae/', 7, 'https://rent.example.ae/media/7'],
    ['https://rent.example.ae', null, null],
  ])('given %s and file %s, should make %s', (appUrl, fileId, expected) => {
    expect(mediaUrl(appUrl, fileId)).toBe(expected);
  });
});
