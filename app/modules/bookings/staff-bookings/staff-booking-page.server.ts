import { type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Locale } from '~/i18n/locale';
import { type Translate, localized } from '~/i18n/translate';
import { searchCustomers } from '~/modules/auth/customer-search.server';
import { readCustomerQuery } from '~/modules/auth/customer-search';
import type { Quote } from '~/modules/pricing/quote-booking';
import { phoneToE164 } from '~/utils/phone.server';
import { nextDubaiDate, toDubaiParts } from '~/utils/dubai-time';
import { countryOptions } from '~/utils/countries';
import { recordId } from '~/utils/record-id';
import type { PromoRefusal } from '~/modules/promotions/promo-code-rules';
import { loadEnquiryOptions } from '../customer-steps/booking-enquiries.server';
import { earliestPickupAt } from '../booking-notice';
import { deliveryCitiesOf } from '../customer-steps/enquiry-choices';
import { type StaffBookingContext, staffBookingSchema } from './staff-booking-form';
import {
  bookForCustomer,
  customerForForm,
  emiratesForStaffBooking,
  modelsForStaffBooking,
  quoteStaffBooking,
} from './staff-booking.server';

/** Matches shown for what staff typed: enough to pick from at the counter. */
const MATCHES_SHOWN = 10;

/** What the staff's booking form needs: the customer found or chosen, the branches, cars and emirates, and its defaults. */
export async function staffBookingPage(url: URL, locale: Locale, now = new Date()) {
  const q = url.searchParams.get('q') ?? '';
  const query = readCustomerQuery(q);
  const [options, models, emirates, customer, matches] = await Promise.all([
    loadEnquiryOptions(locale),
    modelsForStaffBooking(),
    emiratesForStaffBooking(),
    customerForForm(recordId(url.searchParams.get('customer') ?? '')),
    query.text ? searchCustomers(query, 1).then(({ rows }) => rows.slice(0, MATCHES_SHOWN)) : Promise.resolve(null),
  ]);
  const pickup = toDubaiParts(earliestPickupAt('staff', now));
  return {
    q: query.text,
    matches:
      matches?.map((row) => ({ id: row.id, fullName: row.fullName, email: row.email, phone: row.phone })) ?? null,
    customer: customer && {
      id: customer.id,
      fullName: customer.fullName,
      email: customer.email,
      phone: customer.phone,
      needsDocuments: customer.reviewStatus !== 'approved',
      verifiedBirthDate: customer.reviewStatus === 'approved' ? customer.birthDate : null,
      documents: {
        birthDate: customer.birthDate ?? '',
        licenceNumber: customer.licenceNumber ?? '',
        licenceExpiry: customer.licenceExpiry ?? '',
        passportNumber: customer.passportNumber ?? '',
        passportExpiry: customer.passportExpiry ?? '',
      },
    },
    branches: options.branches.map((branch) => ({
      id: branch.id,
      label: `${branch.cityLabel} – ${branch.nameLabel}`,
      hours: {
        opensAtMinute: branch.opensAtMinute,
        closesAtMinute: branch.closesAtMinute,
        weekdayHours: branch.weekdayHours ?? undefined,
        closures: branch.closures,
      },
    })),
    models: models.map((model) => ({
      id: model.id,
      label: `${model.brand} ${model.name}`,
      minimumAge: model.minimumAge,
      youngDriverAge: model.youngDriverAge,
    })),
    deliveryCities: deliveryCitiesOf(options.collectionLocations),
    emirates: emirates.map((row) => ({ name: row.name, label: localized(row.label, locale) })),
    countries: countryOptions(locale),
    defaults: {
      pickupDate: pickup.date,
      pickupTime: pickup.time,
      dropoffDate: nextDubaiDate(pickup.date),
      dropoffTime: pickup.time,
    },
    now: now.toISOString(),
  };
}

export type StaffBookingPageData = Awaited<ReturnType<typeof staffBookingPage>>;

/** The schema's context, the same in the browser (with its phone check) and here. */
function contextOf(
  page: Pick<StaffBookingPageData, 'branches' | 'models' | 'emirates' | 'customer' | 'deliveryCities'>,
  t: Translate,
  now: Date,
  phone: StaffBookingContext['phoneToE164'],
): StaffBookingContext {
  return {
    t,
    now,
    branches: page.branches,
    models: page.models,
    deliveryCities: page.deliveryCities.map((place) => place.city),
    emirates: page.emirates.map((row) => row.name),
    needsDocuments: page.customer ? page.customer.needsDocuments : true,
    verifiedBirthDate: page.customer?.verifiedBirthDate ?? null,
    phoneToE164: phone,
  };
}

/** A refused promo code, at its field with everything typed kept: the customer's words, but for one who used it already. */
function promoReply(
  submission: { reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]> },
  refusal: PromoRefusal,
  t: Translate,
) {
  const message = refusal === 'used_by_you' ? t('staffBooking.promoUsedByCustomer') : t(`promo.refused.${refusal}`);
  return submission.reply({ fieldErrors: { promoCode: [message] } });
}

export type StaffBookingReply =
  | { kind: 'reply'; reply: SubmissionResult<string[]>; quote: Quote | null }
  | { kind: 'booked'; bookingId: number; reference: string };

/**
 * The form's post. quote: the price line by line, and a Confirm button that posts it back with the
 * total read out. confirm: the booking; a refusal comes back as a message with the input kept.
 */
export async function answerStaffBooking(
  form: FormData,
  page: StaffBookingPageData,
  staffId: number,
  t: Translate,
  now = new Date(),
): Promise<StaffBookingReply> {
  const submission = parseWithZod(form, { schema: staffBookingSchema(contextOf(page, t, now, phoneToE164)) });
  if (submission.status !== 'success') return { kind: 'reply', reply: submission.reply(), quote: null };
  if (form.get('intent') !== 'confirm') {
    const quoted = await quoteStaffBooking(submission.value, now);
    if (!quoted.ok && quoted.reason === 'promo')
      return { kind: 'reply', reply: promoReply(submission, quoted.refusal, t), quote: null };
    return quoted.ok
      ? { kind: 'reply', reply: submission.reply(), quote: quoted.quote }
      : {
          kind: 'reply',
          reply: submission.reply({ formErrors: [t(`staffBooking.refused.${quoted.reason}`)] }),
          quote: null,
        };
  }
  const seen = Number(form.get('seenTotalFils'));
  const result = await bookForCustomer(submission.value, staffId, Number.isSafeInteger(seen) ? seen : null, now);
  if (result.ok) return { kind: 'booked', bookingId: result.bookingId, reference: result.reference };
  if (result.reason === 'price_changed')
    return {
      kind: 'reply',
      reply: submission.reply({ formErrors: [t('staffBooking.priceChanged')] }),
      quote: result.quote,
    };
  if (result.reason === 'promo')
    return { kind: 'reply', reply: promoReply(submission, result.refusal, t), quote: null };
  const message = t(`staffBooking.refused.${result.reason}`);
  return {
    kind: 'reply',
    reply:
      result.reason === 'email_taken'
        ? submission.reply({ fieldErrors: { email: [message] } })
        : submission.reply({ formErrors: [message] }),
    quote: null,
  };
}
