import { describe, expect, test } from 'vitest';
import { paymentStatuses } from '~/db/schema';
import { paymentStatusOfProviderState } from './provider/ngenius-client.server';
import { bankIsDeciding, canMovePayment, mayStartAgain, paymentOutcome } from './payment-states';

describe("the provider's states in the site's words", () => {
  test.each([
    ['STARTED', 'started'],
    ['AWAIT_3DS', 'pending'],
    ['POST_AUTH_REVIEW', 'pending'],
    ['AUTHORISED', 'authorised'],
    ['PARTIALLY_CAPTURED', 'authorised'],
    ['PURCHASED', 'paid'],
    // A captured payment is money taken, as much as a purchase is.
    ['CAPTURED', 'paid'],
    ['PARTIALLY_REFUNDED', 'partly_refunded'],
    ['REFUNDED', 'refunded'],
    ['FAILED', 'failed'],
    ['DECLINED', 'failed'],
    ['CANCELLED', 'cancelled'],
    ['REVERSED', 'cancelled'],
    ['A_STATE_ADDED_LATER', 'pending'],
  ] as const)('given %s, should be %s', (state, status) => {
    expect(paymentStatusOfProviderState(state)).toBe(status);
  });
});

describe('what a payment means for the booking it pays', () => {
  test.each([
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['cancelled', 'failed'],
    ['started', 'pending'],
    ['pending', 'pending'],
    ['authorised', 'pending'],
  ] as const)('given %s, should be %s', (status, outcome) => {
    expect(paymentOutcome(status)).toBe(outcome);
  });

  test('the bank is deciding once a card was handed over', () => {
    expect(bankIsDeciding(null)).toBe(false);
    expect(bankIsDeciding('started')).toBe(false);
    expect(bankIsDeciding('pending')).toBe(true);
    expect(bankIsDeciding('authorised')).toBe(true);
  });
});

describe('the payment state table', () => {
  test('a payment moves forward, never back', () => {
    expect(canMovePayment(null, 'started')).toBe(true);
    expect(canMovePayment('started', 'paid')).toBe(true);
    // Paid and refunded between two readings.
    expect(canMovePayment('pending', 'refunded')).toBe(true);
    expect(canMovePayment('paid', 'partly_refunded')).toBe(true);
    expect(canMovePayment('partly_refunded', 'refunded')).toBe(true);
    // A stale answer read after a newer one changes nothing.
    expect(canMovePayment('paid', 'started')).toBe(false);
    expect(canMovePayment('paid', 'pending')).toBe(false);
    expect(canMovePayment('paid', 'failed')).toBe(false);
    expect(canMovePayment('refunded', 'paid')).toBe(false);
    expect(canMovePayment('refunded', 'partly_refunded')).toBe(false);
    // The provider lets the customer try the same order again after a refusal.
    expect(canMovePayment('failed', 'paid')).toBe(true);
  });

  test('a booking starts a new payment only while nothing was taken or held', () => {
    const again = paymentStatuses.filter(mayStartAgain);
    expect(again).toEqual(['started', 'pending', 'failed', 'cancelled']);
    expect(mayStartAgain(null)).toBe(true);
  });
});
