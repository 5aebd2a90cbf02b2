import { describe, expect, test } from 'vitest';
import type { PaymentStatus } from '~/db/schema';
import { customerPaymentStatus } from './customer-payment-status';

const none = { refundedFils: 0, cardPendingFils: 0, counterOwedFils: 0 };
const card = {
  status: 'confirmed' as const,
  paymentMethod: 'card' as const,
  paymentStatus: 'paid' as const,
  counterPaidAt: null,
  totalFils: 47_250,
};
const counter = {
  status: 'confirmed' as const,
  paymentMethod: 'pay_on_pickup' as const,
  paymentStatus: null as PaymentStatus | null,
  counterPaidAt: new Date('2027-02-10T08:00:00Z'),
  totalFils: 51_030,
};

describe("the payment status on a customer's booking list", () => {
  test.each([
    ['given a card payment taken, should say paid by card', card, none, { kind: 'paidCard' }],
    ['given a counter payment recorded, should say paid at the counter', counter, none, { kind: 'paidCounter' }],
    [
      'given pay on pick-up not yet paid, should say due at pick-up',
      { ...counter, counterPaidAt: null },
      none,
      { kind: 'dueAtPickup' },
    ],
    [
      'given pay on pick-up cancelled before paying, should say nothing paid',
      { ...counter, status: 'cancelled' as const, counterPaidAt: null },
      none,
      { kind: 'nothingPaid' },
    ],
    [
      'given a counter refund owed, should name it before anything else',
      { ...counter, status: 'cancelled' as const },
      { ...none, counterOwedFils: 51_030 },
      { kind: 'refundOwedAtBranch', amountFils: 51_030 },
    ],
    [
      'given a card refund not yet made, should say it is on its way',
      { ...card, status: 'cancelled' as const },
      { ...none, cardPendingFils: 34_650 },
      { kind: 'refundOnItsWay', amountFils: 34_650 },
    ],
    [
      'given the whole card payment refunded, should say refunded',
      { ...card, status: 'cancelled' as const, paymentStatus: 'refunded' as const },
      { ...none, refundedFils: 47_250 },
      { kind: 'refunded', amountFils: 47_250 },
    ],
    [
      'given part of it refunded, should say partly refunded',
      { ...card, status: 'cancelled' as const, paymentStatus: 'partly_refunded' as const },
      { ...none, refundedFils: 34_650 },
      { kind: 'partlyRefunded', amountFils: 34_650 },
    ],
    [
      'given a counter refund paid out in full, should say refunded',
      { ...counter, status: 'cancelled' as const },
      { ...none, refundedFils: 51_030 },
      { kind: 'refunded', amountFils: 51_030 },
    ],
    [
      'given a booking still awaiting its card payment, should leave it to the booking state',
      { ...card, status: 'awaiting_payment' as const, paymentStatus: 'started' as const },
      none,
      { kind: 'bookingState' },
    ],
    [
      'given a confirmed card booking whose payment failed, should leave it to the booking state',
      { ...card, paymentStatus: 'failed' as const },
      none,
      { kind: 'bookingState' },
    ],
  ])('%s', (_name, booking, refunds, expected) => {
    expect(customerPaymentStatus(booking, refunds)).toEqual(expected);
  });
});
