import '~/i18n/booking-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link } from 'react-router';
import { PriceTable } from '~/components/booking/price-breakdown';
import { WhatsappChatLink } from '~/components/booking/whatsapp-chat-link';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { BookingOutcome, ReturnedPayment } from '~/modules/bookings/booking-outcome';
import type { Quote } from '~/modules/pricing/quote-booking';
import { formatAed } from '~/utils/money';
import type { TaxView } from '~/modules/pricing/tax-view';
import { WithReference } from '~/components/booking/booking-reference';

export type SuccessStepData = {
  outcome: BookingOutcome;
  /** Card payments given back because the booking did not count on them (paid twice, or too late). */
  returnedPayment: ReturnedPayment | null;
  reference: string;
  /** wa.me with the reference typed in the customer's language. */
  chatUrl: string;
  quote: Quote;
  rating: number | null;
  personalStep: string;
  selectAgain: string;
};

const buttonClass = 'inline-block rounded-md bg-action-600 px-5 py-2.5 font-bold text-white hover:bg-action-700';
const secondaryClass =
  'inline-block rounded-md border-2 border-navy-900 px-5 py-2.5 font-bold text-navy-900 hover:bg-navy-900 hover:text-white';

/** The end of the booking: one honest page per state of the booking, with what the customer can do next. */
export function BillSuccess({ data, view = 'with_vat' }: { data: SuccessStepData; view?: TaxView }) {
  const t = useT();
  const to = useLocalePath();
  const { outcome } = data;
  if (outcome.kind === 'payment_failed') {
    return (
      <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900">
        <h2 className="text-lg font-bold">{t('payment.failed')}</h2>
        <ReturnedPaymentNote payment={data.returnedPayment} />
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={to(data.personalStep)} className={buttonClass}>
            {t('payment.tryAgain')}
          </Link>
          <CancelButton />
          <WhatsappChatLink href={data.chatUrl} reference={data.reference} />
        </div>
      </div>
    );
  }
  if (outcome.kind === 'awaiting_payment') {
    return (
      <div role="status" className="rounded-2xl border border-sand-300 bg-sand-100 p-6 text-slate-800">
        <h2 className="text-lg font-bold text-navy-900">
          {t(outcome.processing ? 'payment.pending' : 'payment.waiting')}
        </h2>
        <p className="mt-2">
          <WithReference
            text={t(outcome.processing ? 'payment.pendingNote' : 'payment.waitingNote', { reference: data.reference })}
            reference={data.reference}
          />
        </p>
        <ReturnedPaymentNote payment={data.returnedPayment} />
        {outcome.processing ? null : (
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="pay" className={buttonClass}>
              {t('payment.payNow')}
            </button>
          </Form>
        )}
      </div>
    );
  }
  if (outcome.kind === 'no_show') {
    return (
      <div role="status" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-2xl font-bold text-navy-900">{t('outcome.no_show')}</h2>
        <p className="mt-2 text-slate-800">
          <WithReference text={t('outcome.no_showNote', { reference: data.reference })} reference={data.reference} />
        </p>
        <ReturnedPaymentNote payment={data.returnedPayment} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={to('/my-history')} className={secondaryClass}>
            {t('bill.toHistory')}
          </Link>
        </div>
      </div>
    );
  }
  if (outcome.kind === 'cancelled') {
    return (
      <div role="status" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-2xl font-bold text-navy-900">{t('outcome.cancelled')}</h2>
        <p className="mt-2 text-slate-800">{t(`outcome.cancelled.${outcome.why}`)}</p>
        <p className="mt-1 text-sm text-slate-700">
          <WithReference
            text={t('outcome.cancelledReference', { reference: data.reference })}
            reference={data.reference}
          />
        </p>
        <ReturnedPaymentNote payment={data.returnedPayment} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={to(data.selectAgain)} className={buttonClass}>
            {t('outcome.startAgain')}
          </Link>
          <Link to={to('/my-history')} className={secondaryClass}>
            {t('bill.toHistory')}
          </Link>
        </div>
      </div>
    );
  }
  if (outcome.kind === 'unfinished') return null;
  const heading = outcome.kind === 'confirmed' ? t('bill.confirmed') : t(`outcome.${outcome.kind}`);
  const note =
    outcome.kind === 'confirmed'
      ? t('bill.confirmedNote', { reference: data.reference })
      : t(`outcome.${outcome.kind}Note`, { reference: data.reference });
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 role="status" className="text-2xl font-bold text-emerald-800">
          {heading}
        </h2>
        <p className="mt-2 text-slate-800">
          <WithReference text={note} reference={data.reference} />
        </p>
        {outcome.kind === 'confirmed' ? (
          <p className="mt-1 text-sm text-slate-700">
            {t(
              outcome.paidAtCounter
                ? 'payment.paidAtCounterStatus'
                : outcome.paid
                  ? 'payment.paidStatus'
                  : 'payment.payOnPickupStatus',
            )}
          </p>
        ) : null}
        <ReturnedPaymentNote payment={data.returnedPayment} />
        {outcome.kind === 'active' ? null : data.rating ? (
          <p className="mt-6 text-slate-800">{t('bill.thanksForRating', { stars: data.rating })}</p>
        ) : (
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="rate" />
            <fieldset>
              <legend className="font-semibold text-navy-900">{t('bill.rateExperience')}</legend>
              <div className="mt-2 flex gap-1">
                {[1, 2, 3, 4, 5].map((stars) => (
                  <label
                    key={stars}
                    className="cursor-pointer rounded-md p-1 has-checked:bg-sand-100 has-focus-visible:outline-2"
                  >
                    <input type="radio" name="stars" value={stars} className="sr-only" required />
                    <Icon name="star" className="h-7 w-7 text-sand-700" />
                    <span className="sr-only">{t('bill.stars', { stars })}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button
              type="submit"
              className="mt-3 rounded-md border-2 border-navy-900 px-4 py-2 text-sm font-bold text-navy-900 hover:bg-navy-900 hover:text-white"
            >
              {t('bill.sendRating')}
            </button>
          </Form>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={to('/my-history')}
            className="rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white hover:bg-navy-800"
          >
            {t('bill.toHistory')}
          </Link>
          <Link
            to={to('/fleet-guide')}
            className="rounded-md border-2 border-navy-900 px-5 py-2.5 font-bold text-navy-900 hover:bg-navy-900 hover:text-white"
          >
            {t('bill.toFleet')}
          </Link>
          <WhatsappChatLink href={data.chatUrl} reference={data.reference} />
        </div>
      </div>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="mb-3 text-lg font-bold text-navy-900">{t('bill.yourPrice')}</h2>
        <PriceTable quote={data.quote} view={view} />
      </aside>
    </div>
  );
}

/**
 * A payment the booking did not count on, said plainly with its amount: on a paid booking it is a
 * second payment for the same booking, given back in full while the booking stays paid once.
 */
function ReturnedPaymentNote({ payment }: { payment: ReturnedPayment | null }) {
  const t = useT();
  const locale = useLocale();
  if (!payment) return null;
  const key = payment.secondPayment
    ? payment.refunded
      ? 'payment.secondPaymentRefunded'
      : 'payment.secondPaymentRefunding'
    : payment.refunded
      ? 'payment.unusedPaymentRefunded'
      : 'payment.unusedPaymentRefunding';
  return (
    <p className="mt-3 rounded-md bg-sand-100 p-3 text-sm text-slate-800">
      {t(key, { amount: formatAed(payment.amountFils, locale) })}
    </p>
  );
}

/** Gives up a booking that nobody is paying for; asks first, since the car goes back to others at once. */
function CancelButton() {
  const t = useT();
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(t('bill.cancelConfirm'))) event.preventDefault();
      }}
    >
      <button
        type="submit"
        name="intent"
        value="cancel"
        className="inline-block rounded-md border-2 border-red-800 px-5 py-2 font-bold text-red-900 hover:bg-red-100"
      >
        {t('bill.cancelBooking')}
      </button>
    </Form>
  );
}
