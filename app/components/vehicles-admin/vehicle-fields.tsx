import '~/i18n/staff-messages';
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { ImageFileField } from '~/components/content-admin/form-controls';
import { FieldShell, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';

type Field = FieldMetadata<string | undefined>;
const described = (field: Field, hint?: string) => ({
  'aria-describedby': hint ? `${field.errorId} ${field.id}-hint` : field.errorId,
});

export function TextInput({
  field,
  label,
  hint,
  dir,
  inputMode,
  className,
}: {
  field: Field;
  label: string;
  hint?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  inputMode?: 'numeric' | 'decimal';
  className?: string;
}) {
  return (
    <FieldShell id={field.id} label={label} errors={field.errors} className={className}>
      <input
        {...getInputProps(field, { type: 'text' })}
        {...described(field, hint)}
        dir={dir}
        inputMode={inputMode}
        autoComplete="off"
        className={inputClass}
      />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </FieldShell>
  );
}

export function TextArea({
  field,
  label,
  dir,
  className,
}: {
  field: Field;
  label: string;
  dir: 'ltr' | 'rtl';
  className?: string;
}) {
  return (
    <FieldShell id={field.id} label={label} errors={field.errors} className={className}>
      <textarea
        {...getTextareaProps(field)}
        aria-describedby={field.errorId}
        rows={4}
        dir={dir}
        className={inputClass}
      />
    </FieldShell>
  );
}

export function SelectInput({
  field,
  label,
  options,
}: {
  field: Field;
  label: string;
  options: { value: string; label: string }[];
}) {
  const t = useT();
  return (
    <FieldShell id={field.id} label={label} errors={field.errors}>
      <select {...getSelectProps(field)} aria-describedby={field.errorId} className={inputClass}>
        <option value="">{t('vehicles.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Two or more choices as radio buttons in a fieldset, so the question is read with each answer. */
export function RadioChoice({
  field,
  legend,
  options,
}: {
  field: Field;
  legend: string;
  options: { value: string; label: MessageKey }[];
}) {
  const t = useT();
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset aria-describedby={field.errorId} aria-invalid={invalid || undefined}>
      <legend className="mb-1 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 py-2">
        {options.map((option) => {
          const id = `${field.id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className="inline-flex items-center gap-2 text-slate-800">
              <input
                id={id}
                type="radio"
                name={field.name}
                form={field.formId}
                value={option.value}
                defaultChecked={field.initialValue === option.value}
                className="h-4 w-4 accent-navy-900"
              />
              {t(option.label)}
            </label>
          );
        })}
      </div>
      <p id={field.errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {field.errors?.[0] ?? ''}
      </p>
    </fieldset>
  );
}

/** Several image files at once. */
export function ImagesInput({ field, label, hint }: { field: FieldMetadata<unknown>; label: string; hint: string }) {
  return <ImageFileField field={field} label={label} hint={hint} multiple />;
}
