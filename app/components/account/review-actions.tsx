import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { Form, useNavigation } from 'react-router';
import { inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';

/**
 * Approve, or Reject with a reason, for one pending account. Plain forms (no JavaScript needed);
 * the Reject form sits in a disclosure that opens by itself when its reason came back missing.
 * While a decision is on its way both buttons are disabled, so one click decides once.
 */
export function ReviewActions({
  userId,
  name,
  error,
  reason,
}: {
  userId: number;
  name: string;
  error?: string;
  reason?: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('userId') === String(userId);
  const reasonId = `reject-reason-${userId}`;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Form method="post">
        <input type="hidden" name="userId" value={userId} />
        <button
          type="submit"
          name="intent"
          value="approve"
          disabled={busy}
          aria-label={`${t('review.approve')}: ${name}`}
          className="inline-flex items-center gap-2 rounded-md bg-emerald-700 px-5 py-2.5 font-bold text-white hover:bg-emerald-800 disabled:opacity-70"
        >
          <Icon name="check" className="h-5 w-5" />
          {t('review.approve')}
        </button>
      </Form>
      <details open={Boolean(error)} className="group min-w-0 flex-1 basis-64">
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md px-5 py-2.5 font-bold text-red-800 ring-1 ring-red-300 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
          <Icon name="x" className="h-5 w-5" />
          {t('review.rejectWithReason')}
          <span className="sr-only">: {name}</span>
        </summary>
        <Form method="post" className="mt-3">
          <input type="hidden" name="userId" value={userId} />
          <label htmlFor={reasonId} className="mb-1 block text-sm font-semibold text-navy-900">
            {t('review.reason')}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={3}
            maxLength={1000}
            defaultValue={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${reasonId}-error`}
            className={inputClass}
          />
          <p id={`${reasonId}-error`} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
            {error ?? ''}
          </p>
          <button
            type="submit"
            name="intent"
            value="reject"
            disabled={busy}
            className="mt-1 rounded-md bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {t('review.reject')}
          </button>
        </Form>
      </details>
    </div>
  );
}
