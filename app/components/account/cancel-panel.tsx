import { Form, Link, useNavigation } from 'react-router';
import { useLocale, useT } from '~/i18n/use-translation';
import type { CancellationOffer } from '~/modules/bookings/cancellations/customer-cancellation.server';
import { formatAed } from '~/utils/money';
import { WithReference } from '~/components/booking/booking-reference';

type Cancelling = CancellationOffer & { id: number; reference: string; vehicle: string; pickup: string };

/**
 * What cancelling one booking costs and gives back, before the customer confirms: the figures come
 * from the same terms the server applies, and the refund shown is sent with the form, so the
 * server cancels only at that figure.
 */
export function CancelPanel({ booking, keepHref }: { booking: Cancelling; keepHref: string }) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const aed = (fils: number) => formatAed(fils, locale);
  const values = { paid: aed(booking.paidFils), refund: aed(booking.refundFils), kept: aed(booking.keptFils) };
  const atCounter = booking.refundVia === 'counter';
  const terms = booking.payOnPickup
    ? t('history.cancelPayOnPickup')
    : booking.rule === 'free'
      ? t(atCounter ? 'history.counterCancelFree' : 'history.cancelFree', values)
      : booking.refundFils > 0
        ? t(atCounter ? 'history.counterCancelLate' : 'history.cancelLate', values)
        : t(atCounter ? 'history.counterCancelNothingBack' : 'history.cancelNothingBack', values);
  return (
    <section
      id="cancel-booking"
      aria-labelledby="cancel-booking-title"
      className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-red-200 sm:p-6"
    >
      <h2 id="cancel-booking-title" className="text-xl font-bold text-navy-900">
        <WithReference
          text={t('history.cancelTitle', { reference: booking.reference })}
          reference={booking.reference}
        />
      </h2>
      <p className="mt-2 text-slate-700">
        {t('history.cancelWhat', { vehicle: booking.vehicle, pickup: booking.pickup })}
      </p>
      <p className="mt-3 font-semibold text-navy-900">{terms}</p>
      {booking.refundFils > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t(atCounter ? 'history.counterRefundTime' : 'history.cancelRefundTime')}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
        <input type="hidden" name="bookingId" value={booking.id} />
        <input type="hidden" name="refund" value={booking.refundFils} />
        <button
          type="submit"
          name="intent"
          value="cancel"
          disabled={busy}
          className="rounded-md bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {t('history.cancelConfirm')}
        </button>
        <Link to={keepHref} className="font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700">
          {t('history.cancelKeep')}
        </Link>
      </Form>
    </section>
  );
}
