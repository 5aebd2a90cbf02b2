import { inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';

type Choice = { value: string; label: MessageKey | string };
type Common = {
  id: string;
  name: string;
  label: string;
  choices: readonly Choice[];
  errors?: string[];
  defaultValue?: string;
  required?: boolean;
  className?: string;
};

const errorSlot = (id: string, error?: string) => (
  <p id={`${id}-error`} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
    {error ?? ''}
  </p>
);

/** A list to choose one from, with an empty first entry so nothing is chosen for the visitor. */
export function SelectField({
  id,
  name,
  label,
  choices,
  errors,
  defaultValue,
  required,
  className = '',
  placeholder,
  translate = true,
}: Common & { placeholder: string; translate?: boolean }) {
  const t = useT();
  const error = errors?.[0];
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {translate ? t(choice.label as MessageKey) : choice.label}
          </option>
        ))}
      </select>
      {errorSlot(id, error)}
    </div>
  );
}

/** Radio buttons in a fieldset whose legend is the question; the message sits under the group. */
export function ChoiceGroup({
  id,
  name,
  label,
  choices,
  errors,
  defaultValue,
  required,
  className = '',
  columns = 'flex flex-wrap gap-x-6 gap-y-2',
}: Common & { columns?: string }) {
  const t = useT();
  const error = errors?.[0];
  return (
    <fieldset
      id={id}
      role="radiogroup"
      className={className}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-navy-900">{label}</legend>
      <div className={columns}>
        {choices.map((choice) => (
          <label key={choice.value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={defaultValue === choice.value}
              className="h-5 w-5 accent-navy-900"
            />
            {t(choice.label as MessageKey)}
          </label>
        ))}
      </div>
      {errorSlot(id, error)}
    </fieldset>
  );
}
