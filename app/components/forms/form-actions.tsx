import { useT } from '~/i18n/use-translation';
import '~/i18n/forms-messages';

/** The submit button with its pending state, and the form-wide message (too many forms, a failure) beside it. */
export function FormActions({
  pending,
  label,
  errorId,
  errors,
}: {
  pending: boolean;
  label: string;
  errorId: string;
  errors?: string[];
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="submit"
        disabled={pending}
        aria-disabled={pending || undefined}
        className="rounded-md bg-action-600 px-6 py-3 font-bold text-white hover:bg-action-700 disabled:opacity-70"
      >
        {pending ? t('forms.sending') : label}
      </button>
      <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
        {errors?.[0]}
      </p>
    </div>
  );
}
