import '~/i18n/accounts-messages';
import { type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Icon } from '~/components/icons/icon';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { FieldShell, inputClass } from '~/components/forms/field';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type ResetRequestReply, resetRequestSchema } from '~/modules/auth/password-reset-form';
import { primaryButton, textLink } from './login-form';

type ForgotPasswordFormProps = {
  id: string;
  variant: 'dialog' | 'page';
  defaultEmail?: string;
  lastResult?: SubmissionResult<string[]>;
  /** The page after a request: only the answer shows. */
  sent?: boolean;
  onBackToLogin?: () => void;
  onDone?: () => void;
};

/**
 * 'Forgot Password': one email field posted to /forgot-password. The answer is the same for every
 * address, shown in place of the form.
 */
export function ForgotPasswordForm({
  id,
  variant,
  defaultEmail,
  lastResult,
  sent,
  onBackToLogin,
  onDone,
}: ForgotPasswordFormProps) {
  const t = useT();
  const to = useLocalePath();
  const fetcher = useFetcher<ResetRequestReply>();
  const reply = fetcher.data && !fetcher.data.ok ? fetcher.data.result : lastResult;
  const [clearedFor, setClearedFor] = useState<unknown>(null);
  const [form, fields] = useForm({
    id,
    lastResult: reply,
    defaultValue: { email: defaultEmail ?? '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema(t) }),
  });

  const backToLogin = onBackToLogin ? (
    <button type="button" className={textLink} onClick={onBackToLogin}>
      {t('reset.backToLogin')}
    </button>
  ) : (
    <Link to={to('/login')} className={textLink}>
      {t('reset.backToLogin')}
    </Link>
  );

  if (sent || fetcher.data?.ok) {
    return (
      <div className="text-center">
        <Icon name="mail-check" className="mx-auto h-12 w-12 text-emerald-600" />
        <p role="status" className="mt-3 text-slate-800">
          {fetcher.data?.ok ? fetcher.data.message : t('reset.sent')}
        </p>
        <div className="mt-5 flex flex-col items-center gap-3">
          {onDone ? (
            <button type="button" autoFocus className={primaryButton} onClick={onDone}>
              {t('notice.ok')}
            </button>
          ) : null}
          {backToLogin}
        </div>
      </div>
    );
  }

  const serverError = clearedFor === reply ? undefined : form.errors?.[0];
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      action={to('/forgot-password')}
      {...getFormProps(form)}
      onInput={() => setClearedFor(reply)}
      className="space-y-1"
    >
      <input type="hidden" name="variant" value={variant} />
      <p className="pb-3 text-sm text-slate-700">{t('reset.requestIntro')}</p>
      <FieldShell id={fields.email.id} label={t('reset.email')} errors={fields.email.errors}>
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          autoComplete="email"
          dir="ltr"
          className={inputClass}
          autoFocus={variant === 'dialog'}
        />
      </FieldShell>
      <p id={form.errorId} role="alert" className="min-h-6 text-sm font-semibold text-red-700">
        {serverError ?? ''}
      </p>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? t('reset.sending') : t('reset.send')}
      </button>
      <p className="pt-4 text-center text-sm">{backToLogin}</p>
    </fetcher.Form>
  );
}
