import { useState } from 'react';
import { type CarZone, carZones, damageKinds } from '~/modules/rentals/agreement/car-zones';
import { Link } from 'react-router';
import { FieldShell, inputClass } from '~/components/forms/field';
import { Icon } from '~/components/icons/icon';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { MAX_RENTAL_PHOTOS } from '~/modules/rentals/hand-over-form';
import { damageKindNames, zoneNames } from '~/modules/rentals/agreement/rental-agreement';
import { CarDiagram } from './car-diagram';

/**
 * The damage on a car, at hand-over or at return: the diagram beside one row per zone (kind and
 * note). The form posts `damage_<zone>` and `note_<zone>`; `values` are those of a refused submit.
 */
export function DamageFields({
  values,
  error,
  diagramTitle,
}: {
  values: Record<string, string>;
  error: (field: string) => string | undefined;
  diagramTitle: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [marked, setMarked] = useState<Set<CarZone>>(
    () => new Set(carZones.filter((zone) => (values[`damage_${zone}`] ?? '') !== '')),
  );
  const zoneName = (zone: CarZone) => zoneNames[zone][locale];
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[14rem_1fr]">
      <CarDiagram
        marked={marked}
        zoneName={zoneName}
        title={diagramTitle}
        onChoose={(zone) => document.getElementById(`damage_${zone}`)?.focus()}
      />
      <table className="w-full text-sm">
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 text-start">
              {t('handOver.zone')}
            </th>
            <th scope="col" className="py-1 text-start">
              {t('handOver.kind')}
            </th>
            <th scope="col" className="py-1 text-start">
              {t('handOver.note')}
            </th>
          </tr>
        </thead>
        <tbody>
          {carZones.map((zone) => (
            <tr key={zone} className="border-t border-slate-200">
              <th scope="row" className="py-1 pe-2 text-start font-normal">
                <label htmlFor={`damage_${zone}`}>{zoneName(zone)}</label>
              </th>
              <td className="py-1 pe-2">
                <select
                  id={`damage_${zone}`}
                  name={`damage_${zone}`}
                  className={`${inputClass} py-1`}
                  defaultValue={values[`damage_${zone}`] ?? ''}
                  aria-invalid={error(`damage_${zone}`) ? true : undefined}
                  aria-describedby={`damage_${zone}-error`}
                  onChange={(event) => {
                    const next = new Set(marked);
                    if (event.target.value) next.add(zone);
                    else next.delete(zone);
                    setMarked(next);
                  }}
                >
                  <option value="">{t('handOver.noDamage')}</option>
                  {damageKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {damageKindNames[kind][locale]}
                    </option>
                  ))}
                </select>
                <p id={`damage_${zone}-error`} className="text-red-700">
                  {error(`damage_${zone}`) ?? ''}
                </p>
              </td>
              <td className="py-1">
                <input
                  name={`note_${zone}`}
                  aria-label={t('handOver.noteFor', { zone: zoneName(zone) })}
                  className={`${inputClass} py-1`}
                  maxLength={200}
                  defaultValue={values[`note_${zone}`] ?? ''}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const fuelSteps = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The fuel gauge in eighths, as radio buttons read left to right like the gauge in both languages. */
export function FuelPicker({ legend, value, error }: { legend: string; value: string; error?: string }) {
  return (
    <fieldset aria-describedby="fuelEighths-error">
      <legend className="mb-1 block text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="flex flex-wrap gap-1" dir="ltr">
        {fuelSteps.map((step) => (
          <label
            key={step}
            className="flex min-w-10 cursor-pointer flex-col items-center rounded-md px-2 py-1 ring-1 ring-slate-300 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name="fuelEighths"
              value={step}
              defaultChecked={value === String(step)}
              className="sr-only"
            />
            <span className="text-sm font-semibold">{step}/8</span>
          </label>
        ))}
      </div>
      <p id="fuelEighths-error" className="min-h-5 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}

/** The car's photos at hand-over or return: the phone's back camera when there is one. */
export function PhotosField({ error, className }: { error?: string; className?: string }) {
  const t = useT();
  return (
    <FieldShell
      id="photos"
      label={t('handOver.photos', { count: MAX_RENTAL_PHOTOS })}
      hint={t('handOver.photosHint')}
      errors={error ? [error] : undefined}
      className={className}
    >
      <input
        id="photos"
        name="photos"
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        multiple
        className="block text-sm"
        aria-invalid={error ? true : undefined}
        aria-describedby="photos-error"
      />
    </FieldShell>
  );
}

/** The way back from the counter's screens to the booking. */
export function BackToBooking({ bookingId }: { bookingId: number }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <p>
      <Link
        to={to(`/admin/bookings/${bookingId}`)}
        className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
      >
        <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
        {t('handOver.back')}
      </Link>
    </p>
  );
}
