import { describe, expect, test } from 'vitest';
import { bookingStatuses } from '~/db/schema';
import { PgDialect } from 'drizzle-orm/pg-core';
import { canMoveBooking, expiredHold, holdsCar, isFinal, liveHold, statesThatMayMoveTo } from './booking-states';

describe('the booking state machine', () => {
  test.each([
    ['draft', 'awaiting_payment'],
    ['draft', 'confirmed'],
    ['draft', 'cancelled'],
    ['awaiting_payment', 'confirmed'],
    ['awaiting_payment', 'payment_failed'],
    ['payment_failed', 'awaiting_payment'],
    ['payment_failed', 'confirmed'],
    ['confirmed', 'active'],
    ['confirmed', 'cancelled'],
    ['active', 'completed'],
  ] as const)('given %s, should allow a move to %s', (from, to) => {
    expect(canMoveBooking(from, to)).toBe(true);
  });

  test.each([
    ['draft', 'active'],
    ['awaiting_payment', 'active'],
    ['confirmed', 'confirmed'],
    ['confirmed', 'payment_failed'],
    ['confirmed', 'awaiting_payment'],
    ['active', 'cancelled'],
    ['completed', 'active'],
    ['cancelled', 'confirmed'],
    ['payment_failed', 'completed'],
  ] as const)('given %s, should refuse a move to %s', (from, to) => {
    expect(canMoveBooking(from, to)).toBe(false);
  });

  test('only completed and cancelled are final, and every state can be left or is final', () => {
    expect(bookingStatuses.filter(isFinal)).toEqual(['cancelled', 'completed', 'no_show']);
  });

  test('a payment confirms only from a booking waiting for it (or a draft paying on pick-up)', () => {
    expect(statesThatMayMoveTo('confirmed').sort()).toEqual(['awaiting_payment', 'draft', 'payment_failed']);
    expect(statesThatMayMoveTo('active')).toEqual(['confirmed']);
  });
});

describe('a draft holds its car', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const later = new Date('2026-03-01T10:30:00Z');

  test.each([
    ['draft', later, true],
    ['draft', now, false],
    ['draft', new Date('2026-03-01T09:59:59Z'), false],
    ['draft', null, false],
    ['awaiting_payment', later, false],
    ['confirmed', null, false],
  ] as const)('given a %s with a hold until %s, should hold its car: %s', (status, holdExpiresAt, expected) => {
    expect(holdsCar({ status, holdExpiresAt }, now)).toBe(expected);
  });

  test('the SQL condition asks the same: a draft whose hold ends after the moment', () => {
    const query = new PgDialect().sqlToQuery(liveHold(now));
    expect(query.sql).toBe('("bookings"."status" = $1 and "bookings"."hold_expires_at" > $2)');
    expect(query.params).toEqual(['draft', now.toISOString()]);
    // The reconciler's drafts are the others: a hold that ends at `now` has ended.
    const expired = new PgDialect().sqlToQuery(expiredHold(now));
    expect(expired.sql).toBe('("bookings"."status" = $1 and "bookings"."hold_expires_at" <= $2)');
  });
});
