import '~/i18n/accounts-messages';
import { type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { FieldShell, inputClass } from '~/components/forms/field';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type LoginReply, type LoginVariant, loginSchema } from '~/modules/auth/login-form';

type LoginFormProps = {
  /** Unique in the page: the /login page and the dialog may both be there. */
  id: string;
  variant: LoginVariant;
  /** Where the page goes after logging in (the dialog stays and reloads instead). */
  redirectTo?: string;
  /** The action's answer when the page was posted without JavaScript. */
  lastResult?: SubmissionResult<string[]>;
  /** In the dialog these switch to the other dialogs; on the page they are links. */
  onForgotPassword?: (email: string) => void;
  onRegister?: () => void;
};

export const primaryButton =
  'w-full rounded-md bg-action-600 px-6 py-2.5 font-bold text-white hover:bg-action-700 disabled:opacity-70';
export const textLink = 'rounded px-1 font-semibold text-navy-800 underline hover:bg-slate-100';

/**
 * Email and password, posted to /login: with JavaScript through a fetcher (checked in the browser
 * first), without it as a plain form whose answer is the page again with the email kept. The
 * server's message (wrong details, too many attempts) goes away as soon as the person types.
 */
export function LoginForm({ id, variant, redirectTo, lastResult, onForgotPassword, onRegister }: LoginFormProps) {
  const t = useT();
  const to = useLocalePath();
  const fetcher = useFetcher<LoginReply>();
  const location = useLocation();
  const navigate = useNavigate();
  const reply = fetcher.data && !fetcher.data.ok ? fetcher.data.result : lastResult;
  const password = useRef<HTMLInputElement>(null);
  const [clearedFor, setClearedFor] = useState<unknown>(null);

  const [form, fields] = useForm({
    id,
    lastResult: reply,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema(t, variant) }),
  });

  // Logged in from the dialog: the page reloads where it is, now with the user's name and data.
  useEffect(() => {
    if (fetcher.data?.ok) window.location.reload();
  }, [fetcher.data]);
  // The password is never sent back: after a refusal the field is empty and ready for another try.
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok && password.current) {
      password.current.value = '';
      if (fetcher.data.result.error?.email === undefined) password.current.focus();
    }
  }, [fetcher.data]);

  const serverError = clearedFor === reply ? undefined : form.errors?.[0];
  const busy = fetcher.state !== 'idle' || fetcher.data?.ok === true;
  const emailInput = () => (document.getElementById(fields.email.id) as HTMLInputElement | null)?.value ?? '';

  // The page posts to itself with its query, so a refused post still knows where to go afterwards.
  const action = variant === 'page' ? `${location.pathname}${location.search}` : to('/login');

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      onInput={() => setClearedFor(reply)}
      className="space-y-1"
    >
      <input type="hidden" name="variant" value={variant} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FieldShell id={fields.email.id} label={t('login.email')} errors={fields.email.errors}>
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          autoComplete="username"
          dir="ltr"
          className={inputClass}
        />
      </FieldShell>
      <FieldShell id={fields.password.id} label={t('login.password')} errors={fields.password.errors}>
        <input
          {...getInputProps(fields.password, { type: 'password', value: false })}
          ref={password}
          autoComplete="current-password"
          dir="ltr"
          className={inputClass}
        />
      </FieldShell>
      <div className="flex justify-end pb-3">
        {onForgotPassword ? (
          <button type="button" className={`${textLink} text-sm`} onClick={() => onForgotPassword(emailInput())}>
            {t('login.forgot')}
          </button>
        ) : (
          <Link
            to={to('/forgot-password')}
            className={`${textLink} text-sm`}
            // The email typed so far goes along, so it need not be typed again (without JavaScript the plain link).
            onClick={(event) => {
              const email = emailInput().trim();
              if (!email) return;
              event.preventDefault();
              void navigate(`${to('/forgot-password')}?${new URLSearchParams({ email })}`);
            }}
          >
            {t('login.forgot')}
          </Link>
        )}
      </div>
      <p id={form.errorId} role="alert" className="min-h-6 text-sm font-semibold text-red-700">
        {serverError ?? ''}
      </p>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="pt-4 text-center text-sm text-slate-700">
        {t('login.noAccount')}{' '}
        {onRegister ? (
          <button type="button" className={textLink} onClick={onRegister}>
            {t('login.register')}
          </button>
        ) : (
          <Link to={to('/register')} className={textLink}>
            {t('login.register')}
          </Link>
        )}
      </p>
    </fetcher.Form>
  );
}
