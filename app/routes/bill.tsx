import { Check } from 'lucide-react';
import { useRef } from 'react';
import { Form, Link, data, redirect, useFetcher } from 'react-router';
import type { Route } from './+types/bill';
import { PriceTable } from '~/components/booking/price-breakdown';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireUser } from '~/modules/auth/guards.server';
import { extraPrices, findCustomerBooking, isStillHeld, saveExtras } from '~/modules/bookings/bill.server';
import { repriceSnapshot } from '~/modules/bookings/price-snapshot';
import type { Extras } from '~/modules/pricing/quote-booking';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { mediaUrl } from '~/utils/media';
import { formatAed } from '~/utils/money';
import { pageMeta } from '~/utils/meta';

/** The bill wizard's steps, each at its own URL so the back button walks through them. */
const steps = [
  { tab: 'extrass', label: 'bill.step.extras' },
  { tab: 'personal', label: 'bill.step.personal' },
  { tab: 'success', label: 'bill.step.finished' },
] as const satisfies ReadonlyArray<{ tab: string; label: MessageKey }>;
type Tab = (typeof steps)[number]['tab'];

const extraKeys = ['fullInsurance', 'personalInsurance', 'gps', 'additionalDriver', 'babySeat'] as const satisfies ReadonlyArray<keyof Extras>;
const extraLabels: Record<keyof Extras, MessageKey> = {
  fullInsurance: 'price.line.cdw',
  personalInsurance: 'price.line.pai',
  gps: 'price.line.gps',
  additionalDriver: 'price.line.additional_driver',
  babySeat: 'price.line.baby_seat',
};

/** Ticked boxes only: the browser says which extras, never what they cost. */
const extrasFrom = (form: FormData): Extras => Object.fromEntries(extraKeys.map((key) => [key, form.get(key) === 'on'])) as Extras;

async function loadBooking(request: Request, params: Route.LoaderArgs['params']) {
  const user = await requireUser(request);
  const booking = await findCustomerBooking(user.id, Number(params.bookingId));
  if (!booking) throw data(null, { status: 404 });
  return { user, booking };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { booking } = await loadBooking(request, params);
  const tab = (steps.find((step) => step.tab === params.tab)?.tab ?? null) as Tab | null;
  if (!tab) throw redirect(localizePath(`/bill/${booking.id}/${params.enquiryId}/extrass`, locale));
  return {
    tab,
    held: isStillHeld(booking),
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      title: `${booking.brand} ${booking.model}`,
      typeLabel: localized(booking.vehicleTypeLabel, locale),
      image: mediaUrl(booking.imageFileId),
      holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
      extras: booking.priceSnapshot.extras,
      quote: booking.priceSnapshot.quote,
      prices: extraPrices(booking.priceSnapshot),
      selectAgain: `/details-master/${booking.enquiryId ?? 0}/${booking.vehicleModelId}/${encodeURIComponent(booking.brand)}/${encodeURIComponent(booking.model)}`,
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = translator(locale);
  const { user, booking } = await loadBooking(request, params);
  const form = await request.formData();
  const extras = extrasFrom(form);
  if (form.get('intent') === 'preview') return { preview: repriceSnapshot(booking.priceSnapshot, { extras }).quote, error: null };
  const saved = await saveExtras(user.id, booking.id, extras);
  if (!saved.ok) return data({ preview: null, error: t('bill.holdExpired') }, { status: 409 });
  return redirectWithFlash(localizePath(`/bill/${booking.id}/${params.enquiryId}/personal`, locale), { kind: 'success', message: t('bill.updated') });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('bill.title'), noIndex: true });
};

function Stepper({ current }: { current: Tab }) {
  const t = useT();
  const index = steps.findIndex((step) => step.tab === current);
  return (
    <ol className="mb-8 grid grid-cols-3 gap-2" aria-label={t('bill.stepsLabel')}>
      {steps.map((step, position) => (
        <li key={step.tab} aria-current={position === index ? 'step' : undefined} className="flex flex-col items-center gap-2 text-center text-sm">
          <span
            className={`flex h-9 w-9 items-center justify-center rounded-full font-bold ${position < index ? 'bg-emerald-600 text-white' : position === index ? 'bg-navy-900 text-white' : 'bg-slate-200 text-slate-700'}`}
          >
            {position < index ? <Check className="h-5 w-5" aria-hidden="true" /> : position + 1}
          </span>
          <span className={position === index ? 'font-bold text-navy-900' : 'text-slate-700'}>{t(step.label)}</span>
        </li>
      ))}
    </ol>
  );
}

function ExtrasStep({ booking, held, error }: { booking: Route.ComponentProps['loaderData']['booking']; held: boolean; error: string | null }) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const preview = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  const quote = (preview.data && 'preview' in preview.data && preview.data.preview) || booking.quote;
  const refresh = () => {
    if (!form.current) return;
    const values = new FormData(form.current);
    values.set('intent', 'preview');
    void preview.submit(values, { method: 'post' });
  };
  if (!held) {
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
        <p>{t('bill.holdExpired')}</p>
        <Link to={to(booking.selectAgain)} className="mt-3 inline-block font-semibold underline">
          {t('bill.selectAgain')}
        </Link>
      </div>
    );
  }
  return (
    <Form ref={form} method="post" className="grid gap-8 lg:grid-cols-[1fr_320px]" onChange={refresh}>
      <fieldset className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <legend className="px-1 text-lg font-bold text-navy-900">{t('bill.extrasHeading')}</legend>
        <ul className="mt-2 divide-y divide-slate-100">
          {extraKeys.map((key) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3">
              <label className="flex items-center gap-3 font-semibold text-navy-900">
                <input type="checkbox" name={key} defaultChecked={booking.extras[key]} className="h-5 w-5 accent-navy-800" />
                {t(extraLabels[key])}
              </label>
              <span className="text-sm whitespace-nowrap text-slate-700">{formatAed(booking.prices[key], locale)}</span>
            </li>
          ))}
        </ul>
        <noscript>
          <button type="submit" name="intent" value="preview" className="mt-4 rounded-md border-2 border-navy-900 px-4 py-2 text-sm font-bold text-navy-900">
            {t('bill.updateTotal')}
          </button>
        </noscript>
      </fieldset>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-live="polite">
        <h2 className="mb-3 text-lg font-bold text-navy-900">{t('bill.yourPrice')}</h2>
        <PriceTable quote={quote} />
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" name="intent" value="save" className="mt-6 w-full rounded-md bg-action-600 px-4 py-3 font-bold text-white hover:bg-action-700">
          {t('bill.continue')}
        </button>
      </aside>
    </Form>
  );
}

export default function Bill({ loaderData: { tab, held, booking }, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold text-navy-900">{t('bill.title')}</h1>
      <p className="mb-6 text-slate-700">
        {booking.title} · {booking.typeLabel} · {t('bill.reference', { reference: booking.reference })}
      </p>
      <Stepper current={tab} />
      {tab === 'extrass' ? <ExtrasStep booking={booking} held={held} error={actionData && 'error' in actionData ? actionData.error : null} /> : null}
      {tab !== 'extrass' ? (
        <div className="rounded-xl border border-sand-300 bg-sand-100 p-5 text-slate-800">
          <p>{t('bill.nextStepsSoon')}</p>
        </div>
      ) : null}
    </section>
  );
}
