import '~/i18n/booking-messages';
import { Star } from 'lucide-react';
import { Form, Link } from 'react-router';
import { PriceTable } from '~/components/booking/price-breakdown';
import { useLocalePath, useT } from '~/i18n/use-translation';
import type { Quote } from '~/modules/pricing/quote-booking';

export type SuccessStepData = {
  outcome: 'confirmed' | 'failed' | 'pending' | 'waiting';
  reference: string;
  paymentMethod: 'card' | 'pay_on_pickup' | null;
  quote: Quote;
  rating: number | null;
  personalStep: string;
};

/** The end of the booking: confirmed with its summary, or what happened to the payment and what to do next. */
export function BillSuccess({ data }: { data: SuccessStepData }) {
  const t = useT();
  const to = useLocalePath();
  if (data.outcome === 'failed') {
    return (
      <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900">
        <p className="text-lg font-bold">{t('payment.failed')}</p>
        <Link to={to(data.personalStep)} className="mt-4 inline-block rounded-md bg-action-600 px-5 py-2.5 font-bold text-white hover:bg-action-700">
          {t('payment.tryAgain')}
        </Link>
      </div>
    );
  }
  if (data.outcome !== 'confirmed') {
    return (
      <div role="status" className="rounded-2xl border border-sand-300 bg-sand-100 p-6 text-slate-800">
        <p className="text-lg font-bold text-navy-900">{t(data.outcome === 'pending' ? 'payment.pending' : 'payment.waiting')}</p>
        <p className="mt-2">{t('payment.pendingNote', { reference: data.reference })}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p role="status" className="text-2xl font-bold text-emerald-800">
          {t('bill.confirmed')}
        </p>
        <p className="mt-2 text-slate-800">{t('bill.confirmedNote', { reference: data.reference })}</p>
        <p className="mt-1 text-sm text-slate-700">{t(data.paymentMethod === 'pay_on_pickup' ? 'payment.payOnPickupStatus' : 'payment.paidStatus')}</p>
        {data.rating ? (
          <p className="mt-6 text-slate-800">{t('bill.thanksForRating', { stars: data.rating })}</p>
        ) : (
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="rate" />
            <fieldset>
              <legend className="font-semibold text-navy-900">{t('bill.rateExperience')}</legend>
              <div className="mt-2 flex gap-1">
                {[1, 2, 3, 4, 5].map((stars) => (
                  <label key={stars} className="cursor-pointer rounded-md p-1 has-checked:bg-sand-100 has-focus-visible:outline-2">
                    <input type="radio" name="stars" value={stars} className="sr-only" required />
                    <Star className="h-7 w-7 text-sand-700" aria-hidden="true" />
                    <span className="sr-only">{t('bill.stars', { stars })}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="mt-3 rounded-md border-2 border-navy-900 px-4 py-2 text-sm font-bold text-navy-900 hover:bg-navy-900 hover:text-white">
              {t('bill.sendRating')}
            </button>
          </Form>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={to('/my-history')} className="rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white hover:bg-navy-800">
            {t('bill.toHistory')}
          </Link>
          <Link to={to('/fleet-guide')} className="rounded-md border-2 border-navy-900 px-5 py-2.5 font-bold text-navy-900 hover:bg-navy-900 hover:text-white">
            {t('bill.toFleet')}
          </Link>
        </div>
      </div>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="mb-3 text-lg font-bold text-navy-900">{t('bill.yourPrice')}</h2>
        <PriceTable quote={data.quote} />
      </aside>
    </div>
  );
}
