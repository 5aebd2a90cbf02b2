import '~/i18n/accounts-messages';
import { type SubmissionResult, getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { FieldShell, inputClass } from '~/components/forms/field';
import { useLocale, useT } from '~/i18n/use-translation';
import {
  CLOSURE_REASON_MAX_LENGTH,
  type LoginClosureFields,
  type LoginClosureValue,
  loginClosureSchema,
} from '~/modules/auth/login-closure-form';
import { formatDubaiDateTime } from '~/utils/dubai-time';

export type LoginClosureView = {
  deactivatedAt: Date | null;
  deactivatedByName: string | null;
  deactivationReason: string | null;
};

/**
 * Whether the account can sign in, and the one button that closes or reopens its login. Closing
 * asks for the reason kept in the history; the person is signed out everywhere at once.
 */
export function LoginClosurePanel({
  account,
  name,
  mayChange,
  lastResult,
}: {
  account: LoginClosureView;
  name: string;
  mayChange: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const closed = account.deactivatedAt !== null;
  const intent = closed ? 'reopenLogin' : 'closeLogin';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const [form, fields] = useForm<LoginClosureFields, LoginClosureValue>({
    id: 'login-closure',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginClosureSchema(t) }),
  });
  return (
    <section
      aria-labelledby="login-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="login-heading" className="mb-3 text-xl font-bold text-navy-900">
        {t('closure.heading')}
      </h2>
      {closed ? (
        <div className="rounded-md bg-red-50 px-3 py-2 text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">
            {t('closure.closedBy', {
              name: account.deactivatedByName ?? t('review.system'),
              date: formatDubaiDateTime(account.deactivatedAt!, locale),
            })}
          </p>
          {account.deactivationReason ? (
            <p dir="auto">{t('account.review.reason', { reason: account.deactivationReason })}</p>
          ) : null}
        </div>
      ) : (
        <p className="text-slate-800">{t('closure.open')}</p>
      )}
      {mayChange ? (
        <Form method="post" {...getFormProps(form)} className="mt-4 max-w-xl">
          <input type="hidden" name="intent" value={intent} />
          <FieldShell
            id={fields.reason.id}
            label={t(closed ? 'closure.reopenReason' : 'closure.reason')}
            errors={fields.reason.errors}
          >
            <textarea
              {...getTextareaProps(fields.reason)}
              rows={2}
              maxLength={CLOSURE_REASON_MAX_LENGTH}
              dir="auto"
              className={inputClass}
            />
          </FieldShell>
          <p id={form.errorId} role="alert" className="min-h-6 text-sm font-semibold text-red-700">
            {form.errors?.[0] ?? ''}
          </p>
          <button
            type="submit"
            disabled={busy}
            className={`rounded-md px-5 py-2.5 font-bold text-white disabled:opacity-70 ${
              closed ? 'bg-emerald-700 hover:bg-emerald-800' : 'bg-red-700 hover:bg-red-800'
            }`}
          >
            {t(closed ? 'closure.reactivate' : 'closure.deactivate')}
            <span className="sr-only">: {name}</span>
          </button>
        </Form>
      ) : null}
    </section>
  );
}
