import '~/i18n/staff-messages';
import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-booking';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { type ActionReply, BookingActions } from '~/components/admin-bookings/booking-actions';
import {
  Facts,
  PaymentSection,
  PeopleSection,
  PriceSection,
  cardClass,
} from '~/components/admin-bookings/booking-facts';
import { BookingHistory } from '~/components/admin-bookings/booking-history';
import { BookingChanges } from '~/components/admin-bookings/booking-changes';
import { RenterDocuments } from '~/components/admin-bookings/renter-documents';
import { RentalSection } from '~/components/counter/rental-section';
import type { ChargeCounterReply } from '~/components/counter/charge-counter-payment-form';
import { readChargeCounterPayment } from '~/modules/counter/charges/charge-payment-form';
import { recordChargePaidAtCounter } from '~/modules/counter/charges/charge-payments.server';
import { rentalRecordOf } from '~/modules/rentals/rental-record.server';
import { DepositPanel } from '~/components/admin-bookings/deposit-panel';
import { depositPanel } from '~/modules/payments/deposit-panel.server';
import { staffBookingPage } from '~/modules/bookings/staff-actions/staff-booking-page.server';
import { CounterPaymentForm, type CounterPaymentReply } from '~/components/admin-bookings/counter-payment-form';
import { BookingStateBadge } from '~/components/admin-bookings/booking-state-badge';
import type { CounterRefundReply } from '~/components/admin-bookings/booking-refunds';
import { PageHero } from '~/components/content/page-hero';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { paidForBooking } from '~/modules/bookings/cancellations/cancellation-terms';
import { readCounterPayment, readCounterRefundPayout } from '~/modules/payments/counter-payment-form';
import { recordCounterPayment } from '~/modules/payments/counter-payments.server';
import { confirmCounterRefundPaidOut } from '~/modules/payments/counter-refunds.server';
import { makeRefund, refundsOfBooking } from '~/modules/payments/refunds.server';
import { readRefundAmount, readStaffAction } from '~/modules/bookings/staff-actions/staff-booking-actions-form';
import { applyStaffAction } from '~/modules/bookings/staff-actions/staff-booking-actions.server';
import { findBookingForStaff } from '~/modules/bookings/staff-actions/staff-booking-details.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { formatAed } from '~/utils/money';
import { notFound, readFormOrNull } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { listSeparator } from '~/modules/bookings/records/postal-address';
import { requireRecordId } from '~/utils/http.server';
import { ManageLinkPanel } from '~/components/admin-bookings/manage-link-panel';
import { liveManageLinks } from '~/modules/bookings/manage-links/manage-links.server';
import { reissueManageLink, revokeManageLinks } from '~/modules/bookings/staff-actions/manage-link-actions.server';
import { WithReference } from '~/components/booking/booking-reference';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-booking');
  const page = await staffBookingPage(requireRecordId(params.bookingId), pageLocale(context));
  if (!page) throw notFound();
  const [deposit, rental, manageLinks] = await Promise.all([
    depositPanel(page.booking.id),
    rentalRecordOf(page.booking.id),
    liveManageLinks(page.booking.id),
  ]);
  return data({ ...page, deposit, rental, manageLinks }, { headers: privateHeaders });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking');
  const locale = pageLocale(context);
  const t = translator(locale);
  const bookingId = requireRecordId(params.bookingId);
  const form = await readFormOrNull(request);
  const fields = form ? Object.fromEntries(form) : {};
  const back = localizePath(`/admin/bookings/${bookingId}`, locale);
  const aed = (fils: number) => formatAed(fils, locale);
  if (fields.intent === 'revokeManageLinks') {
    const revoked = await revokeManageLinks(bookingId, staff.id);
    return redirectWithFlash(
      back,
      revoked > 0
        ? { kind: 'success', message: t('bookings.manageLink.revoked') }
        : { kind: 'info', message: t('bookings.manageLink.nothingToRevoke') },
    );
  }
  if (fields.intent === 'issueManageLink') {
    const issued = await reissueManageLink(bookingId, staff.id);
    if (!issued.ok && issued.reason === 'not_found') throw notFound();
    return redirectWithFlash(
      back,
      issued.ok
        ? { kind: 'success', message: t('bookings.manageLink.issued') }
        : {
            kind: 'error',
            message: t(issued.reason === 'closed' ? 'bookings.manageLink.closed' : 'bookings.manageLink.noEmail'),
          },
    );
  }
  if (fields.intent === 'retryRefund') {
    const refund = (await refundsOfBooking(bookingId)).find((row) => String(row.id) === fields.refundId);
    if (!refund) throw notFound();
    const outcome = await makeRefund(paymentClient(), refund.id);
    const kind = outcome === 'refunded' ? 'success' : outcome === 'failed' ? 'error' : 'info';
    return redirectWithFlash(back, {
      kind,
      message: t(`bookings.refunds.retried.${outcome === 'not_found' ? 'pending' : outcome}`, {
        amount: aed(refund.amountFils),
      }),
    });
  }
  if (fields.intent === 'counterRefundPaidOut') {
    const payout = readCounterRefundPayout(fields);
    if (!payout.ok)
      return data<CounterRefundReply>(
        { intent: 'counterRefundPaidOut', refundId: payout.refundId, error: t(payout.error) },
        { status: 400 },
      );
    const paidOut = await confirmCounterRefundPaidOut({ bookingId, actorId: staff.id, ...payout.value });
    if (!paidOut.ok && paidOut.reason === 'not_found') throw notFound();
    return redirectWithFlash(
      back,
      paidOut.ok
        ? { kind: 'success', message: t('bookings.refunds.counter.done', { amount: aed(paidOut.amountFils) }) }
        : { kind: 'info', message: t('bookings.refunds.counter.already') },
    );
  }
  if (fields.intent === 'counterPayment') {
    const counter = readCounterPayment(fields);
    if (!counter.ok)
      return data<CounterPaymentReply>(
        {
          intent: 'counterPayment',
          field: counter.field,
          method: counter.method,
          note: counter.note,
          error: t(counter.error),
        },
        { status: 400 },
      );
    const recorded = await recordCounterPayment({ bookingId, actorId: staff.id, ...counter.value });
    if (!recorded.ok && recorded.reason === 'not_found') throw notFound();
    if (recorded.ok)
      return redirectWithFlash(back, {
        kind: 'success',
        message: t('bookings.counter.done', { amount: aed(recorded.amountFils), reference: recorded.reference }),
      });
    const values = {
      reference: recorded.reference,
      state: t(`account.bookingStatus.${recorded.status}` as MessageKey),
    };
    const refusal = {
      already: 'bookings.counter.already',
      not_pay_on_pickup: 'bookings.counter.notPayOnPickup',
      refused: 'bookings.counter.refused',
    } as const;
    return redirectWithFlash(back, {
      kind: recorded.reason === 'already' ? 'info' : 'error',
      message: t(refusal[recorded.reason], values),
    });
  }
  if (fields.intent === 'chargePaidAtCounter') {
    const read = readChargeCounterPayment(fields);
    if (read.chargeId === null) throw notFound();
    if (!read.ok)
      return data<ChargeCounterReply>(
        {
          intent: 'chargePaidAtCounter',
          chargeId: read.chargeId,
          field: read.field,
          method: read.method,
          note: read.note,
          error: t(read.error),
        },
        { status: 400 },
      );
    const paid = await recordChargePaidAtCounter({
      bookingId,
      chargeId: read.chargeId,
      actorId: staff.id,
      ...read.value,
    });
    if (!paid.ok && paid.reason === 'not_found') throw notFound();
    // A second click, a colleague or the customer's link first: nothing changed, and the page shows it paid.
    return redirectWithFlash(
      back,
      paid.ok
        ? {
            kind: 'success',
            message: t('rental.counter.done', { number: paid.invoiceNumber, amount: aed(paid.amountFils) }),
          }
        : {
            kind: paid.reason === 'already' ? 'info' : 'error',
            message: t(`rental.counter.${paid.reason}`, { number: paid.invoiceNumber }),
          },
    );
  }
  const input = readStaffAction(fields);
  if (!input.ok)
    return data<ActionReply>(
      { intent: input.intent, reason: input.reason, refund: String(fields.refund ?? ''), error: t(input.error) },
      { status: 400 },
    );
  let refundFils: number | undefined;
  if (input.value.intent === 'cancel') {
    const found = await findBookingForStaff(bookingId);
    const { paidFils } = found ? paidForBooking(found.booking) : { paidFils: 0 };
    if (paidFils > 0) {
      const amount = readRefundAmount(input.value.refund, paidFils);
      if (!amount.ok)
        return data<ActionReply>(
          {
            intent: 'cancel',
            field: 'refund',
            reason: input.value.reason,
            refund: input.value.refund,
            error: t(amount.error, { paid: aed(paidFils) }),
          },
          { status: 400 },
        );
      refundFils = amount.fils;
    }
  }
  const result = await applyStaffAction({
    bookingId,
    action: input.value.intent,
    reason: input.value.reason,
    actorId: staff.id,
    refundFils,
  });
  if (!result.ok && result.reason === 'not_found') throw notFound();
  if (result.ok && result.refund) {
    const outcome =
      result.refund.outcome === 'refunded' || result.refund.outcome === 'failed' ? result.refund.outcome : 'pending';
    // A no-show refunds the card too, but the booking is not cancelled: the message names what was done.
    const step = input.value.intent === 'noShow' ? 'noShowRefund' : 'cancelRefund';
    const message = t(`bookings.done.${step}.${outcome}`, {
      reference: result.reference,
      amount: aed(result.refund.fils),
    });
    return redirectWithFlash(back, {
      kind: outcome === 'refunded' ? 'success' : outcome === 'failed' ? 'error' : 'info',
      message,
    });
  }
  if (result.ok && result.counterRefundFils)
    return redirectWithFlash(back, {
      kind: 'success',
      message: t(
        input.value.intent === 'noShow' ? 'bookings.done.noShowCounterRefund' : 'bookings.done.cancelCounterRefund',
        {
          reference: result.reference,
          amount: aed(result.counterRefundFils),
        },
      ),
    });
  if (result.ok)
    return redirectWithFlash(back, {
      kind: 'success',
      message: t(`bookings.done.${input.value.intent}`, { reference: result.reference }),
    });
  const values = {
    reference: result.reference,
    state: t(`account.bookingStatus.${result.status}` as MessageKey),
  };
  // A second click, or a colleague who was quicker: nothing changed, and the page shows where it stands.
  if (result.reason === 'already')
    return redirectWithFlash(back, { kind: 'info', message: t('bookings.refused.already', values) });
  const refusal = {
    refused: 'bookings.refused.state',
    expired: 'bookings.refused.expired',
    unavailable: 'bookings.refused.unavailable',
    no_driver: 'bookings.refused.noDriver',
    // The booking was paid by card a moment ago: the page did not ask for a refund amount yet.
    refund_amount: 'bookings.refund.invalid',
  } as const;
  return data<ActionReply>(
    { intent: null, reason: input.value.reason, refund: input.value.refund, error: t(refusal[result.reason], values) },
    { status: 409 },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: args.loaderData
      ? t('bookings.detail.title', { reference: args.loaderData.booking.reference })
      : t('bookings.title'),
    noIndex: true,
  });
};

/** One booking for staff: people, car, dates, price, payment (read live from the provider), what can be done now, and its history. */
export default function AdminBooking({
  loaderData: {
    booking,
    customer,
    driver,
    driverAddress,
    documents,
    rental,
    quote,
    payment,
    counterDueFils,
    provider,
    earlierOrders,
    refunds,
    cancelRefund,
    history,
    actions,
    counterStep,
    noShowMoney,
    changeable,
    extendable,
    changes,
    deposit,
    manageLinks,
  },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const when = (at: string) => formatDubaiDateTime(at, locale);
  return (
    <article>
      <PageHero
        heading={
          <WithReference
            text={t('bookings.detail.title', { reference: booking.reference })}
            reference={booking.reference}
          />
        }
      >
        <p className="mt-3">
          <span className="sr-only">{t('bookings.detail.state')}: </span>
          <BookingStateBadge status={booking.status} />
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
        <Link
          to={to('/admin')}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('bookings.back')}
        </Link>

        <section aria-labelledby="actions-heading" className={cardClass}>
          <h2 id="actions-heading" className="mb-1 text-xl font-bold text-navy-900">
            {t('bookings.detail.actions')}
          </h2>
          <p className="mb-4 text-slate-700">
            {t('bookings.detail.state')}: <BookingStateBadge status={booking.status} />
          </p>
          {actionData && 'error' in actionData && !actionData.intent ? (
            <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
              {actionData.error}
            </p>
          ) : null}
          <BookingActions
            bookingId={booking.id}
            actions={actions}
            counterStep={counterStep}
            reply={
              actionData &&
              actionData.intent !== 'counterPayment' &&
              actionData.intent !== 'counterRefundPaidOut' &&
              actionData.intent !== 'chargePaidAtCounter'
                ? actionData
                : undefined
            }
            cancelRefund={cancelRefund}
            pickupDueFils={booking.status === 'confirmed' ? counterDueFils : null}
            noShowMoney={noShowMoney}
          />
          {changeable ? (
            <p className="mt-4">
              <Link
                to={to(`/admin/bookings/${booking.id}/change`)}
                className="font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
              >
                {t('bookings.change.link')}
              </Link>
            </p>
          ) : null}
          {extendable ? (
            <p className="mt-4">
              <Link
                to={to(`/admin/bookings/${booking.id}/extend`)}
                className="inline-block rounded-md bg-navy-800 px-4 py-2 font-bold text-white hover:bg-navy-900"
              >
                {t('bookings.extend.link')}
              </Link>
            </p>
          ) : null}
          {counterDueFils !== null ? (
            <CounterPaymentForm
              dueFils={counterDueFils}
              reply={actionData?.intent === 'counterPayment' ? actionData : undefined}
            />
          ) : null}
        </section>

        <section aria-labelledby="rental-heading" className={cardClass}>
          <h2 id="rental-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('bookings.detail.rental')}
          </h2>
          <Facts
            items={[
              [t('bookings.detail.vehicle'), `${booking.vehicle} (${booking.vehicleType}, ${booking.referenceNo})`],
              [t('bookings.detail.pickup'), `${booking.pickup}${listSeparator(locale)}${when(booking.pickupAt)}`],
              [t('bookings.detail.dropoff'), `${booking.dropoff}${listSeparator(locale)}${when(booking.dropoffAt)}`],
              ...(booking.delivery ? ([[t('bookings.detail.delivery'), booking.delivery]] as const) : []),
              ...(booking.collectionCity ? ([[t('bookings.detail.collection'), booking.collectionCity]] as const) : []),
              ...(booking.days ? ([[t('bookings.detail.days'), String(booking.days)]] as const) : []),
              [t('bookings.detail.created'), when(booking.createdAt)],
              ...(booking.holdExpiresAt
                ? ([[t('bookings.detail.holdUntil'), when(booking.holdExpiresAt)]] as const)
                : []),
              ...(booking.rating ? ([[t('bookings.detail.rating'), `${booking.rating} / 5`]] as const) : []),
            ]}
          />
          <p className="mt-3 text-sm text-slate-600">{t('bookings.timesNote')}</p>
        </section>

        {deposit ? <DepositPanel bookingId={booking.id} panel={deposit} /> : null}

        {rental ? (
          <RentalSection
            bookingId={booking.id}
            rental={rental}
            chargeReply={actionData?.intent === 'chargePaidAtCounter' ? actionData : undefined}
          />
        ) : null}

        <BookingChanges bookingId={booking.id} changes={changes} />

        <ManageLinkPanel live={manageLinks} />

        <PeopleSection customer={customer} driver={driver} driverAddress={driverAddress} />

        {documents ? <RenterDocuments documents={documents} /> : null}

        <div className="grid gap-6 lg:grid-cols-2">
          <PriceSection quote={quote} />
          <PaymentSection
            payment={payment}
            provider={provider}
            earlierOrders={earlierOrders}
            refunds={refunds}
            refundReply={actionData?.intent === 'counterRefundPaidOut' ? actionData : undefined}
          />
        </div>

        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('bookings.detail.history')}
          </h2>
          <BookingHistory events={history} />
        </section>
      </div>
    </article>
  );
}
