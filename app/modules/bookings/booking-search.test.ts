import { describe, expect, test } from 'vitest';
import { referenceSearchKey } from '~/utils/booking-reference';
import { chartRange, filtersToQuery, paymentSummaryOf, readBookingFilters, readPageNumber } from './booking-search';

describe('reading the staff search from the query string', () => {
  test('keeps what is well formed and drops the rest, never failing', () => {
    expect(
      readBookingFilters(
        new URLSearchParams(
          'from=2027-02-30&to=2027-03-01&branch=abc&status=lost&reference=%20OAS-1%20&customer=' + 'x'.repeat(200),
        ),
      ),
    ).toEqual({
      from: '',
      to: '2027-03-01',
      returnFrom: '',
      returnTo: '',
      city: '',
      branchId: null,
      reference: 'OAS-1',
      customer: 'x'.repeat(80),
      status: '',
    });
    expect(
      readBookingFilters(new URLSearchParams('from=2027-03-09&to=2027-03-01&branch=4&status=active&city=Dubai')),
    ).toMatchObject({ from: '2027-03-01', to: '2027-03-09', branchId: 4, status: 'active', city: 'Dubai' });
  });

  test('writes back only the filters set, for paging and the CSV link', () => {
    const filters = readBookingFilters(new URLSearchParams('reference=OAS&branch=3&city='));
    expect(filtersToQuery(filters, { page: '2' })).toBe('branch=3&reference=OAS&page=2');
    expect(filtersToQuery(readBookingFilters(new URLSearchParams('')))).toBe('');
  });

  test.each([
    ['7', 7],
    ['0', 1],
    ['-2', 1],
    ['x', 1],
    [null, 1],
  ])('given page %s, should read %d', (value, page) => expect(readPageNumber(value)).toBe(page));

  test('a one-sided chart range keeps 60 days on the other side', () => {
    const range = chartRange({ from: '2027-01-01', to: '' });
    expect([range.from, range.to, range.days.length]).toEqual(['2027-01-01', '2027-03-02', 61]);
  });
});

describe('the payment status staff see', () => {
  test.each([
    ['card', 'paid', 'confirmed', 'paid'],
    ['card', 'paid', 'completed', 'paid'],
    ['card', 'failed', 'payment_failed', 'failed'],
    ['card', 'cancelled', 'payment_failed', 'failed'],
    ['card', null, 'payment_failed', 'failed'],
    ['card', 'pending', 'awaiting_payment', 'pending'],
    ['card', 'started', 'awaiting_payment', 'pending'],
    ['card', 'authorised', 'awaiting_payment', 'pending'],
    ['card', null, 'awaiting_payment', 'notStarted'],
    ['card', 'refunded', 'cancelled', 'refunded'],
    ['card', 'partly_refunded', 'cancelled', 'partlyRefunded'],
    ['pay_on_pickup', null, 'confirmed', 'onPickup'],
    [null, null, 'draft', 'none'],
  ] as const)(
    'given %s with its payment %s on a %s booking, should say %s',
    (paymentMethod, paymentStatus, status, expected) => {
      expect(paymentSummaryOf({ paymentMethod, paymentStatus, status, counterPaidAt: null })).toBe(expected);
    },
  );

  test('a counter-paid booking cancelled says its refund is owed at the branch until staff pay it out', () => {
    const paid = {
      paymentMethod: 'pay_on_pickup',
      paymentStatus: null,
      status: 'cancelled',
      counterPaidAt: new Date('2026-11-26T06:00:00Z'),
    } as const;
    expect(paymentSummaryOf({ ...paid, counterRefund: 'owed' })).toBe('refundOwedAtBranch');
    expect(paymentSummaryOf({ ...paid, counterRefund: 'paidOut' })).toBe('refunded');
    expect(paymentSummaryOf({ ...paid, counterRefund: null })).toBe('paidAtCounter');
  });

  test('a pay-on-pick-up booking is paid once staff record the payment at the counter', () => {
    const booking = { paymentMethod: 'pay_on_pickup', paymentStatus: null, status: 'active' } as const;
    expect(paymentSummaryOf({ ...booking, counterPaidAt: new Date('2026-11-26T06:00:00Z') })).toBe('paidAtCounter');
  });
});

describe('a reference as staff type it', () => {
  test.each([
    ['OR-8XUTHX64', '8XUTHX64'],
    ['8XUTHX64', '8XUTHX64'],
    ['or-8xuthx64', '8XUTHX64'],
    [' 8XUT HX64 ', '8XUTHX64'],
    ['8xut-hx64', '8XUTHX64'],
    ['OR 8XUTHX64', '8XUTHX64'],
    ['OR', 'OR'],
  ])('given %j, should search for %j', (typed, key) => {
    expect(referenceSearchKey(typed)).toBe(key);
  });
});
