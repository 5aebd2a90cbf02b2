import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react';
import type { HTMLAttributes } from 'react';
import { FieldShell, inputClass } from './field';

type Common = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  /** What the field starts with: the input sent back after a failed post, or a signed-in visitor's details. */
  defaultValue?: string;
  required?: boolean;
  className?: string;
  autoComplete?: string;
};

type TextFieldProps = Common & {
  type?: 'text' | 'email' | 'date' | 'number';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  dir?: 'ltr' | 'auto';
  min?: string | number;
  max?: string | number;
};

/**
 * A labelled input with its message slot. `value: false`: the input keeps what was typed by
 * itself, so a form reset (or a new key after Done) empties it.
 */
export function TextField({
  meta,
  label,
  hint,
  defaultValue,
  required,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <FieldShell id={meta.id} label={label} errors={meta.errors} hint={hint} className={className}>
      <input
        {...getInputProps(meta, { type, value: false })}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        className={inputClass}
        {...rest}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  defaultValue,
  required,
  className,
  rows = 5,
}: Common & { rows?: number }) {
  return (
    <FieldShell id={meta.id} label={label} errors={meta.errors} hint={hint} className={className}>
      <textarea
        {...getTextareaProps(meta, { value: false })}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        rows={rows}
        className={inputClass}
      />
    </FieldShell>
  );
}
