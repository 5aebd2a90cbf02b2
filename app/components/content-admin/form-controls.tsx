import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { FieldShell, inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';

type TextFieldProps = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: 'text' | 'date' | 'email' | 'url' | 'tel' | 'time' | 'number';
  hint?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  /** The language typed in the field, so that spelling, fonts and screen readers follow it. */
  lang?: 'en' | 'ar';
  className?: string;
  rows?: number;
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric';
};

/** A labelled text input (or textarea, with `rows`) wired to its Conform field, message slot reserved. */
export function TextField({
  field,
  label,
  type = 'text',
  hint,
  dir,
  lang,
  className,
  rows,
  autoComplete = 'off',
  inputMode,
}: TextFieldProps) {
  const describedBy = hint ? { 'aria-describedby': `${field.errorId} ${field.id}-hint` } : {};
  return (
    <FieldShell id={field.id} label={label} errors={field.errors} hint={hint} className={className}>
      {rows ? (
        <textarea
          {...getTextareaProps(field)}
          {...describedBy}
          rows={rows}
          dir={dir}
          lang={lang}
          className={inputClass}
        />
      ) : (
        <input
          {...getInputProps(field, { type })}
          {...describedBy}
          dir={dir}
          lang={lang}
          autoComplete={autoComplete}
          inputMode={inputMode}
          className={inputClass}
        />
      )}
    </FieldShell>
  );
}

type FileFieldProps = {
  field: FieldMetadata<unknown>;
  label: string;
  hint: string;
  current?: { url: string; label: string } | null;
  className?: string;
  multiple?: boolean;
};

/**
 * An image file (several with `multiple`); the current image (when editing) shows above so staff
 * see what they would replace. The server reads each file's content before taking it.
 */
export function ImageFileField({ field, label, hint, current, className, multiple }: FileFieldProps) {
  const hintId = `${field.id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {current ? (
        <figure className="mb-2">
          <img src={current.url} alt="" className="max-h-40 rounded-md object-cover ring-1 ring-slate-200" />
          <figcaption className="mt-1 text-xs text-slate-600">{current.label}</figcaption>
        </figure>
      ) : null}
      <p id={hintId} className="mb-1 text-xs text-slate-600">
        {hint}
      </p>
      <input
        id={field.id}
        name={field.name}
        form={field.formId}
        type="file"
        multiple={multiple}
        accept="image/png,image/jpeg"
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={`${field.errorId} ${hintId}`}
        className="block w-full rounded-md border border-dashed border-slate-400 bg-white p-2 text-sm text-slate-800 file:me-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-navy-800 aria-[invalid=true]:border-red-600"
      />
      <p id={field.errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {field.errors?.[0] ?? ''}
      </p>
    </div>
  );
}

type BilingualFieldProps = {
  en: FieldMetadata<string | undefined>;
  ar: FieldMetadata<string | undefined>;
  /** What the text is ('Name'); each field's label adds its language. */
  label: string;
  rows?: number;
};

/**
 * One text in both site languages, side by side on a wide screen (English first, in reading order)
 * and one above the other on a phone. Arabic is optional: the site shows English where it is missing.
 */
export function BilingualField({ en, ar, label, rows }: BilingualFieldProps) {
  const t = useT();
  return (
    <div role="group" aria-label={label} className="grid gap-x-6 md:col-span-2 md:grid-cols-2">
      <TextField field={en} label={t('cms.englishText', { label })} rows={rows} dir="ltr" lang="en" />
      <TextField field={ar} label={t('cms.arabicText', { label })} rows={rows} dir="rtl" lang="ar" />
    </div>
  );
}

/** The marker on a staff list's record whose Arabic text is not written yet. */
export function ArabicMissing() {
  const t = useT();
  return (
    <span
      title={t('cms.arabicMissingHint')}
      className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
    >
      {t('cms.arabicMissing')}
    </span>
  );
}

/** A labelled choice from a short list, wired to its Conform field. */
export function SelectField({
  field,
  label,
  options,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <FieldShell id={field.id} label={label} errors={field.errors}>
      <select {...getSelectProps(field)} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A labelled choice of several from a list (none chosen is a choice), wired to its Conform field. */
export function MultiSelectField({
  field,
  label,
  options,
}: {
  field: FieldMetadata<string | string[] | undefined>;
  label: string;
  options: Array<{ value: string; label: string }>;
}) {
  const chosen = [field.initialValue ?? []].flat().filter((id): id is string => typeof id === 'string');
  return (
    <FieldShell id={field.id} label={label} errors={field.errors}>
      <select
        id={field.id}
        name={field.name}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        multiple
        size={Math.min(6, Math.max(options.length, 2))}
        defaultValue={chosen}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
