import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { FieldShell, inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';
import { selectProps } from './place-and-time-selects';

/** The enquiry form's fields, as `useForm` gives them (its schema is loaded later, so they are untyped). */
type EnquiryFields = Required<Record<string, FieldMetadata<unknown, Record<string, unknown>>>>;

/**
 * Where the car is collected from the customer at the end of the rental, and the charge it carries.
 * A flight number is asked only for the airport.
 */
export function CollectionFields({
  fields,
  locations,
  location,
  onLocationChange,
  grid,
}: {
  fields: EnquiryFields;
  locations: Array<{ city: string; label: string }>;
  location?: string;
  onLocationChange: (location: string) => void;
  grid: string;
}) {
  const t = useT();
  return (
    <div className="rounded-lg bg-sand-100 p-4">
      <p className="mb-3 text-sm font-semibold text-sand-700" role="note">
        {t('booking.collectionCharges')}
      </p>
      <div className={grid}>
        <FieldShell
          id={fields.collectionLocation.id}
          label={t('booking.collectionLocation')}
          errors={fields.collectionLocation.errors}
        >
          <select
            {...selectProps(fields.collectionLocation)}
            value={location ?? ''}
            onChange={(event) => onLocationChange(event.target.value)}
          >
            <option value="">{t('booking.choose')}</option>
            {locations.map((choice) => (
              <option key={choice.city} value={choice.city}>
                {choice.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell
          id={fields.returnAddress.id}
          label={t('booking.returnAddress')}
          errors={fields.returnAddress.errors}
        >
          <input
            {...getInputProps(fields.returnAddress, { type: 'text' })}
            className={inputClass}
            autoComplete="street-address"
          />
        </FieldShell>
        {location === 'Airport' ? (
          <FieldShell id={fields.flightNumber.id} label={t('booking.flightNumber')} errors={fields.flightNumber.errors}>
            <input {...getInputProps(fields.flightNumber, { type: 'text' })} className={inputClass} dir="ltr" />
          </FieldShell>
        ) : null}
      </div>
    </div>
  );
}

/** Where the car is brought to the customer at pick-up, charged like a collection. */
export function DeliveryFields({
  fields,
  locations,
  location,
  onLocationChange,
  grid,
}: {
  fields: EnquiryFields;
  locations: Array<{ city: string; label: string }>;
  location?: string;
  onLocationChange: (location: string) => void;
  grid: string;
}) {
  const t = useT();
  return (
    <div className="rounded-lg bg-sand-100 p-4">
      <p className="mb-3 text-sm font-semibold text-sand-700" role="note">
        {t('booking.deliveryCharges')}
      </p>
      <div className={grid}>
        <FieldShell
          id={fields.deliveryLocation.id}
          label={t('booking.deliveryLocation')}
          errors={fields.deliveryLocation.errors}
        >
          <select
            {...selectProps(fields.deliveryLocation)}
            value={location ?? ''}
            onChange={(event) => onLocationChange(event.target.value)}
          >
            <option value="">{t('booking.choose')}</option>
            {locations.map((choice) => (
              <option key={choice.city} value={choice.city}>
                {choice.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell
          id={fields.deliveryAddress.id}
          label={t('booking.deliveryAddress')}
          errors={fields.deliveryAddress.errors}
        >
          <input
            {...getInputProps(fields.deliveryAddress, { type: 'text' })}
            className={inputClass}
            autoComplete="street-address"
          />
        </FieldShell>
      </div>
    </div>
  );
}

/** Who is booking: the name, e-mail and phone the confirmation goes to. */
export function ContactFields({ fields, grid }: { fields: EnquiryFields; grid: string }) {
  const t = useT();
  return (
    <div className={grid}>
      <FieldShell id={fields.firstName.id} label={t('booking.firstName')} errors={fields.firstName.errors}>
        <input
          {...getInputProps(fields.firstName, { type: 'text' })}
          className={inputClass}
          autoComplete="given-name"
        />
      </FieldShell>
      <FieldShell id={fields.lastName.id} label={t('booking.lastName')} errors={fields.lastName.errors}>
        <input
          {...getInputProps(fields.lastName, { type: 'text' })}
          className={inputClass}
          autoComplete="family-name"
        />
      </FieldShell>
      <FieldShell id={fields.email.id} label={t('booking.email')} errors={fields.email.errors}>
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          className={inputClass}
          autoComplete="email"
          dir="ltr"
        />
      </FieldShell>
      <FieldShell
        id={fields.phone.id}
        label={t('booking.phone')}
        errors={fields.phone.errors}
        hint={t('booking.phoneHint')}
      >
        <input
          {...getInputProps(fields.phone, { type: 'tel' })}
          className={inputClass}
          autoComplete="tel"
          dir="ltr"
          placeholder="+971 50 123 4567"
        />
      </FieldShell>
    </div>
  );
}
