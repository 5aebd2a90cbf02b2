import { inputClass } from '~/components/forms/field';
import type { DialCountry } from '~/modules/auth/sign-up-form';

type PhoneFieldProps = {
  /** The number input's id; the country select is `${id}-country`. */
  id: string;
  label: string;
  countryLabel: string;
  hint?: string;
  countries: DialCountry[];
  defaultCountry: string;
  defaultNumber?: string;
  errors?: string[];
  /** The form the inputs belong to (they may sit outside its element). */
  form?: string;
  countryName?: string;
  numberName?: string;
};

/**
 * A mobile number with its country: a plain select of dialling codes (UAE first) and the number
 * as typed. Both are ordinary form fields, so it works before and without JavaScript. Numbers
 * read left to right in Arabic pages too, so the pair keeps that order.
 */
export function PhoneField({ id, label, countryLabel, hint, countries, defaultCountry, defaultNumber, errors, form, countryName = 'country', numberName = 'phone' }: PhoneFieldProps) {
  const error = errors?.[0];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <div dir="ltr" className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,18.5rem)_minmax(0,1fr)]">
        <select id={`${id}-country`} name={countryName} form={form} aria-label={countryLabel} defaultValue={defaultCountry} className={inputClass} dir="auto">
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {/* Isolated, or Arabic pages show the code as 971+ */}
              {`${country.name} (\u2066+${country.dial}\u2069)`}
            </option>
          ))}
        </select>
        <input
          id={id}
          name={numberName}
          form={form}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={defaultNumber}
          placeholder="50 123 4567"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
