import '~/i18n/preowned-messages';
import { Link } from 'react-router';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { preownedSaleTermsAnchor, saleTermsValues } from '~/modules/preowned/sale-terms';
import type { PreownedCarState } from '~/modules/preowned/preowned-states';
import { groupedNumber } from './format';

export type CarFactsData = {
  make: string;
  model: string;
  modelYear: number;
  mileageKm: number;
  bodyTypeLabel: string;
  transmission: 'Automatic' | 'Manual';
  fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric';
  colour: string;
  gccSpec: boolean;
  emirateLabel: string;
  state: PreownedCarState;
};

/** The car's specification as a two-column list: what a buyer compares between cars. */
export function CarFacts({ car }: { car: CarFactsData }) {
  const t = useT();
  const locale = useLocale();
  const rows: Array<[label: string, value: React.ReactNode]> = [
    [t('preowned.field.make'), <bdi key="make">{car.make}</bdi>],
    [t('preowned.field.model'), <bdi key="model">{car.model}</bdi>],
    [t('preowned.field.modelYear'), car.modelYear],
    [t('preowned.field.mileage'), <bdi key="km">{t('preowned.km', { km: groupedNumber(car.mileageKm, locale) })}</bdi>],
    [t('preowned.field.bodyType'), car.bodyTypeLabel],
    [
      t('preowned.field.transmission'),
      t(car.transmission === 'Manual' ? 'preowned.transmission.Manual' : 'preowned.transmission.Automatic'),
    ],
    [t('preowned.field.fuel'), t(`preowned.fuel.${car.fuel}`)],
    [t('preowned.field.colour'), car.colour],
    [t('preowned.field.gccSpec'), t(car.gccSpec ? 'preowned.yes' : 'preowned.no')],
    [t('preowned.field.emirate'), car.emirateLabel],
  ];
  return (
    <dl className="grid gap-x-6 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-slate-200 py-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-end font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sale terms every buyer agrees to: payment within 48 hours, the late fee and storage, and where they are in full. */
export function SaleTerms() {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const values = saleTermsValues(locale);
  return (
    <section aria-labelledby="sale-terms" className="rounded-2xl bg-sand-100 p-5">
      <h2 id="sale-terms" className="text-xl font-bold text-navy-900">
        {t('preowned.terms.heading')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-800">
        <li>{t('preowned.terms.pay', values.pay)}</li>
        <li>{t('preowned.terms.late', values.late)}</li>
        <li>{t('preowned.terms.storage', values.storage)}</li>
      </ul>
      <Link
        to={to(`/terms-conditions#${preownedSaleTermsAnchor}`)}
        className="mt-3 inline-block font-semibold text-navy-800 underline"
      >
        {t('preowned.terms.more')}
      </Link>
    </section>
  );
}
