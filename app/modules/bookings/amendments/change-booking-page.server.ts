import type { Locale } from '~/i18n/locale';
import { localized, type Translate } from '~/i18n/translate';
import { findBranchesByIds } from '~/modules/fleet/quote-lookups.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { dubaiToday, formatDubaiDateTime } from '~/utils/dubai-time';
import { notFound } from '~/utils/http.server';
import { formatAed } from '~/utils/money';
import { changeBooking } from './amendment-payment.server';
import {
  type AmendmentActor,
  amendability,
  modelAges,
  modelsAtBranch,
  quoteAmendment,
} from './amendment-quotes.server';
import { loadEnquiryOptions } from '../customer-steps/booking-enquiries.server';
import { deliveryCitiesOf } from '../customer-steps/enquiry-choices';
import type { AmendResult } from './booking-amendments.server';
import { type BookingView, readBooking } from '../records/booking-view.server';
import {
  type ChangeFormContext,
  type ChangeFormErrors,
  type ChangeFormValues,
  branchTimeChoices,
  changeFormValuesOf,
  changeInstants,
  readChangeForm,
} from './change-form';
import { type ChangePreview, previewOf, refusalReply } from './change-replies';
import type { PriceSnapshot } from '../records/price-snapshot';
import { listSeparator } from '../records/postal-address';

/*
 * What the customer's and the staff's change pages share: the booking as it stands with the form's
 * starting values, and the answer to a posted form (priced again, or changed at the figure shown).
 * Each page keeps its own guard, its extras and where it sends the actor afterwards.
 */

export const privateHeaders = { 'Cache-Control': 'private, no-store' };

type ChangeableBooking = BookingView & { priceSnapshot: PriceSnapshot };

// A customer reaches only their own bookings; another's is simply not found.
const readerOf = (actor: AmendmentActor) => (actor.kind === 'customer' ? { ownerId: actor.userId } : {});

/** The booking the actor may see, priced; a 404 otherwise. */
export async function readChangeableBooking(bookingId: number, actor: AmendmentActor): Promise<ChangeableBooking> {
  const booking = await readBooking(bookingId, readerOf(actor));
  if (!booking || !booking.priceSnapshot) throw notFound();
  return { ...booking, priceSnapshot: booking.priceSnapshot };
}

/**
 * The booking as the page shows it, in two parts so each page can put its own fields between them:
 * `head` (what it is and whether it may be changed) and `form` (the form's starting values and times).
 */
export async function changePageData(
  booking: ChangeableBooking,
  actor: AmendmentActor,
  locale: Locale,
  t: Translate,
  now: Date,
) {
  const [allowed, branches] = await Promise.all([
    amendability(actor, booking, now),
    findBranchesByIds([booking.pickupBranchId, booking.dropoffBranchId]),
  ]);
  const hoursOf = (id: number) => branches.find((branch) => branch.id === id);
  const pickupHours = hoursOf(booking.pickupBranchId);
  const dropoffHours = hoursOf(booking.dropoffBranchId);
  const pickupPlace = `${localized(booking.pickupCity, locale)} – ${localized(booking.pickupBranch, locale)}`;
  const dropoffPlace = `${localized(booking.dropoffCity, locale)} – ${localized(booking.dropoffBranch, locale)}`;
  const when = (at: Date | string) => formatDubaiDateTime(at, locale);
  return {
    head: {
      id: booking.id,
      reference: booking.reference,
      summary: {
        vehicle: `${booking.brand} ${booking.model}`,
        pickup: `${pickupPlace}${listSeparator(locale)}${when(booking.pickupAt)}`,
        dropoff: `${dropoffPlace}${listSeparator(locale)}${when(booking.dropoffAt)}`,
        total: formatAed(booking.totalFils ?? 0, locale),
      },
      refusal: allowed.ok ? null : refusalReply(allowed, t).message,
    },
    form: {
      values: changeFormValuesOf({
        ...booking,
        extras: booking.priceSnapshot.extras,
        promoCode: booking.priceSnapshot.promo?.code,
        driverBirthDate: booking.customerDetails?.birthDate,
      }),
      pickupTimes: pickupHours ? branchTimeChoices(pickupHours) : [],
      dropoffTimes: dropoffHours ? branchTimeChoices(dropoffHours) : [],
    },
  };
}

/**
 * What staff's form offers beyond the customer's: the cars the booking may move to, with their classes'
 * ages (the booking's own car stays a choice even if the branch no longer stocks it), and the cities a
 * car may be delivered to, as the walk-in form offers them.
 */
export async function staffChangeChoices(
  booking: Pick<BookingView, 'vehicleModelId' | 'pickupBranchId' | 'brand' | 'model'>,
  locale: Locale,
) {
  const [atBranch, own, options] = await Promise.all([
    modelsAtBranch(booking.pickupBranchId),
    modelAges(booking.vehicleModelId),
    loadEnquiryOptions(locale),
  ]);
  const models = atBranch.map((model) => ({
    id: model.id,
    name: `${model.brand} ${model.name}`,
    minimumAge: model.minimumAge,
    youngDriverAge: model.youngDriverAge,
  }));
  return {
    models: [
      ...(models.some((model) => model.id === booking.vehicleModelId) || !own
        ? []
        : [{ id: booking.vehicleModelId, name: `${booking.brand} ${booking.model}`, ...own }]),
      ...models,
    ],
    deliveryCities: deliveryCitiesOf(options.collectionLocations),
  };
}

/** What the page shows again after a post: the input, its messages and the new price. */
export type ChangeReply = {
  values: ChangeFormValues;
  errors: ChangeFormErrors;
  message?: string;
  preview: ChangePreview | null;
};

export type ChangeAnswer =
  /** Not the change form: the page is shown afresh. */
  | { kind: 'unread' }
  | { kind: 'reply'; reply: ChangeReply; status: number }
  /** Changed, or waiting for the customer to pay the difference: the page says so where it sends the actor. */
  | { kind: 'changed'; result: Extract<AmendResult, { ok: true }>; expected: number; reference: string };

/**
 * preview (any other intent): the new price with what it means for the money. confirm: the change
 * at the figure shown, or the figures again when they moved. A customer reaches only their own booking,
 * and only staff may move it to another car, deliver it, give it a code or name the driver's birth date.
 * The form is read with the schema the page's browser checks it with, in the same context.
 */
export async function answerChangeForm(
  form: FormData | null,
  { bookingId, actor, t }: { bookingId: number; actor: AmendmentActor; t: Translate },
): Promise<ChangeAnswer> {
  const booking = await readBooking(bookingId, readerOf(actor));
  if (!booking) throw notFound();
  if (!form) return { kind: 'unread' };
  // The schema's context, as the page gave it to the browser (only the cities and ages are read here).
  const choices = actor.kind === 'staff' ? await staffChangeChoices(booking, 'en') : null;
  const context: ChangeFormContext = {
    t,
    by: actor.kind,
    deliveryCities: choices?.deliveryCities.map((place) => place.city) ?? [],
    models: choices?.models ?? [],
    today: dubaiToday(),
  };
  const read = readChangeForm(form, context);
  if (!read) return { kind: 'unread' };
  const { values } = read;
  const reply = (rest: Omit<ChangeReply, 'values'>, status = 400): ChangeAnswer => ({
    kind: 'reply',
    reply: { values, ...rest },
    status,
  });
  const instants = changeInstants(values, t);
  if (!instants.ok || Object.keys(read.errors).length > 0) return reply({ errors: read.errors, preview: null });
  const changeRequest = {
    bookingId,
    pickupAt: instants.pickupAt,
    dropoffAt: instants.dropoffAt,
    extras: values.extras,
    ...(actor.kind === 'staff'
      ? {
          ...(values.vehicleModelId ? { vehicleModelId: values.vehicleModelId } : {}),
          delivery: values.deliver ? { city: values.deliveryCity, address: values.deliveryAddress } : null,
          promoCode: values.promoCode || null,
          ...(values.driverBirthDate ? { driverBirthDate: values.driverBirthDate } : {}),
        }
      : {}),
  };
  // A customer's form has no field for the code or the driver's age: what is said of them goes above it.
  const refused = (refusal: Parameters<typeof refusalReply>[0]) => {
    const { errors, message } = refusalReply(refusal, t);
    if (actor.kind === 'staff') return { errors, message };
    const { promoCode, driverBirthDate, ...own } = errors;
    return { errors: own, message: message ?? promoCode ?? driverBirthDate };
  };
  const paymentMethod = booking.paymentMethod ?? 'card';

  if (form?.get('intent') === 'confirm') {
    const expected = Number(form.get('expected'));
    const result: AmendResult = Number.isSafeInteger(expected)
      ? await changeBooking(paymentClient(), actor, changeRequest, expected)
      : { ok: false, reason: 'unchanged' };
    if (result.ok) return { kind: 'changed', result, expected, reference: booking.reference };
    if (result.reason === 'changed')
      return reply(
        { errors: {}, message: t('change.changedFigures'), preview: previewOf(result.quote, paymentMethod) },
        409,
      );
    return reply({ ...refused(result), preview: null });
  }

  const quoted = await quoteAmendment(actor, changeRequest, new Date(), t);
  if (!quoted.ok) return reply({ ...refused(quoted), preview: null });
  return reply({ errors: {}, preview: previewOf(quoted.quote, paymentMethod) }, 200);
}
