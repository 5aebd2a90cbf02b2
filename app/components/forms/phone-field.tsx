import { Icon } from '~/components/icons/icon';
import { type KeyboardEvent, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useT } from '~/i18n/use-translation';
import { type DialCountry, dialLabel, matchCountries } from './country-search';
import { inputClass } from './field';
import '~/i18n/forms-messages';

export type { DialCountry };

type PhoneFieldProps = {
  /** The number input's id; the country control is `${id}-country`. */
  id: string;
  label: string;
  /** The country control's own name, such as "Country code". */
  countryLabel: string;
  hint?: string;
  countries: DialCountry[];
  defaultCountry?: string;
  defaultNumber?: string;
  errors?: string[];
  required?: boolean;
  /** The form the inputs belong to (they may sit outside its element). */
  form?: string;
  countryName?: string;
  numberName?: string;
};

// The select before hydration and the combobox after it take exactly this box, so nothing moves.
const countryBox = 'h-11 w-34 shrink-0';

/**
 * A mobile number with its country, the UAE chosen first. On the server (and without JavaScript)
 * the country is a plain select; once the page runs it becomes a combobox in the same box that
 * shows 'AE +971' and finds a country by name, ISO code or dialling code as one types. Either way
 * the country posts as `country` (its ISO code), so servers see no difference. The pair reads left
 * to right in Arabic too, as an international number does.
 */
export function PhoneField({
  id,
  label,
  countryLabel,
  hint,
  countries,
  defaultCountry = 'AE',
  defaultNumber,
  errors,
  required,
  form,
  countryName = 'country',
  numberName = 'phone',
}: PhoneFieldProps) {
  const error = errors?.[0];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const known = countries.some((country) => country.code === defaultCountry)
    ? defaultCountry
    : (countries[0]?.code ?? '');
  // Once the page runs, the combobox takes over from whatever the select shows (it may have been changed already).
  const selectRef = useRef<HTMLSelectElement>(null);
  const [enhancedFrom, setEnhancedFrom] = useState<string | null>(null);
  useEffect(() => setEnhancedFrom(selectRef.current?.value || known), [known]);

  return (
    // The fieldset is the group named by the label; the label still names (and focuses) the number.
    <fieldset>
      <legend className="mb-1 block">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {label}
        </label>
      </legend>
      <div dir="ltr" className="flex flex-wrap gap-2">
        {enhancedFrom !== null ? (
          <CountryCombobox
            key={enhancedFrom}
            id={`${id}-country`}
            label={countryLabel}
            countries={countries}
            defaultCountry={enhancedFrom}
            name={countryName}
            form={form}
          />
        ) : (
          <CountrySelect
            ref={selectRef}
            id={`${id}-country`}
            label={countryLabel}
            countries={countries}
            defaultCountry={known}
            name={countryName}
            form={form}
          />
        )}
        <input
          id={id}
          name={numberName}
          form={form}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={defaultNumber}
          placeholder="50 123 4567"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} h-11 min-w-40 flex-1`}
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
    </fieldset>
  );
}

type CountryControlProps = {
  id: string;
  label: string;
  countries: DialCountry[];
  defaultCountry: string;
  name: string;
  form?: string;
};

/** Before (and without) JavaScript: the browser's own list, the codes first so the narrow box shows them. */
function CountrySelect({
  ref,
  id,
  label,
  countries,
  defaultCountry,
  name,
  form,
}: CountryControlProps & { ref: Ref<HTMLSelectElement> }) {
  const dir = useLocale() === 'ar' ? 'rtl' : 'ltr';
  return (
    <div className={countryBox}>
      <select
        ref={ref}
        id={id}
        name={name}
        form={form}
        aria-label={label}
        defaultValue={defaultCountry}
        dir={dir}
        className={`${inputClass} h-11 pe-7`}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {/* Isolated, or Arabic pages show the code as 971+ */}
            {`\u2066${dialLabel(country)}\u2069 ${country.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The ARIA 1.2 editable combobox with a list that filters as one types (list autocomplete). */
function CountryCombobox({ id, label, countries, defaultCountry, name, form }: CountryControlProps) {
  const t = useT();
  const dir = useLocale() === 'ar' ? 'rtl' : 'ltr';
  const listId = `${id}-list`;
  const nameId = `${id}-name`;
  const optionId = (code: string) => `${id}-option-${code}`;
  const [chosen, setChosen] = useState(defaultCountry);
  const [open, setOpen] = useState(false);
  // null while the box shows the chosen country; what was typed once the visitor types.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const chosenCountry = countries.find((country) => country.code === chosen);
  const shown = useMemo(() => (query === null ? countries : matchCountries(countries, query)), [countries, query]);

  // The highlighted option stays in view as the arrow keys move through a long list.
  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const openList = () => {
    setOpen(true);
    setActive((current) => current ?? chosen);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(null);
  };
  const choose = (code: string) => {
    setChosen(code);
    close();
  };
  const move = (to: number) => {
    if (shown.length === 0) return;
    const index = Math.min(shown.length - 1, Math.max(0, to));
    setActive(shown[index].code);
  };
  const activeIndex = active === null ? -1 : shown.findIndex((country) => country.code === active);
  // What Enter, Tab or leaving the box would choose: the highlighted country, else the best match of what was typed.
  const pick = activeIndex >= 0 ? shown[activeIndex] : query?.trim() ? shown[0] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open || event.altKey) openList();
        else move(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else move(activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        if (!open) break;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : shown.length - 1);
        break;
      case 'PageDown':
      case 'PageUp':
        if (!open) break;
        event.preventDefault();
        move(activeIndex + (event.key === 'PageDown' ? 10 : -10));
        break;
      case 'Enter':
        // Enter chooses in the open list; on a closed one it sends the form as usual.
        if (!open) break;
        event.preventDefault();
        if (pick) choose(pick.code);
        else close();
        break;
      case 'Tab':
        if (open && pick) choose(pick.code);
        else close();
        break;
      case 'Escape':
        // Closes the list and puts back the country chosen before, without closing a dialog around it.
        if (!open && query === null) break;
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
    }
  };

  const value = query ?? (chosenCountry ? dialLabel(chosenCountry) : '');

  return (
    <div className={`relative ${countryBox}`}>
      <input type="hidden" name={name} form={form} value={chosen} />
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-label={label}
        aria-describedby={nameId}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(shown[activeIndex].code) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        // Left to right like the number beside it; Arabic words typed still read right to left within it.
        dir="ltr"
        value={value}
        onChange={(event) => {
          const typed = event.target.value;
          setQuery(typed);
          setOpen(true);
          // Nothing is highlighted until an arrow key is pressed, as in a search; Enter still takes the best match.
          setActive(null);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => (open ? close() : openList())}
        onBlur={(event) => {
          // Leaving the box chooses as Tab does; words that match nothing are undone.
          if (listRef.current?.contains(event.relatedTarget as Node | null)) return;
          if (open && pick) choose(pick.code);
          else close();
        }}
        onKeyDown={onKeyDown}
        className={`${inputClass} h-11 w-full pe-8 text-start tabular-nums`}
      />
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute end-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600"
      />
      <span id={nameId} className="sr-only">
        {chosenCountry ? `${chosenCountry.name} \u2066+${chosenCountry.dial}\u2069` : ''}
      </span>
      {/* Opens under the box towards the number (the row is left to right); the names inside read in the page's direction. */}
      <div
        hidden={!open}
        className="absolute start-0 top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg"
        // Keeps the focus in the box, so a click chooses instead of first leaving it.
        onMouseDown={(event) => event.preventDefault()}
      >
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          dir={dir}
          className="max-h-64 overflow-y-auto py-1"
        >
          {shown.map((country) => (
            <li
              key={country.code}
              id={optionId(country.code)}
              role="option"
              aria-selected={country.code === active}
              onClick={() => {
                choose(country.code);
                inputRef.current?.focus();
              }}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm text-slate-900 ${country.code === active ? 'bg-navy-800 text-white' : 'hover:bg-slate-100'}`}
            >
              <span className="min-w-0">{country.name}</span>
              <span
                dir="ltr"
                className={`shrink-0 tabular-nums ${country.code === active ? 'text-white' : 'text-slate-600'}`}
              >
                +{country.dial}
              </span>
            </li>
          ))}
        </ul>
        {shown.length === 0 ? (
          <p aria-hidden="true" dir={dir} className="px-3 py-2 text-sm text-slate-700">
            {t('forms.countryNone')}
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {open && query !== null && shown.length === 0 ? t('forms.countryNone') : ''}
      </p>
    </div>
  );
}
