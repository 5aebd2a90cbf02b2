import type { FieldMetadata } from '@conform-to/react';
import { FieldShell, inputClass } from '~/components/forms/field';
import { TextField } from '~/components/forms/text-field';
import { useT } from '~/i18n/use-translation';
import { MAX_TOUR_PEOPLE, tourPlaces } from '~/modules/enquiries/tour-places';

type TourExtraFieldsProps = {
  fields: Record<string, FieldMetadata<string | undefined>>;
  initial: (name: string, fallback?: string) => string | undefined;
  today: string;
};

/** The tour form's own questions: where to, when, and how many people. */
export function TourExtraFields({ fields, initial, today }: TourExtraFieldsProps) {
  const t = useT();
  const destination = fields.destination;
  return (
    <>
      <FieldShell
        id={destination.id}
        label={t('tour.destination')}
        errors={destination.errors}
        className="sm:col-span-2"
      >
        <select
          id={destination.id}
          name={destination.name}
          defaultValue={initial('destination', '')}
          aria-required
          aria-invalid={destination.errors ? true : undefined}
          aria-describedby={destination.errors ? `${destination.id}-error` : undefined}
          className={inputClass}
        >
          <option value="">{t('tour.choose')}</option>
          {tourPlaces.map((place) => (
            <option key={place} value={place}>
              {t(`tour.place.${place}`)}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextField
        meta={fields.date}
        label={t('tour.date')}
        type="date"
        min={today}
        defaultValue={initial('date')}
        dir="ltr"
      />
      <TextField
        meta={fields.people}
        label={t('tour.people')}
        type="number"
        min={1}
        max={MAX_TOUR_PEOPLE}
        inputMode="numeric"
        defaultValue={initial('people')}
        dir="ltr"
      />
    </>
  );
}
