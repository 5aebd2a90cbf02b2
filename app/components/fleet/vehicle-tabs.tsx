import { Icon } from '~/components/icons/icon';
import type { IconName } from '~/components/icons/icon-names';
import { Link } from 'react-router';
import { Tabs } from '~/components/content/tabs';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { VehicleCardData } from './vehicle-card';
import { startingPriceSentence } from './starting-price';

export type TermsSummary = { id: number; heading: string; summary: string };

function Fact({
  icon,
  label,
  children,
  className = '',
}: {
  icon: IconName;
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-xl bg-white p-4 ring-1 ring-slate-200 ${className}`}>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <Icon name={icon} className="h-5 w-5 shrink-0 text-sand-700" />
        {label}
      </dt>
      <dd className="mt-1 ps-7 font-bold text-navy-900">{children}</dd>
    </div>
  );
}

/** The details page's tabs: the key facts, the description, and the rental terms in short. */
export function VehicleTabs({
  vehicle,
  description,
  terms,
}: {
  vehicle: VehicleCardData;
  description: string;
  terms: TermsSummary[];
}) {
  const locale = useLocale();
  const t = useT();
  const to = useLocalePath();
  const details = (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      <Fact icon="users" label={t('vehicle.seats')}>
        {vehicle.seats}
      </Fact>
      <Fact icon="briefcase" label={t('vehicle.luggage')}>
        {vehicle.luggage}
      </Fact>
      <Fact icon="door-open" label={t('vehicle.doors')}>
        {vehicle.doors}
      </Fact>
      <Fact icon="snowflake" label={t('vehicle.ac')}>
        {vehicle.airConditioned ? t('vehicle.yes') : t('vehicle.no')}
      </Fact>
      <Fact icon="gauge" label={t('vehicle.transmission')}>
        {vehicle.transmission === 'Automatic' ? t('vehicle.auto') : t('vehicle.manual')}
      </Fact>
      <Fact icon="car-front" label={t('booking.vehicleType')}>
        {vehicle.typeLabel}
      </Fact>
      <Fact icon="tag" label={t('details.startingRate')} className="col-span-2 sm:col-span-3 lg:col-span-2">
        {vehicle.startingPrice ? startingPriceSentence(t, locale, vehicle.startingPrice) : t('vehicle.onRequest')}
      </Fact>
    </dl>
  );
  const about = (
    <div className="prose-copy max-w-3xl">
      {description.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="text-lg leading-relaxed text-slate-800">
          {paragraph}
        </p>
      ))}
    </div>
  );
  const rules = (
    <div className="max-w-3xl">
      <ol className="space-y-5">
        {terms.map((section, index) => (
          <li key={section.id}>
            <h3 className="font-bold text-navy-900">
              {index + 1}. {section.heading}
            </h3>
            <p className="mt-1 leading-relaxed text-slate-800">{section.summary}</p>
          </li>
        ))}
      </ol>
      <Link to={to('/terms-conditions')} className="mt-6 inline-block font-semibold text-navy-800 underline">
        {t('details.termsMore')}
      </Link>
    </div>
  );
  return (
    <section aria-labelledby="vehicle-tabs-heading">
      <h2 id="vehicle-tabs-heading" className="sr-only">
        {t('details.tabsLabel')}
      </h2>
      <Tabs
        idPrefix="vehicle"
        labelledBy="vehicle-tabs-heading"
        items={[
          { id: 'details', label: t('details.tabDetails'), panel: details },
          { id: 'description', label: t('details.tabDescription'), panel: about },
          { id: 'terms', label: t('details.tabTerms'), panel: rules },
        ]}
      />
    </section>
  );
}
