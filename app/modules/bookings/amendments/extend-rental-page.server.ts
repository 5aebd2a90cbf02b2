import type { Locale } from '~/i18n/locale';
import { localized, type Translate } from '~/i18n/translate';
import { findBranchesByIds } from '~/modules/fleet/quote-lookups.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import type { Quote } from '~/modules/pricing/quote-booking';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { notFound } from '~/utils/http.server';
import { formatAed } from '~/utils/money';
import { changeBooking } from './amendment-payment.server';
import { type AmendmentQuote, quoteAmendment } from './amendment-quotes.server';
import { type ExtensionSettlement, bookingIsExtendable } from './amendment-terms';
import type { AmendResult } from './booking-amendments.server';
import { branchTimeChoices } from './change-form';
import { refusalReply } from './change-replies';
import {
  type ExtendFormErrors,
  type ExtendFormValues,
  extendFormValuesOf,
  extendedDropoff,
  readExtendForm,
} from './extend-form';
import { readBooking } from '../records/booking-view.server';
import { listSeparator } from '../records/postal-address';

/*
 * Staff extend a car on rent (decision 065): a later drop-off, the whole rental priced again by the
 * change's own path (quoteAmendment, at the tier the new length reaches), the difference line by
 * line, and the money taken at the counter or asked of the customer by a card link.
 */

/** The price before and after, line by line, as the page shows it before staff confirm. */
export type ExtensionPreview = {
  lines: { code: string; title?: { en: string; ar?: string }; beforeFils: number; afterFils: number }[];
  before: Pick<Quote, 'days' | 'grossFils' | 'vatFils' | 'totalFils'>;
  after: Pick<Quote, 'days' | 'grossFils' | 'vatFils' | 'totalFils'>;
  differenceFils: number;
  settlement: ExtensionSettlement;
};

function extensionPreviewOf(quote: AmendmentQuote): ExtensionPreview {
  const before = quote.before.priceSnapshot.quote;
  const after = quote.after.priceSnapshot.quote;
  const codes = [...new Set([...before.lines, ...after.lines].map((line) => line.code))];
  const amount = (lines: Quote['lines'], code: string) => lines.find((line) => line.code === code)?.amountFils ?? 0;
  const totals = ({ days, grossFils, vatFils, totalFils }: Quote) => ({ days, grossFils, vatFils, totalFils });
  return {
    lines: codes.map((code) => ({
      code,
      // The offer's line names the offer it was sold under.
      ...(code === 'offer_discount' ? { title: after.lines.find((line) => line.code === code)?.title } : {}),
      beforeFils: amount(before.lines, code),
      afterFils: amount(after.lines, code),
    })),
    before: totals(before),
    after: totals(after),
    differenceFils: quote.differenceFils,
    settlement: quote.settlement,
  };
}

/** The on-rent booking as the page shows it, with the form's starting values; a 404 for no such booking. */
export async function extendPageData(bookingId: number, locale: Locale, t: Translate) {
  const booking = await readBooking(bookingId, {});
  if (!booking || !booking.priceSnapshot) throw notFound();
  const [dropoffBranch] = await findBranchesByIds([booking.dropoffBranchId]);
  const when = (at: Date) => formatDubaiDateTime(at, locale);
  return {
    id: booking.id,
    reference: booking.reference,
    summary: {
      vehicle: `${booking.brand} ${booking.model}`,
      pickup: when(booking.pickupAt),
      dropoff: `${localized(booking.dropoffCity, locale)} – ${localized(booking.dropoffBranch, locale)}${listSeparator(locale)}${when(booking.dropoffAt)}`,
      total: formatAed(booking.totalFils ?? 0, locale),
    },
    paymentMethod: booking.paymentMethod,
    refusal: bookingIsExtendable(booking) ? null : t('bookings.extend.notOnRent'),
    values: extendFormValuesOf(booking.dropoffAt),
    dropoffTimes: dropoffBranch ? branchTimeChoices(dropoffBranch) : [],
  };
}

type ExtendReply = {
  values: ExtendFormValues;
  errors: ExtendFormErrors;
  message?: string;
  preview: ExtensionPreview | null;
};

export type ExtendAnswer =
  | { kind: 'unread' }
  | { kind: 'reply'; reply: ExtendReply; status: number }
  | { kind: 'extended'; result: Extract<AmendResult, { ok: true }>; expected: number; reference: string };

/** preview (any other intent): the new price line by line. confirm: the extension at the figure shown. */
export async function answerExtendForm(
  form: FormData | null,
  { bookingId, staffId, t }: { bookingId: number; staffId: number; t: Translate },
): Promise<ExtendAnswer> {
  const values = form && readExtendForm(form);
  const booking = await readBooking(bookingId, {});
  if (!booking || !booking.priceSnapshot) throw notFound();
  if (!values) return { kind: 'unread' };
  const reply = (rest: Omit<ExtendReply, 'values'>, status = 400): ExtendAnswer => ({
    kind: 'reply',
    reply: { values, ...rest },
    status,
  });
  const dropoff = extendedDropoff(values, t);
  if (!dropoff.ok) return reply({ errors: dropoff.errors, preview: null });
  const actor = { kind: 'staff', staffId } as const;
  const request = {
    bookingId,
    pickupAt: booking.pickupAt,
    dropoffAt: dropoff.dropoffAt,
    extras: booking.priceSnapshot.extras,
    extension: { payment: values.payment },
  };
  // Only the drop-off is the staff's to set here: a schedule message is shown at its fields.
  const refused = (refusal: Parameters<typeof refusalReply>[0]) => {
    const { errors, message } = refusalReply(refusal, t);
    return reply({
      errors: { dropoffDate: errors.dropoffDate, dropoffTime: errors.dropoffTime },
      message: message ?? (errors.pickupDate || errors.pickupTime || errors.driverBirthDate),
      preview: null,
    });
  };

  if (form.get('intent') === 'confirm') {
    const expected = Number(form.get('expected'));
    const result: AmendResult = Number.isSafeInteger(expected)
      ? await changeBooking(paymentClient(), actor, request, expected)
      : { ok: false, reason: 'unchanged' };
    if (result.ok) return { kind: 'extended', result, expected, reference: booking.reference };
    if (result.reason === 'changed')
      return reply({ errors: {}, message: t('change.changedFigures'), preview: extensionPreviewOf(result.quote) }, 409);
    return refused(result);
  }
  const quoted = await quoteAmendment(actor, request, new Date(), t);
  if (!quoted.ok) return refused(quoted);
  return reply({ errors: {}, preview: extensionPreviewOf(quoted.quote) }, 200);
}
