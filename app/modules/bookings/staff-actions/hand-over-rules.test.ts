import { describe, expect, test } from 'vitest';
import { licenceExpiresBeforeReturn, moneyDueAtPickupFils, pickupDayReached } from './hand-over-rules';

describe('when a car may be handed over', () => {
  // 23:30 in Dubai on 26 November.
  const now = new Date('2026-11-26T19:30:00Z');

  test.each([
    ['later the same Dubai day', '2026-11-26T19:59:00Z', true],
    ['earlier the same day', '2026-11-26T04:00:00Z', true],
    ['a day late', '2026-11-25T04:00:00Z', true],
    ['just after Dubai midnight, though the same UTC day', '2026-11-26T20:00:00Z', false],
    ['two days ahead', '2026-11-28T08:00:00Z', false],
  ])('given a pick-up %s, should be %s', (_case, pickupAt, expected) => {
    expect(pickupDayReached(new Date(pickupAt), now)).toBe(expected);
  });

  test('the money due at the counter: a pay-on-pick-up total until paid there; nothing for a card booking', () => {
    expect(moneyDueAtPickupFils({ paymentMethod: 'pay_on_pickup', counterPaidAt: null, totalFils: 242_55 })).toBe(
      242_55,
    );
    expect(moneyDueAtPickupFils({ paymentMethod: 'pay_on_pickup', counterPaidAt: now, totalFils: 242_55 })).toBe(0);
    expect(moneyDueAtPickupFils({ paymentMethod: 'card', counterPaidAt: null, totalFils: 242_55 })).toBe(0);
    expect(moneyDueAtPickupFils({ paymentMethod: null, counterPaidAt: null, totalFils: null })).toBe(0);
  });

  test('a licence must still be valid on the return day in Dubai', () => {
    // Returned at 01:00 on 28 November in Dubai (still the 27th in UTC).
    const dropoffAt = new Date('2026-11-27T21:00:00Z');
    expect(licenceExpiresBeforeReturn('2026-11-27', dropoffAt)).toBe(true);
    expect(licenceExpiresBeforeReturn('2026-11-28', dropoffAt)).toBe(false);
    expect(licenceExpiresBeforeReturn(null, dropoffAt)).toBe(false);
  });
});
