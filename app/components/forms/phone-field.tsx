import { useEffect, useMemo, useState } from 'react';
import { inputClass } from './field';

export type DialCountryOption = { code: string; dial: string; name: string };

type PhoneFieldProps = {
  /** The number input's id; the country select is `${id}-country`. */
  id: string;
  label: string;
  countryLabel: string;
  searchLabel: string;
  countries: DialCountryOption[];
  defaultCountry?: string;
  defaultNumber?: string;
  errors?: string[];
  required?: boolean;
  numberName?: string;
  countryName?: string;
};

/**
 * A mobile number with its country, the UAE chosen first. Both are plain form fields, so it works
 * without JavaScript (a select finds a country by its first letters); with JavaScript a search box
 * narrows the list by name, code or dialling code. Numbers read left to right in Arabic too.
 */
export function PhoneField({ id, label, countryLabel, searchLabel, countries, defaultCountry = 'AE', defaultNumber, errors, required, numberName = 'phone', countryName = 'country' }: PhoneFieldProps) {
  const error = errors?.[0];
  const errorId = `${id}-error`;
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState('');
  const [country, setCountry] = useState(defaultCountry);
  useEffect(() => setHydrated(true), []);

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().replace(/^\+/, '');
    if (!words) return countries;
    // The chosen country stays in the list, so the select never shows a value it does not have.
    return countries.filter((option) => option.code === country || option.name.toLowerCase().includes(words) || option.dial.startsWith(words) || option.code.toLowerCase() === words);
  }, [countries, country, query]);

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <div dir="ltr" className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <div className="grid gap-2">
          {hydrated ? (
            <input
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                const words = event.target.value.trim().toLowerCase();
                const first = countries.find((option) => option.name.toLowerCase().includes(words));
                if (first && words) setCountry(first.code);
              }}
              aria-label={searchLabel}
              placeholder={searchLabel}
              aria-controls={`${id}-country`}
              dir="auto"
              className={inputClass}
            />
          ) : null}
          <select id={`${id}-country`} name={countryName} aria-label={countryLabel} value={country} onChange={(event) => setCountry(event.target.value)} className={inputClass} dir="auto">
            {shown.map((option) => (
              <option key={option.code} value={option.code}>
                {/* Isolated, or Arabic pages show the code as 971+ */}
                {`${option.name} (\u2066+${option.dial}\u2069)`}
              </option>
            ))}
          </select>
        </div>
        <input
          id={id}
          name={numberName}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={defaultNumber}
          placeholder="50 123 4567"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} self-end`}
        />
      </div>
      <p id={errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
