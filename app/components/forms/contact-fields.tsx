import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-translation';
import type { ContactRules } from '~/modules/enquiries/contact-rules';
import { type DialCountry, PhoneField } from './phone-field';
import { TextAreaField, TextField } from './text-field';
import '~/i18n/forms-messages';

type Meta = FieldMetadata<string | undefined>;
export type ContactPrefillValues = { name: string; email: string; phone: string } | null;

type ContactFieldsProps = {
  fields: { name: Meta; email: Meta; phone: Meta; message: Meta; country: Meta };
  rules: ContactRules;
  countries: DialCountry[];
  /** What each field starts with (see useEnquiryForm's `initial`). */
  initial: (name: string, fallback?: string) => string | undefined;
  prefill: ContactPrefillValues;
  defaultMessage?: string;
  messageLabel?: string;
  /** Fields a form adds between the phone and the message (the tour's destination and date). */
  children?: ReactNode;
};

/** Name, email, phone (with its country) and message: the fields every short enquiry form asks for. */
export function ContactFields({
  fields,
  rules,
  countries,
  initial,
  prefill,
  defaultMessage,
  messageLabel,
  children,
}: ContactFieldsProps) {
  const t = useT();
  const emailLabel = rules.reach ? t('forms.emailOptional') : t('forms.email');
  const phoneLabel = rules.reach ? t('forms.phoneOptional') : t('forms.phone');
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        meta={fields.name}
        label={t('forms.name')}
        defaultValue={initial('name', prefill?.name)}
        required
        autoComplete="name"
        className="sm:col-span-2"
      />
      <TextField
        meta={fields.email}
        label={emailLabel}
        type="email"
        defaultValue={initial('email', prefill?.email)}
        required={rules.email === 'required'}
        autoComplete="email"
        dir="ltr"
        className="sm:col-span-2"
      />
      <EnquiryPhoneField
        field={fields.phone}
        label={phoneLabel}
        countries={countries}
        initial={initial}
        fallback={prefill?.phone}
        required={rules.phone === 'required'}
      />
      {children}
      <TextAreaField
        meta={fields.message}
        label={messageLabel ?? t('forms.message')}
        defaultValue={initial('message', defaultMessage)}
        required
        className="sm:col-span-2"
      />
    </div>
  );
}

/** The phone with its country across both columns, started from the input sent back or the signed-in visitor's number. */
export function EnquiryPhoneField({
  field,
  label,
  countries,
  initial,
  fallback,
  required,
}: {
  field: Meta;
  label: string;
  countries: DialCountry[];
  initial: (name: string, fallback?: string) => string | undefined;
  fallback?: string;
  required: boolean;
}) {
  const t = useT();
  return (
    <div className="sm:col-span-2">
      <PhoneField
        id={field.id}
        label={label}
        countryLabel={t('forms.country')}
        countries={countries}
        defaultCountry={initial('country', 'AE') || 'AE'}
        defaultNumber={initial('phone', fallback)}
        errors={field.errors}
        required={required}
      />
    </div>
  );
}
