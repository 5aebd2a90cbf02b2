import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { FieldShell, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import { selectProps } from './place-and-time-selects';

/** The enquiry form's fields, as `useForm` gives them (its schema is loaded later, so they are untyped). */
type EnquiryFields = Required<Record<string, FieldMetadata<unknown, Record<string, unknown>>>>;

type PlaceFieldsProps = {
  fields: EnquiryFields;
  locations: Array<{ city: string; label: string }>;
  location?: string;
  onLocationChange: (location: string) => void;
  grid: string;
};

/** A city from the collection places and an address in it, with the note on what it costs. */
function PlaceAndAddress({
  fields,
  locations,
  location,
  onLocationChange,
  grid,
  names,
  children,
}: PlaceFieldsProps & {
  names: {
    place: string;
    address: string;
    note: MessageKey;
    placeLabel: MessageKey;
    addressLabel: MessageKey;
  };
  children?: React.ReactNode;
}) {
  const t = useT();
  const place = fields[names.place];
  const address = fields[names.address];
  return (
    <div className="rounded-lg bg-sand-100 p-4">
      <p className="mb-3 text-sm font-semibold text-sand-700" role="note">
        {t(names.note)}
      </p>
      <div className={grid}>
        <FieldShell id={place.id} label={t(names.placeLabel)} errors={place.errors}>
          <select
            {...selectProps(place)}
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
        <FieldShell id={address.id} label={t(names.addressLabel)} errors={address.errors}>
          <input {...getInputProps(address, { type: 'text' })} className={inputClass} autoComplete="street-address" />
        </FieldShell>
        {children}
      </div>
    </div>
  );
}

/**
 * Where the car is collected from the customer at the end of the rental, and the charge it carries.
 * A flight number is asked only for the airport.
 */
export function CollectionFields(props: PlaceFieldsProps) {
  const t = useT();
  const { fields } = props;
  return (
    <PlaceAndAddress
      {...props}
      names={{
        place: 'collectionLocation',
        address: 'returnAddress',
        note: 'booking.collectionCharges',
        placeLabel: 'booking.collectionLocation',
        addressLabel: 'booking.returnAddress',
      }}
    >
      {props.location === 'Airport' ? (
        <FieldShell id={fields.flightNumber.id} label={t('booking.flightNumber')} errors={fields.flightNumber.errors}>
          <input {...getInputProps(fields.flightNumber, { type: 'text' })} className={inputClass} dir="ltr" />
        </FieldShell>
      ) : null}
    </PlaceAndAddress>
  );
}

/** Where the car is brought to the customer at pick-up, charged like a collection. */
export function DeliveryFields(props: PlaceFieldsProps) {
  return (
    <PlaceAndAddress
      {...props}
      names={{
        place: 'deliveryLocation',
        address: 'deliveryAddress',
        note: 'booking.deliveryCharges',
        placeLabel: 'booking.deliveryLocation',
        addressLabel: 'booking.deliveryAddress',
      }}
    />
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
