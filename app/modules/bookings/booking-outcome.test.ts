import { describe, expect, it } from 'vitest';
import { bookingOutcome, cancelReasonOf, returnedPayment } from './booking-outcome';

describe('bookingOutcome: what the end of the journey says, state by state', () => {
  it.each([
    [
      { status: 'confirmed', paymentMethod: 'card' },
      { kind: 'confirmed', paid: true },
    ],
    [
      { status: 'confirmed', paymentMethod: 'pay_on_pickup' },
      { kind: 'confirmed', paid: false },
    ],
    [
      { status: 'confirmed', paymentMethod: 'pay_on_pickup', counterPaid: true },
      { kind: 'confirmed', paid: true, paidAtCounter: true },
    ],
    [
      { status: 'confirmed', paymentMethod: 'card', counterPaid: true },
      { kind: 'confirmed', paid: true },
    ],
    [{ status: 'active', paymentMethod: 'card' }, { kind: 'active' }],
    [{ status: 'completed', paymentMethod: 'pay_on_pickup' }, { kind: 'completed' }],
    [{ status: 'payment_failed', paymentMethod: 'card' }, { kind: 'payment_failed' }],
    [
      { status: 'awaiting_payment', paymentMethod: 'card', processing: true },
      { kind: 'awaiting_payment', processing: true },
    ],
    [
      { status: 'awaiting_payment', paymentMethod: 'card' },
      { kind: 'awaiting_payment', processing: false },
    ],
    [{ status: 'draft', paymentMethod: null }, { kind: 'unfinished' }],
    [
      { status: 'cancelled', paymentMethod: 'card', cancelReason: 'hold_expired' },
      { kind: 'cancelled', why: 'hold_expired' },
    ],
  ] as const)('given %o, should be %o', (booking, outcome) => {
    expect(bookingOutcome(booking)).toEqual(outcome);
  });

  it('given a cancelled card booking, should never say confirmed or paid', () => {
    for (const why of ['hold_expired', 'payment_not_completed', 'by_customer', 'by_staff'] as const) {
      const outcome = bookingOutcome({ status: 'cancelled', paymentMethod: 'card', cancelReason: why });
      expect(outcome).toEqual({ kind: 'cancelled', why });
    }
  });
});

describe('cancelReasonOf', () => {
  it.each([
    [{ reason: 'hold expired', byStaff: false }, 'hold_expired'],
    [{ reason: 'payment not completed', byStaff: false }, 'payment_not_completed'],
    [{ reason: 'cancelled by the customer', byStaff: false }, 'by_customer'],
    [{ reason: 'hold expired', byStaff: true }, 'by_staff'],
    [{ reason: 'Customer phoned to cancel', byStaff: true }, 'by_staff'],
  ] as const)('given %o, should be %s', (event, reason) => {
    expect(cancelReasonOf(event)).toBe(reason);
  });
});

describe('returnedPayment: a payment the booking did not count on, as the result page tells it', () => {
  it.each([
    [
      'a card booking paid twice, the second being refunded',
      { status: 'confirmed', paymentMethod: 'card' },
      [{ amountFils: 22_050, state: 'pending' }],
      { amountFils: 22_050, refunded: false, secondPayment: true },
    ],
    [
      'a card booking paid twice, the second refunded',
      { status: 'active', paymentMethod: 'card' },
      [{ amountFils: 22_050, state: 'refunded' }],
      { amountFils: 22_050, refunded: true, secondPayment: true },
    ],
    [
      'a refund the provider refused, still to be made',
      { status: 'confirmed', paymentMethod: 'card' },
      [
        { amountFils: 22_050, state: 'refunded' },
        { amountFils: 22_050, state: 'failed' },
      ],
      { amountFils: 44_100, refunded: false, secondPayment: true },
    ],
    [
      'a payment that arrived after the booking was released',
      { status: 'cancelled', paymentMethod: 'card' },
      [{ amountFils: 22_050, state: 'refunded' }],
      { amountFils: 22_050, refunded: true, secondPayment: false },
    ],
    [
      'a card payment on a booking confirmed to pay at pick-up (nothing paid yet)',
      { status: 'confirmed', paymentMethod: 'pay_on_pickup' },
      [{ amountFils: 22_050, state: 'pending' }],
      { amountFils: 22_050, refunded: false, secondPayment: false },
    ],
  ] as const)('given %s', (_name, booking, refunds, expected) => {
    expect(returnedPayment(booking, refunds)).toEqual(expected);
  });

  it('given no such payment, says nothing', () => {
    expect(returnedPayment({ status: 'confirmed', paymentMethod: 'card' }, [])).toBeNull();
  });
});
