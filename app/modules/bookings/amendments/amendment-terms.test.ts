import { describe, expect, test } from 'vitest';
import {
  bookingIsAmendable,
  bookingIsExtendable,
  customerMayAmend,
  isExtension,
  settleDifference,
  settleExtension,
  staffMayChange,
  timeToHold,
} from './amendment-terms';

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

describe('extending a car on rent', () => {
  const rental = { pickupAt: hoursAhead(-24), dropoffAt: hoursAhead(48) };
  const later = { ...rental, dropoffAt: hoursAhead(96) };

  test('only a car on rent with a price is extended, and only to a later drop-off from the same pick-up', () => {
    expect(bookingIsExtendable({ status: 'active', paymentMethod: 'card' })).toBe(true);
    expect(bookingIsExtendable({ status: 'confirmed', paymentMethod: 'card' })).toBe(false);
    expect(bookingIsExtendable({ status: 'active', paymentMethod: null })).toBe(false);
    expect(isExtension(rental, later)).toBe(true);
    expect(isExtension(rental, { ...rental, dropoffAt: hoursAhead(24) })).toBe(false);
    expect(isExtension(rental, { ...later, pickupAt: hoursAhead(-23) })).toBe(false);
  });

  test('staff may change a booking ahead, or extend one on rent; an early return is not theirs to make here', () => {
    const onRent = booking({ status: 'active', pickupAt: rental.pickupAt, counterPaidAt: rental.pickupAt });
    expect(staffMayChange(onRent, rental, later, now)).toBe(true);
    expect(staffMayChange(onRent, rental, { ...rental, dropoffAt: hoursAhead(24) }, now)).toBe(false);
    expect(staffMayChange(booking(), rental, later, now)).toBe(true);
    expect(staffMayChange(booking({ status: 'completed' }), rental, later, now)).toBe(false);
  });

  test('a car must be free for the added time only; before pick-up, for the whole new rental', () => {
    expect(timeToHold('active', rental, later)).toEqual({ pickupAt: rental.dropoffAt, dropoffAt: later.dropoffAt });
    expect(timeToHold('confirmed', rental, later)).toEqual({ pickupAt: rental.pickupAt, dropoffAt: later.dropoffAt });
  });

  test.each([
    [
      'card, more, at the counter in cash',
      'card',
      null,
      1000,
      'cash',
      { kind: 'counter', dueFils: 1000, method: 'cash' },
    ],
    ['card, more, on the terminal', 'card', null, 1000, 'card', { kind: 'counter', dueFils: 1000, method: 'card' }],
    ['card, more, by link', 'card', null, 1000, 'link', { kind: 'pay', dueFils: 1000 }],
    ['card, less (a cheaper tier)', 'card', null, -500, 'cash', { kind: 'apply', refundFils: 500 }],
    ['paid at the counter, more, by link', 'pay_on_pickup', now, 1000, 'link', { kind: 'pay', dueFils: 1000 }],
    ['paid at the counter, less', 'pay_on_pickup', now, -500, 'cash', { kind: 'counter_refund', refundFils: 500 }],
    ['paid at the counter, the same', 'pay_on_pickup', now, 0, 'cash', { kind: 'apply', refundFils: 0 }],
    ['still owed at the counter', 'pay_on_pickup', null, 1000, 'cash', { kind: 'apply', refundFils: 0 }],
  ] as const)('given %s, should settle as shown', (_, paymentMethod, counterPaidAt, difference, payment, expected) => {
    expect(settleExtension({ paymentMethod, counterPaidAt }, 10_000, 10_000 + difference, payment)).toEqual(expected);
  });
});
