import '~/i18n/booking-messages';
import type { ReactNode } from 'react';
import { ChangeBookingForm } from '~/components/booking/change-booking-form';
import { PageHero } from '~/components/content/page-hero';
import { useT } from '~/i18n/use-translation';
import type { ChangeReply } from '~/modules/bookings/amendments/change-booking-page.server';
import type { ChangeFormValues, ChangeModel } from '~/modules/bookings/amendments/change-form';
import { WithReference } from './booking-reference';

type Props = {
  by: 'customer' | 'staff';
  /** The page's data (see changePageData), with what staff's form offers besides (staffChangeChoices). */
  page: {
    reference: string;
    summary: { vehicle: string; pickup: string; dropoff: string; total: string };
    /** Why the booking may not be changed now; the form is shown only without one. */
    refusal?: string | null;
    values: ChangeFormValues;
    pickupTimes: string[];
    dropoffTimes: string[];
    /** Staff only: the cars the booking may move to, the cities a car may be delivered to, and today in Dubai. */
    models?: (ChangeModel & { name: string })[];
    deliveryCities?: { city: string; label: string }[];
    today?: string;
  };
  /** The answer to the form's post: the input, its messages and the new price. */
  reply?: ChangeReply;
  /** The heading over the booking as it stands, and the terms under it, in the actor's words. */
  currentTitle: string;
  terms: string;
  /** The way back, above the booking (staff) or below everything (customer). */
  backAbove?: ReactNode;
  backBelow?: ReactNode;
  /** What stands between the booking and the form, such as a change waiting for its payment. */
  children?: ReactNode;
  /** The staff screens sit a little tighter on a phone. */
  className?: string;
};

/** The page that changes a booking: the booking as it stands, then the form, priced again before confirming. */
export function ChangeBookingPage({
  by,
  page,
  reply,
  currentTitle,
  terms,
  backAbove,
  backBelow,
  children,
  className = 'mx-auto grid max-w-5xl gap-6 px-4 py-10',
}: Props) {
  const t = useT();
  const { summary, refusal } = page;
  return (
    <article>
      <PageHero
        heading={<WithReference text={t('change.title', { reference: page.reference })} reference={page.reference} />}
      />
      <div className={className}>
        {backAbove}
        <section
          aria-labelledby="change-current-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="change-current-title" className="text-xl font-bold text-navy-900">
            {currentTitle}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-700">{t('change.vehicle')}</dt>
            <dd>{summary.vehicle}</dd>
            <dt className="font-semibold text-slate-700">{t('change.pickup')}</dt>
            <dd>{summary.pickup}</dd>
            <dt className="font-semibold text-slate-700">{t('change.dropoff')}</dt>
            <dd>{summary.dropoff}</dd>
            <dt className="font-semibold text-slate-700">{t('change.total')}</dt>
            <dd className="font-semibold">{summary.total}</dd>
          </dl>
          <p className="mt-4 text-sm text-slate-700">{terms}</p>
        </section>
        {children}
        {refusal ? (
          <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
            {refusal}
          </p>
        ) : (
          <ChangeBookingForm
            by={by}
            values={reply?.values ?? page.values}
            errors={reply?.errors ?? {}}
            message={reply?.message}
            preview={reply?.preview ?? null}
            pickupTimes={page.pickupTimes}
            dropoffTimes={page.dropoffTimes}
            staff={
              page.models && page.deliveryCities && page.today
                ? { models: page.models, deliveryCities: page.deliveryCities, today: page.today }
                : undefined
            }
          />
        )}
        {backBelow}
      </div>
    </article>
  );
}
