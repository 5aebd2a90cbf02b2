import type { ReactNode } from 'react';

type FieldShellProps = {
  id: string;
  label: string;
  errors?: string[];
  hint?: string;
  children: ReactNode;
  className?: string;
};

/** Label above, message below in a slot that is always reserved, so the layout never jumps. */
export function FieldShell({ id, label, errors, hint, children, className = '' }: FieldShellProps) {
  const error = errors?.[0];
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="min-h-5 pt-0.5 pb-1 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** The form's own message (one not about a single field), announced when it appears. */
export function FormAlert({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

export const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-500';

export function CheckboxField({
  id,
  label,
  errors,
  children,
}: {
  id: string;
  label: ReactNode;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-2">
        {children}
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {errors ? (
        <p id={`${id}-error`} className="min-h-5 pt-0.5 pb-1 text-sm text-red-700" aria-live="polite">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
