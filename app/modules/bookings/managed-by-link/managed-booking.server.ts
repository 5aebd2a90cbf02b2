import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { creditNotesOf } from '~/modules/invoices/issued-invoices.server';
import { customerPaymentStatus } from '~/modules/payments/customer-payment-status';
import { refundTotalsOf } from '~/modules/payments/refunds.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { cancellationOffer } from '../cancellations/customer-cancellation.server';
import { readBooking } from '../records/booking-view.server';
import type { OpenedLink } from '../manage-links/manage-links.server';

/**
 * The booking as its link shows it: what the customer's own history shows of it, and no more of
 * the account. The cancellation offer comes from the same terms as the signed-in cancel.
 */
export async function managedBooking(link: OpenedLink, locale: Locale, withOffer: boolean, now = new Date()) {
  const row = await readBooking(link.bookingId);
  if (!row) return null;
  const [refunds, creditNotes, offer] = await Promise.all([
    refundTotalsOf([row.id]),
    creditNotesOf([row.id]),
    link.ownerId === null ? undefined : cancellationOffer(link.ownerId, row.id, now),
  ]);
  const place = (city: typeof row.pickupCity, branch: typeof row.pickupBranch) =>
    `${localized(city, locale)} – ${localized(branch, locale)}`;
  const quote = row.priceSnapshot?.quote ?? null;
  return {
    reference: row.reference,
    status: row.status,
    vehicle: `${row.brand} ${row.model}`,
    pickup: place(row.pickupCity, row.pickupBranch),
    pickupAt: formatDubaiDateTime(row.pickupAt, locale),
    dropoff: place(row.dropoffCity, row.dropoffBranch),
    dropoffAt: formatDubaiDateTime(row.dropoffAt, locale),
    quote: quote && {
      lines: quote.lines.map((line) => ({ code: line.code, amountFils: line.amountFils })),
      grossFils: quote.grossFils,
      vatFils: quote.vatFils,
      totalFils: quote.totalFils,
    },
    paymentMethod: row.paymentMethod,
    payment: customerPaymentStatus(
      row,
      refunds.get(row.id) ?? { refundedFils: 0, cardPendingFils: 0, counterOwedFils: 0 },
    ),
    // A card payment left on the provider's page (Back, a closed tab) goes on where it stopped.
    awaitingPaymentFils: row.status === 'awaiting_payment' ? (row.totalFils ?? 0) : null,
    invoiceNumber: row.invoiceNumber,
    cancellationCreditNoteNumber: row.cancellationCreditNoteNumber,
    creditNotes: creditNotes.get(row.id) ?? [],
    cancellable: offer !== undefined,
    // ?cancel: the terms' figures, to confirm; the same panel as the signed-in cancel.
    offer:
      withOffer && offer
        ? {
            id: row.id,
            reference: row.reference,
            vehicle: `${row.brand} ${row.model}`,
            pickup: `${place(row.pickupCity, row.pickupBranch)}${locale === 'ar' ? '، ' : ', '}${formatDubaiDateTime(row.pickupAt, locale)}`,
            ...offer,
          }
        : null,
  };
}
