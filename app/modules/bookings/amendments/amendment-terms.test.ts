import { describe, expect, test } from 'vitest';
import { bookingIsAmendable, customerMayAmend, settleDifference } from './amendment-terms';

const now = new Date('2026-12-01T08:00:00Z');
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const booking = (change: Partial<Parameters<typeof bookingIsAmendable>[0]> = {}) => ({
  status: 'confirmed',
  pickupAt: hoursAhead(72),
  paymentMethod: 'card',
  counterPaidAt: null,
  ...change,
});

describe('who may change a booking, and when', () => {
  test('a confirmed booking ahead of its pick-up may be changed; any other state, a past pick-up or a counter payment may not', () => {
    expect(bookingIsAmendable(booking(), now)).toBe(true);
    for (const status of ['draft', 'awaiting_payment', 'payment_failed', 'cancelled', 'active', 'completed', 'no_show'])
      expect(bookingIsAmendable(booking({ status }), now)).toBe(false);
    expect(bookingIsAmendable(booking({ pickupAt: now }), now)).toBe(false);
    expect(bookingIsAmendable(booking({ counterPaidAt: hoursAhead(-1) }), now)).toBe(false);
  });

  test('the customer: up to exactly 48 hours before pick-up, and twice', () => {
    expect(customerMayAmend(booking({ pickupAt: hoursAhead(48) }), 0, now)).toEqual({ ok: true });
    expect(customerMayAmend(booking({ pickupAt: new Date(hoursAhead(48).getTime() - 1) }), 0, now)).toEqual({
      ok: false,
      reason: 'too_late',
    });
    expect(customerMayAmend(booking(), 1, now)).toEqual({ ok: true });
    expect(customerMayAmend(booking(), 2, now)).toEqual({ ok: false, reason: 'used_up' });
    expect(customerMayAmend(booking({ status: 'cancelled' }), 0, now)).toEqual({ ok: false, reason: 'not_amendable' });
  });

  test('a booking paid at the counter is changed at the branch, and the customer is told so', () => {
    expect(customerMayAmend(booking({ counterPaidAt: hoursAhead(-1) }), 0, now)).toEqual({
      ok: false,
      reason: 'paid_at_counter',
    });
  });
});

describe('how the difference is settled', () => {
  test('card: dearer is paid first, cheaper is refunded, the same price changes nothing', () => {
    // 3 days at 105.00 + CDW 20.00 (393.75) made 4 days (525.00): 131.25 more.
    expect(settleDifference('card', 39_375, 52_500)).toEqual({ kind: 'pay', dueFils: 13_125 });
    // Full insurance taken off (3 x 20.00 + VAT = 63.00): 63.00 back.
    expect(settleDifference('card', 39_375, 33_075)).toEqual({ kind: 'apply', refundFils: 6_300 });
    expect(settleDifference('card', 39_375, 39_375)).toEqual({ kind: 'apply', refundFils: 0 });
  });

  test('pay on pick-up: applied whatever the difference, the new total being due at the branch', () => {
    expect(settleDifference('pay_on_pickup', 51_030, 68_040)).toEqual({ kind: 'apply', refundFils: 0 });
    expect(settleDifference('pay_on_pickup', 51_030, 40_000)).toEqual({ kind: 'apply', refundFils: 0 });
  });
});
