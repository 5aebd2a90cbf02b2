import { describe, expect, test } from 'vitest';
import { paymentStatuses } from '~/db/schema';
import { translator } from '~/i18n/translate';
import { bookingActorWords, bookingReasonWords } from './booking-event-words';

const en = translator('en');
const ar = translator('ar');

describe('a booking move in words', () => {
  test('who: the staff member by name, else the customer, the provider or the site', () => {
    expect(bookingActorWords(en, { actorName: 'Desk Admin', actorKind: 'staff' })).toBe('Desk Admin');
    expect(bookingActorWords(en, { actorName: null, actorKind: 'customer' })).toBe('The customer');
    expect(bookingActorWords(en, { actorName: null, actorKind: 'provider' })).toBe('Payment provider');
    expect(bookingActorWords(en, { actorName: null, actorKind: 'system' })).toBe('The site (automatic)');
    expect(bookingActorWords(ar, { actorName: null, actorKind: 'provider' })).toBe('مزوّد الدفع');
  });

  test("the site's reasons in the reader's language, staff reasons as typed", () => {
    expect(bookingReasonWords(en, { reason: 'card payment paid', actorKind: 'provider' })).toBe(
      'The payment provider reports the card payment as made.',
    );
    expect(bookingReasonWords(ar, { reason: 'card payment paid', actorKind: 'provider' })).toBe(
      'أفاد مزوّد الدفع بإتمام الدفع بالبطاقة.',
    );
    expect(bookingReasonWords(ar, { reason: 'payment provider unavailable', actorKind: 'customer' })).toBe(
      'كان مزوّد الدفع غير متاح.',
    );
    expect(bookingReasonWords(en, { reason: 'payment provider unavailable', actorKind: 'system' })).toBe(
      'The payment provider was unavailable.',
    );
    expect(bookingReasonWords(ar, { reason: 'hold expired', actorKind: 'system' })).toBe(
      'انتهت مدة الحجز المؤقت (30 دقيقة) قبل إتمام الحجز.',
    );
    expect(bookingReasonWords(en, { reason: 'hold expired', actorKind: 'staff' })).toBe('hold expired');
    // A change staff made through the change page is the site's record, in words for every reader.
    expect(bookingReasonWords(en, { reason: 'booking changed', actorKind: 'staff' })).toBe(
      'The booking was changed (dates, car or extras).',
    );
    expect(bookingReasonWords(ar, { reason: 'booking changed', actorKind: 'customer' })).toBe(
      'عُدّل الحجز (التواريخ أو السيارة أو الإضافات).',
    );
    expect(bookingReasonWords(en, { reason: 'Customer phoned, flight delayed', actorKind: 'staff' })).toBe(
      'Customer phoned, flight delayed',
    );
    expect(bookingReasonWords(en, { reason: 'payment provider exploded', actorKind: 'system' })).toBe(
      'payment provider exploded',
    );
    expect(bookingReasonWords(en, { reason: null, actorKind: 'system' })).toBe('');
  });

  test.each([...paymentStatuses, 'new_status'])(
    'given the payment status %s, an Arabic reader gets Arabic words and no code',
    (state) => {
      const words = bookingReasonWords(ar, { reason: `card payment ${state}`, actorKind: 'provider' });
      expect(words).toMatch(/[\u0600-\u06ff]/);
      expect(words.replace('3-D Secure', '')).not.toMatch(/[A-Z]{2,}|card payment/);
      expect(bookingReasonWords(en, { reason: `card payment ${state}`, actorKind: 'system' })).not.toBe(
        `card payment ${state}`,
      );
    },
  );
});
