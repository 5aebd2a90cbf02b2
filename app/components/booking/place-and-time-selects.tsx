import { FieldShell, inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';

type Field = { id: string; name: string; errors?: string[] };
type Branch = { value: string; city: string; nameLabel: string };

/** A select's wiring to its form field: id, name, and its error when it has one. */
export function selectProps(field: Field) {
  return {
    id: field.id,
    name: field.name,
    'aria-invalid': field.errors ? true : undefined,
    'aria-describedby': field.errors ? `${field.id}-error` : undefined,
    className: inputClass,
  } as const;
}

/**
 * A city and one of its branches, for the pick-up or the drop-off. Choosing a city clears the branch;
 * choosing a branch sets its city.
 */
export function CityAndBranchSelects({
  cityField,
  branchField,
  labels,
  cities,
  branches,
  city,
  branch,
  onChange,
}: {
  cityField: Field;
  branchField: Field;
  labels: { city: string; branch: string };
  cities: Array<[city: string, label: string]>;
  branches: Branch[];
  city?: string;
  branch?: string;
  onChange: (choice: { city?: string; branch: string }) => void;
}) {
  const t = useT();
  return (
    <>
      <FieldShell id={cityField.id} label={labels.city} errors={cityField.errors}>
        <select
          {...selectProps(cityField)}
          value={city ?? ''}
          onChange={(event) => onChange({ city: event.target.value, branch: '' })}
        >
          <option value="">{t('booking.choose')}</option>
          {cities.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={branchField.id} label={labels.branch} errors={branchField.errors}>
        <select
          {...selectProps(branchField)}
          value={branch ?? ''}
          onChange={(event) =>
            onChange({
              branch: event.target.value,
              city: branches.find((candidate) => candidate.value === event.target.value)?.city ?? city,
            })
          }
        >
          <option value="">{t('booking.choose')}</option>
          {branches
            .filter((candidate) => !city || candidate.city === city)
            .map((candidate) => (
              <option key={candidate.value} value={candidate.value}>
                {candidate.nameLabel}
              </option>
            ))}
        </select>
      </FieldShell>
    </>
  );
}

/**
 * The bookable times of a day. A time already chosen that the list no longer offers stays listed
 * first, so the select shows what was chosen rather than a blank.
 */
export function TimeOfDaySelect({
  field,
  label,
  hint,
  times,
  value,
  onChange,
}: {
  field: Field;
  label: string;
  hint?: string;
  times: string[];
  value?: string;
  onChange: (time: string) => void;
}) {
  const t = useT();
  const listed = !value || times.includes(value) ? times : [value, ...times];
  return (
    <FieldShell id={field.id} label={label} errors={field.errors} hint={hint}>
      <select {...selectProps(field)} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('booking.choose')}</option>
        {listed.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
