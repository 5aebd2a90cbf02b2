import { Icon } from '~/components/icons/icon';

type FilesFieldProps = {
  field: { id: string; name: string; errorId: string; errors?: string[] };
  label: string;
  hint: string;
  accept: string;
  /** Shown after the server sent the form back: a browser never keeps the files chosen. */
  chooseAgain: string | null;
  /** The form the input belongs to, when it stands outside it. */
  formId?: string;
  required?: boolean;
  className: string;
};

/** Attachments: every problem is listed (each names its file), and the hint stays in view. */
export function FilesField({ field, label, hint, accept, chooseAgain, formId, required, className }: FilesFieldProps) {
  const hintId = `${field.id}-hint`;
  const errors = field.errors ?? [];
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <p id={hintId} className="mb-2 text-sm text-slate-700">
        {hint}
      </p>
      <input
        id={field.id}
        name={field.name}
        form={formId}
        type="file"
        multiple
        aria-required={required || undefined}
        accept={accept}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={[errors.length ? field.errorId : null, hintId].filter(Boolean).join(' ')}
        className="block w-full rounded-md border border-dashed border-slate-400 bg-white p-2 text-sm text-slate-800 file:me-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-navy-800 aria-[invalid=true]:border-red-600"
      />
      {chooseAgain ? (
        <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <Icon name="info" className="mt-0.5 h-4 w-4 shrink-0" />
          {chooseAgain}
        </p>
      ) : null}
      <ul id={field.errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
