import type { AmendedRental } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { amendmentsOfBooking } from '../amendments/amendments-of-booking.server';
import { bookingIsAmendable, bookingIsExtendable } from '../amendments/amendment-terms';
import { paymentSummaryOf } from '../booking-search';
import { bookingActorWords, bookingReasonWords } from '../booking-event-words';
import { cancellationCharge, paidForBooking } from '../cancellations/cancellation-terms';
import { counterPayableStates } from '~/modules/payments/counter-payments.server';
import { paymentOrdersOfBooking } from '~/modules/payments/payment-orders.server';
import { refundsOfBooking } from '~/modules/payments/refunds.server';
import { actionsFor, counterStepFor } from './staff-booking-actions-form';
import { findBookingForStaff, readProviderOrder } from './staff-booking-details.server';
import { renterDocuments } from './renter-documents.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { formatAddress } from '../records/postal-address';
import { loadPlaceNames } from '../records/place-names.server';

/** A change's rental as its list shows it (the price snapshot stays on the server). */
const rentalWords = ({ vehicle, pickupAt, dropoffAt, totalFils }: AmendedRental) => ({
  vehicle,
  pickupAt,
  dropoffAt,
  totalFils,
});

/**
 * Everything staff see on a booking's page, in the reader's language: the booking, its people, price,
 * payments at the provider and the counter, refunds, changes, history and the actions left.
 * Null when there is no such booking.
 */
export async function staffBookingPage(bookingId: number, locale: Locale) {
  const t = translator(locale);
  const found = await findBookingForStaff(bookingId);
  if (!found) return null;
  const { booking, history } = found;
  const provider = await readProviderOrder(paymentClient(), booking);
  const refunds = await refundsOfBooking(booking.id);
  const changes = await amendmentsOfBooking(booking.id);
  const counterRefunds = refunds.filter((refund) => refund.method === 'counter');
  const isPaidOut = (refund: { state: string }) => refund.state === 'refunded';
  // Orders that paid a change's difference are shown with the change, not as orders left behind.
  const earlierOrders = (await paymentOrdersOfBooking(booking.id)).filter(
    (order) => order.orderRef !== booking.paymentOrderRef && order.amendmentId === null,
  );
  const place = (city: { en: string; ar?: string }, name: { en: string; ar?: string }) =>
    `${localized(city, locale)} – ${localized(name, locale)}`;
  const quote = booking.priceSnapshot?.quote ?? null;
  const { paidFils, refundVia } = paidForBooking(booking);
  // What the terms suggest refunding if staff cancel now; staff may give more or less.
  const now = new Date();
  const charge =
    paidFils > 0 && quote ? cancellationCharge({ pickupAt: booking.pickupAt, paidFils, quote }, now) : null;
  const actions = actionsFor(booking, now);
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      vehicle: `${booking.brand} ${booking.model}`,
      vehicleType: localized(booking.vehicleTypeLabel, locale),
      referenceNo: booking.referenceNo,
      pickup: place(booking.pickupCity, booking.pickupBranch),
      dropoff: place(booking.dropoffCity, booking.dropoffBranch),
      collectionCity: booking.collectionCity,
      delivery: booking.deliveryAddress ? `${booking.deliveryAddress}, ${booking.deliveryCity ?? ''}` : null,
      pickupAt: booking.pickupAt.toISOString(),
      dropoffAt: booking.dropoffAt.toISOString(),
      createdAt: booking.createdAt.toISOString(),
      holdExpiresAt:
        booking.status === 'draft' || booking.status === 'awaiting_payment'
          ? (booking.holdExpiresAt?.toISOString() ?? null)
          : null,
      rating: booking.rating,
      days: quote?.days ?? null,
    },
    customer: booking.customerName
      ? {
          name: booking.customerName,
          email: booking.customerEmail ?? '',
          phone: booking.customerPhone ?? '',
          locale: booking.customerLocale ?? 'en',
        }
      : null,
    driver: booking.customerDetails,
    // The account holder's documents as reviewed, with their copies, for the counter's check.
    documents: booking.userId === null ? null : { userId: booking.userId, ...(await renterDocuments(booking.userId)) },
    // The driver's address in the reader's language: a place's name, and the comma, follow it.
    driverAddress: booking.customerDetails
      ? formatAddress(booking.customerDetails, locale, await loadPlaceNames())
      : null,
    quote: quote
      ? {
          days: quote.days,
          lines: quote.lines,
          grossFils: quote.grossFils,
          vatFils: quote.vatFils,
          totalFils: quote.totalFils,
        }
      : null,
    payment: {
      id: booking.id,
      reference: booking.reference,
      paymentMethod: booking.paymentMethod,
      paymentStatus: booking.paymentStatus,
      paymentSummary: paymentSummaryOf({
        ...booking,
        counterRefund: counterRefunds.length === 0 ? null : counterRefunds.every(isPaidOut) ? 'paidOut' : 'owed',
      }),
      invoiceNumber: booking.invoiceNumber,
      cancellationCreditNoteNumber: booking.cancellationCreditNoteNumber,
      counter:
        booking.counterPaidAt && booking.counterPaymentMethod
          ? {
              method: booking.counterPaymentMethod,
              at: booking.counterPaidAt.toISOString(),
              by: booking.counterPaidByName ?? '',
            }
          : null,
    },
    // What staff may still take at the counter: a confirmed pay-on-pick-up booking's total, until recorded.
    counterDueFils:
      booking.paymentMethod === 'pay_on_pickup' &&
      !booking.counterPaidAt &&
      booking.totalFils !== null &&
      (counterPayableStates as readonly string[]).includes(booking.status)
        ? booking.totalFils
        : null,
    provider,
    earlierOrders: earlierOrders.map((order) => ({
      orderRef: order.orderRef,
      amountFils: order.amountFils,
      state: order.providerState ?? order.status,
      createdAt: order.createdAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      ...refund,
      createdAt: refund.createdAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
    })),
    cancelRefund: charge
      ? { paidFils, suggestedFils: charge.refundFils, keptFils: charge.keptFils, rule: charge.rule, refundVia }
      : null,
    history: history.map(({ details, actorKind, actorId: _actorId, ...event }) => ({
      ...event,
      who: bookingActorWords(t, { actorName: event.actorName, actorKind }),
      reason: bookingReasonWords(t, { reason: event.reason, actorKind }),
      createdAt: event.createdAt.toISOString(),
      counterPayment: (details?.counterPayment ?? null) as { method: 'cash' | 'card'; amountFils: number } | null,
      chargePayment: (details?.chargePayment ?? null) as {
        invoiceNumber: number;
        method: 'cash' | 'card';
        amountFils: number;
      } | null,
    })),
    actions,
    counterStep: counterStepFor(booking, now),
    // What recording a no-show now does with the money, shown before staff confirm it (the same terms apply it).
    noShowMoney: actions.includes('noShow')
      ? charge && refundVia
        ? { paidFils, keptFils: charge.keptFils, refundFils: charge.refundFils, via: refundVia }
        : { paidFils: 0, keptFils: 0, refundFils: 0, via: null }
      : null,
    changeable: bookingIsAmendable(booking, new Date()),
    extendable: bookingIsExtendable(booking),
    changes: changes.map((change) => ({
      id: change.id,
      actorKind: change.actorKind,
      state: change.state,
      lapsedReason: change.lapsedReason,
      before: rentalWords(change.before),
      after: rentalWords(change.after),
      differenceFils: change.differenceFils,
      expiresAt: change.expiresAt?.toISOString() ?? null,
      createdAt: change.createdAt.toISOString(),
      replacedInvoiceNumber: change.replacedInvoiceNumber,
      creditNoteNumber: change.creditNoteNumber,
    })),
  };
}
