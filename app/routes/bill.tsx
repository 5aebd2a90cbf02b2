import '~/i18n/booking-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/bill';
import { addOnKeys, BillExtras, HoldExpired } from '~/components/bill/bill-extras';
import { BillPersonal } from '~/components/bill/bill-personal';
import { BillStepper, billSteps } from '~/components/bill/bill-stepper';
import { BillSuccess } from '~/components/bill/bill-success';
import { env } from '~/modules/config/env.server';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { keepTrnOnAccount, recordResidencyIfUnknown } from '~/modules/auth/account.server';
import { getUser, requireUser } from '~/modules/auth/guards.server';
import {
  cancelUnpaidBooking,
  cancellationOf,
  extraNetPrices,
  extraPrices,
  findCustomerBooking,
  rateBooking,
  returnedPaymentsOf,
  saveExtras,
  setYoungDriver,
} from '~/modules/bookings/customer-steps/bill.server';
import { ageOn } from '~/modules/bookings/renter-age';
import {
  resumeCardPayment,
  settleCardPayment,
  startCardPayment,
} from '~/modules/bookings/customer-steps/card-payment.server';
import { bookingOutcome, returnedPayment } from '~/modules/bookings/booking-outcome';
import { bankIsDeciding } from '~/modules/payments/payment-states';
import { billPath } from '~/modules/bookings/bill-path';
import { holdsCar } from '~/modules/bookings/states/booking-states';
import { depositAmountFor } from '~/modules/settings/deposit-amount.server';
import { chargeRules, modelClassFigures } from '~/modules/settings/charge-settings.server';
import { coverExtras, DAMAGE_COVERS, priceWithVat } from '~/modules/pricing/quote-booking';
import { taxViewOf } from '~/modules/pricing/tax-view.server';
import { refundStrayCapture } from '~/modules/payments/stray-captures.server';
import { applyPromoCode, removePromoCode } from '~/modules/promotions/promo-codes.server';
import { personalSchema } from '~/modules/bookings/customer-steps/personal-form';
import { keepPersonalDraft, takePersonalDraft } from '~/modules/bookings/customer-steps/personal-draft.server';
import {
  confirmPayOnPickup,
  payableStates,
  personalStepDefaults,
  personalStepRules,
} from '~/modules/bookings/customer-steps/personal-step.server';
import { personalStepPrices } from '~/modules/bookings/customer-steps/personal-step-prices';
import { repriceSnapshot } from '~/modules/bookings/records/price-snapshot';
import { listEmirates } from '~/modules/fleet/branches.server';
import { memberDiscountRates } from '~/modules/settings/member-discount-rates.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import type { Extras } from '~/modules/pricing/quote-booking';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { whatsappNumber } from '~/modules/site/site-settings.server';
import { bookingChatUrl } from '~/modules/site/whatsapp-chat';
import { countryOptions } from '~/utils/countries';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { phoneToE164 } from '~/utils/phone.server';
import { pageLocale } from '~/utils/request-page';
import { requireRecordId, readFormData } from '~/utils/http.server';
import { publicKey } from '~/utils/record-id';
import { BookingReference } from '~/components/booking/booking-reference';
import { TaxViewToggle } from '~/components/booking/tax-view-toggle';

/** Ticked boxes and the cover chosen: the browser says which extras, never what they cost. */
const extrasFrom = (form: FormData): Extras => {
  const cover = DAMAGE_COVERS.find((choice) => choice === form.get('cover')) ?? 'none';
  const addOns = Object.fromEntries(addOnKeys.map((key) => [key, form.get(key) === 'on']));
  return { ...addOns, ...coverExtras(cover) } as Extras;
};

async function ownBooking(userId: number, params: Route.LoaderArgs['params']) {
  const booking = await findCustomerBooking(userId, requireRecordId(params.bookingId));
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

const stepPath = billPath;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const user = await requireUser(request);
  const booking = await ownBooking(user.id, params);
  const tab = billSteps.find((step) => step.tab === params.tab)?.tab;
  if (!tab) throw redirect(stepPath(booking, 'extrass', locale));
  const summary = {
    reference: booking.reference,
    title: `${booking.brand} ${booking.model}`,
    typeLabel: localized(booking.vehicleTypeLabel, locale),
    image: mediaUrl(booking.imageFileId),
  };
  const selectAgain = `/details-master/${booking.enquiryKey ?? 0}/${booking.vehicleModelId}/${encodeURIComponent(booking.brand)}/${encodeURIComponent(booking.model)}`;
  const payable = (payableStates as readonly string[]).includes(booking.status);
  const taxView = await taxViewOf(request, user.id);

  if (tab === 'extrass') {
    if (!payable) throw redirect(stepPath(booking, 'success', locale));
    const snapshot = booking.priceSnapshot;
    const classFigures = await modelClassFigures(booking.vehicleModelId);
    return {
      tab,
      summary,
      taxView,
      held: holdsCar(booking, new Date()),
      extras: {
        extras: snapshot.extras,
        prices: extraPrices(snapshot),
        netPrices: extraNetPrices(snapshot),
        view: taxView.view,
        quote: snapshot.quote,
        selectAgain,
        cdwExcessFils: classFigures?.cdwExcessFils ?? null,
        scdwSold: snapshot.rateCard.scdwDailyFils > 0,
        promoCode: snapshot.promo?.code ?? null,
      },
    };
  }
  if (tab === 'personal') {
    if (!payable) throw redirect(stepPath(booking, 'success', locale));
    const draft = await takePersonalDraft(request, booking.id);
    const [rules, emirates, defaults, memberRates, depositFils, chargeFigures, classFigures] = await Promise.all([
      personalStepRules(booking, user.id),
      listEmirates(),
      personalStepDefaults(user.id, booking, draft.values),
      memberDiscountRates(),
      depositAmountFor(booking),
      chargeRules(),
      modelClassFigures(booking.vehicleModelId),
    ]);
    const { none, ...withMemberCard } = personalStepPrices(booking.priceSnapshot, memberRates);
    const personal = {
      ...rules,
      summary: {
        pickup: `${localized(booking.pickupCity, locale)} – ${localized(booking.pickupBranch, locale)}`,
        pickupAt: booking.pickupAt.toISOString(),
        dropoff: `${localized(booking.dropoffCity, locale)} – ${localized(booking.dropoffBranch, locale)}`,
        dropoffAt: booking.dropoffAt.toISOString(),
        delivery: booking.deliveryAddress,
        ...none,
        // This car's class's deposit and the release time the terms give, as the settings say.
        deposit: { amountFils: depositFils, releaseDays: chargeFigures.depositReleaseDays },
        // What damage and kilometres cost under this booking's cover, declared with VAT where it is charged.
        terms: {
          cdwExcessFils: classFigures?.cdwExcessFils ?? 0,
          kmPerDay: chargeFigures.kmPerDay,
          kmPerMonth: chargeFigures.kmPerMonth,
          extraKmFils: priceWithVat(classFigures?.extraKmFils ?? 0),
        },
      },
      memberRates,
      withMemberCard,
      emirates: emirates.map((emirate) => ({ name: emirate.name, label: localized(emirate.label, locale) })),
      // Named here, so the page hydrates with the very names the server wrote.
      countries: rules.residency === 'visitor' ? countryOptions(locale) : [],
      defaults,
    };
    const held = booking.status === 'payment_failed' || holdsCar(booking, new Date());
    return data(
      { tab, summary, taxView, held, personal: { ...personal, view: taxView.view }, selectAgain },
      draft.clearHeader ? { headers: { 'Set-Cookie': draft.clearHeader } } : undefined,
    );
  }

  // The success tab is also where the payment provider sends the customer back (?ref=...).
  if (booking.status === 'draft') throw redirect(stepPath(booking, 'personal', locale));
  if (booking.status === 'awaiting_payment')
    await settleCardPayment(paymentClient(), booking.id, url.searchParams.get('ref'));
  // Back from the provider: a payment on an order the booking no longer counts on (it stopped
  // waiting, or a newer order replaced that one) goes back at once.
  if (url.searchParams.has('ref')) await refundStrayCapture(paymentClient(), booking.id);
  const fresh = await ownBooking(user.id, params);
  const [cancelReason, returned, chatNumber] = await Promise.all([
    fresh.status === 'cancelled' ? cancellationOf(fresh, user.id) : undefined,
    returnedPaymentsOf(fresh.id),
    whatsappNumber(),
  ]);
  const outcome = bookingOutcome({
    status: fresh.status,
    paymentMethod: fresh.paymentMethod,
    processing: bankIsDeciding(fresh.paymentStatus),
    cancelReason,
    counterPaid: fresh.counterPaidAt !== null,
  });
  return {
    tab,
    summary,
    taxView,
    held: true,
    success: {
      outcome,
      returnedPayment: returnedPayment(fresh, returned),
      reference: fresh.reference,
      chatUrl: bookingChatUrl(chatNumber, fresh.reference, locale, translator(locale)),
      quote: fresh.priceSnapshot.quote,
      rating: fresh.rating,
      personalStep: stepPath(fresh, 'personal', 'en'),
      selectAgain,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');
  const user = await getUser(request);
  if (!user) {
    // The session ran out: keep what was typed and bring the customer back to it after logging in.
    const back = stepPath(
      { id: requireRecordId(params.bookingId), enquiryKey: publicKey(params.enquiryId) },
      params.tab === 'personal' ? 'personal' : 'extrass',
      locale,
    );
    const headers = new Headers();
    if (intent === 'personal')
      headers.append('Set-Cookie', await keepPersonalDraft(requireRecordId(params.bookingId), form));
    return redirectWithFlash(
      `${localizePath('/login', locale)}?redirectTo=${encodeURIComponent(back)}`,
      { kind: 'error', message: t('personal.unauthorized') },
      { headers },
    );
  }
  const booking = await ownBooking(user.id, params);

  if (intent === 'preview')
    return { preview: repriceSnapshot(booking.priceSnapshot, { extras: extrasFrom(form) }).quote };
  if (intent === 'save') {
    const saved = await saveExtras(user.id, booking.id, extrasFrom(form));
    if (!saved.ok) return data({ error: t('bill.holdExpired') }, { status: 409 });
    return redirectWithFlash(stepPath(booking, 'personal', locale), { kind: 'success', message: t('bill.updated') });
  }
  if (intent === 'promo') {
    const typed = String(form.get('promoCode') ?? '')
      .trim()
      .slice(0, 40);
    if (!typed) return data({ promo: { typed, error: t('promo.required') } }, { status: 400 });
    const applied = await applyPromoCode(user.id, booking.id, typed);
    if (applied.ok)
      return redirectWithFlash(stepPath(booking, 'extrass', locale), {
        kind: 'success',
        message: t('promo.applied', { code: applied.snapshot.promo?.code ?? typed }),
      });
    if (applied.reason === 'expired' || applied.reason === 'not_found')
      return data({ error: t('bill.holdExpired') }, { status: 409 });
    return data({ promo: { typed, error: t(`promo.refused.${applied.reason}`) } }, { status: 400 });
  }
  if (intent === 'promo-remove') {
    const removed = await removePromoCode(user.id, booking.id);
    if (!removed) return data({ error: t('bill.holdExpired') }, { status: 409 });
    return redirectWithFlash(stepPath(booking, 'extrass', locale), { kind: 'success', message: t('promo.removed') });
  }
  if (intent === 'rate') {
    await rateBooking(user.id, booking.id, Number(form.get('stars')));
    return redirectWithFlash(stepPath(booking, 'success', locale), { kind: 'success', message: t('bill.rated') });
  }
  if (intent === 'pay') {
    const resumed = await resumeCardPayment(paymentClient(), booking.id);
    if (resumed.kind === 'pay') return redirectDocument(resumed.paymentUrl);
    return redirect(stepPath(booking, 'success', locale));
  }
  if (intent === 'cancel') {
    const cancelled = await cancelUnpaidBooking(user.id, booking.id);
    return redirectWithFlash(
      stepPath(booking, 'success', locale),
      cancelled
        ? { kind: 'success', message: t('bill.cancelledDone') }
        : { kind: 'error', message: t('bill.cannotCancel') },
    );
  }
  if (intent !== 'personal') throw data(null, { status: 400 });

  const rules = await personalStepRules(booking, user.id);
  const submission = parseWithZod(form, { schema: personalSchema({ t, ...rules, phoneToE164 }) });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ formErrors: [t('personal.incomplete')] }) }, { status: 400 });
  const { details, paymentMethod } = submission.value;
  // The prices were shown for the age group of the search; the birth date decides the young-driver surcharge.
  const youngDriver = ageOn(rules.verifiedBirthDate ?? details.birthDate, rules.pickupDay) < rules.surchargeBelowAge;
  if (youngDriver !== (booking.priceSnapshot.youngDriver ?? false)) {
    if (!(await setYoungDriver(user.id, booking.id, youngDriver)))
      return data({ result: submission.reply({ formErrors: [t('bill.holdExpired')] }) }, { status: 409 });
    const message = youngDriver
      ? t('personal.youngDriverAdded', { age: String(rules.surchargeBelowAge) })
      : t('personal.youngDriverRemoved');
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 409 });
  }
  if (details.trn) await keepTrnOnAccount(user.id, details.trn);
  await recordResidencyIfUnknown(user.id, rules.residency);

  if (paymentMethod === 'pay_on_pickup') {
    const confirmed = await confirmPayOnPickup(user.id, booking, details);
    if (!confirmed.ok)
      return data(
        {
          result: submission.reply({
            formErrors: [t(confirmed.reason === 'unavailable' ? 'select.unavailable' : 'bill.holdExpired')],
          }),
        },
        { status: 409 },
      );
    return redirect(stepPath(booking, 'success', locale));
  }
  const returnUrl = new URL(stepPath(booking, 'success', locale), env().APP_URL).toString();
  const started = await startCardPayment(paymentClient(), { userId: user.id, booking, details, locale, returnUrl });
  // A full page load: the provider's page is not one of ours (and the sandbox only shares our origin).
  if (started.ok) return redirectDocument(started.paymentUrl);
  const message =
    started.reason === 'provider'
      ? 'payment.unavailable'
      : started.reason === 'unavailable'
        ? 'select.unavailable'
        : 'bill.holdExpired';
  return data(
    { result: submission.reply({ formErrors: [t(message)] }) },
    { status: started.reason === 'provider' ? 503 : 409 },
  );
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('bill.title'), noIndex: true });
};

export default function Bill({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { tab, summary } = loaderData;
  const error = actionData && 'error' in actionData ? actionData.error : null;
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const promoAnswer = actionData && 'promo' in actionData ? actionData.promo : null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold text-navy-900">{t('bill.title')}</h1>
      <p className="mb-6 text-slate-700">
        {summary.title} · {summary.typeLabel} · {t('bill.reference')}{' '}
        <BookingReference reference={summary.reference} className="font-mono" />
      </p>
      <BillStepper current={tab} outcome={loaderData.tab === 'success' ? loaderData.success.outcome.kind : undefined} />
      <TaxViewToggle state={loaderData.taxView} />
      {loaderData.tab === 'extrass' ? (
        <BillExtras data={loaderData.extras} held={loaderData.held} error={error} promoAnswer={promoAnswer} />
      ) : null}
      {loaderData.tab === 'personal' ? (
        loaderData.held ? (
          <BillPersonal data={loaderData.personal} lastResult={lastResult} />
        ) : (
          <HoldExpired selectAgain={loaderData.selectAgain} />
        )
      ) : null}
      {loaderData.tab === 'success' ? <BillSuccess data={loaderData.success} view={loaderData.taxView.view} /> : null}
    </section>
  );
}
