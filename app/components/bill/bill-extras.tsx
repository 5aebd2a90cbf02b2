import '~/i18n/booking-messages';
import { useRef } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { PriceTable } from '~/components/booking/price-breakdown';
import { SubmitError } from '~/components/forms/submit-error';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { chosenCover, type DamageCover, type Extras, type Quote } from '~/modules/pricing/quote-booking';
import { formatAed, formatAedPlain } from '~/utils/money';
import { formatDeclaredPrice, type TaxView } from '~/modules/pricing/tax-view';

/** The add-ons ticked one by one; the damage cover is one choice of three (none, CDW, CDW with SCDW). */
export const addOnKeys = ['personalInsurance', 'gps', 'additionalDriver', 'babySeat'] as const satisfies ReadonlyArray<
  keyof Extras
>;
const addOnLabels: Record<(typeof addOnKeys)[number], MessageKey> = {
  personalInsurance: 'price.line.pai',
  gps: 'price.line.gps',
  additionalDriver: 'price.line.additional_driver',
  babySeat: 'price.line.baby_seat',
};

/** The 30-minute hold has run out: the car may be someone else's now, so the customer selects again. */
export function HoldExpired({ selectAgain }: { selectAgain: string }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
      <p>{t('bill.holdExpired')}</p>
      <Link to={to(selectAgain)} className="mt-3 inline-block font-semibold underline">
        {t('bill.selectAgain')}
      </Link>
    </div>
  );
}

export type ExtrasStepData = {
  extras: Extras;
  prices: Record<keyof Extras, number>;
  /** The same before VAT, shown only in a business customer's tax-exclusive view. */
  netPrices: Record<keyof Extras, number>;
  view: TaxView;
  quote: Quote;
  selectAgain: string;
  /** The class's CDW excess: what full insurance limits the renter's share of a damage to. */
  cdwExcessFils: number | null;
  /** Whether this car's class sells the super CDW (no excess). */
  scdwSold: boolean;
  /** The promo code on the booking, if any. */
  promoCode: string | null;
};

/** The answer to a promo code that was refused: what was typed, kept, and why. */
export type PromoAnswer = { typed: string; error: string };

/** A promo code typed and applied by the server, or the code on the booking with a way to take it off. */
function PromoCodeForm({ promoCode, answer }: { promoCode: string | null; answer: PromoAnswer | null }) {
  const t = useT();
  const sending = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:ms-auto lg:w-[320px]">
      {promoCode ? (
        <p className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-800">
          <span>
            {t('promo.field')}: <bdi className="font-mono font-bold">{promoCode}</bdi>
          </span>
          <button
            type="submit"
            name="intent"
            value="promo-remove"
            className="rounded-md border-2 border-navy-900 px-3 py-1.5 text-sm font-bold text-navy-900"
          >
            {t('promo.remove', { code: promoCode })}
          </button>
        </p>
      ) : (
        <>
          <label htmlFor="promo-code" className="block text-sm font-semibold text-navy-900">
            {t('promo.field')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="promo-code"
              name="promoCode"
              defaultValue={answer?.typed ?? ''}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              dir="ltr"
              aria-invalid={answer ? true : undefined}
              aria-describedby={answer ? 'promo-code-error' : undefined}
              className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 font-mono uppercase"
            />
            <button
              type="submit"
              name="intent"
              value="promo"
              disabled={sending}
              className="rounded-md border-2 border-navy-900 px-4 py-2 text-sm font-bold text-navy-900"
            >
              {t('promo.apply')}
            </button>
          </div>
          {answer ? (
            <p id="promo-code-error" role="alert" className="mt-2 text-sm text-red-700">
              {answer.error}
            </p>
          ) : null}
        </>
      )}
    </Form>
  );
}

/** The damage cover as one choice, each with what damage then costs and what it adds to the total. */
function CoverChoice({ data }: { data: ExtrasStepData }) {
  const t = useT();
  const locale = useLocale();
  const current = chosenCover(data.extras);
  const excess = data.cdwExcessFils === null ? null : formatAedPlain(data.cdwExcessFils, locale);
  const choices: { cover: DamageCover; label: MessageKey; note: string | null; priceFils: number | null }[] = [
    { cover: 'none', label: 'bill.cover.none', note: t('bill.cover.noneNote'), priceFils: null },
    {
      cover: 'cdw',
      label: 'price.line.cdw',
      note: excess ? t('bill.cdwExcess', { excess }) : null,
      priceFils: data.prices.fullInsurance,
    },
    ...(data.scdwSold
      ? [
          {
            cover: 'scdw' as const,
            label: 'bill.cover.scdw' as const,
            note: t('bill.cover.scdwNote'),
            priceFils: data.prices.zeroExcess,
          },
        ]
      : []),
  ];
  return (
    <fieldset className="mt-4">
      <legend className="font-bold text-navy-900">{t('bill.cover.heading')}</legend>
      <ul className="mt-1 divide-y divide-slate-100">
        {choices.map((choice) => (
          <li key={choice.cover} className="flex items-center justify-between gap-4 py-3">
            <label className="flex items-center gap-3 font-semibold text-navy-900">
              <input
                type="radio"
                name="cover"
                value={choice.cover}
                defaultChecked={current === choice.cover}
                className="h-5 w-5 shrink-0 accent-navy-800"
              />
              <span>
                {t(choice.label)}
                {choice.note ? <span className="block text-sm font-normal text-slate-700">{choice.note}</span> : null}
              </span>
            </label>
            <span className="text-sm whitespace-nowrap text-slate-700">
              {choice.priceFils === null ? t('bill.cover.noCharge') : formatAed(choice.priceFils, locale)}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Extras with their prices; the total beside them is worked out by the server as boxes are ticked. */
export function BillExtras({
  data,
  held,
  error,
  promoAnswer = null,
}: {
  data: ExtrasStepData;
  held: boolean;
  error: string | null;
  promoAnswer?: PromoAnswer | null;
}) {
  const t = useT();
  const locale = useLocale();
  const preview = useFetcher<{ preview?: Quote | null }>();
  const form = useRef<HTMLFormElement>(null);
  const quote = preview.data?.preview ?? data.quote;
  const refresh = () => {
    if (!form.current) return;
    const values = new FormData(form.current);
    values.set('intent', 'preview');
    void preview.submit(values, { method: 'post' });
  };
  if (!held) return <HoldExpired selectAgain={data.selectAgain} />;
  return (
    <div className="grid gap-6">
      <Form ref={form} method="post" className="grid gap-8 lg:grid-cols-[1fr_320px]" onChange={refresh}>
        <fieldset className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <legend className="px-1 text-lg font-bold text-navy-900">{t('bill.extrasHeading')}</legend>
          <p className="mt-1 text-sm text-slate-700">{t('bill.extrasPricesNote')}</p>
          <CoverChoice data={data} />
          <ul className="mt-2 divide-y divide-slate-100">
            {addOnKeys.map((key) => (
              <li key={key} className="flex items-center justify-between gap-4 py-3">
                <label className="flex items-center gap-3 font-semibold text-navy-900">
                  <input
                    type="checkbox"
                    name={key}
                    defaultChecked={data.extras[key]}
                    className="h-5 w-5 accent-navy-800"
                  />
                  <span>{t(addOnLabels[key])}</span>
                </label>
                <span className="text-end text-sm text-slate-700">
                  {formatDeclaredPrice(data.netPrices[key], data.view, locale, t, data.prices[key])}
                </span>
              </li>
            ))}
          </ul>
          <noscript>
            <button
              type="submit"
              name="intent"
              value="preview"
              className="mt-4 rounded-md border-2 border-navy-900 px-4 py-2 text-sm font-bold text-navy-900"
            >
              {t('bill.updateTotal')}
            </button>
          </noscript>
        </fieldset>
        <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-live="polite">
          <h2 className="mb-3 text-lg font-bold text-navy-900">{t('bill.yourPrice')}</h2>
          <PriceTable quote={quote} view={data.view} />
          {error ? (
            <SubmitError answer={error} className="mt-3 text-sm text-red-700">
              <p>{error}</p>
            </SubmitError>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="save"
            className="mt-6 w-full rounded-md bg-action-600 px-4 py-3 font-bold text-white hover:bg-action-700"
          >
            {t('bill.continue')}
          </button>
        </aside>
      </Form>
      <PromoCodeForm promoCode={data.promoCode} answer={promoAnswer} />
    </div>
  );
}
