import '~/i18n/accounts-messages';
import { type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { FieldShell, inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';
import { type NewPasswordFields, type NewPasswordInput, newPasswordSchema } from '~/modules/auth/password-reset-form';
import { primaryButton } from './login-form';

/**
 * The change-password form behind a reset link: the account's name and email come filled in, the
 * new password twice. It posts to its own page; success and a spent link both go home to a modal.
 */
export function NewPasswordForm({
  account,
  lastResult,
}: {
  account: { username: string; email: string };
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useForm<NewPasswordFields, NewPasswordInput>({
    id: 'new-password',
    lastResult,
    defaultValue: account,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema(t) }),
  });
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <FieldShell id={fields.username.id} label={t('reset.username')} errors={fields.username.errors}>
        <input {...getInputProps(fields.username, { type: 'text' })} autoComplete="name" className={inputClass} />
      </FieldShell>
      <FieldShell id={fields.email.id} label={t('reset.email')} errors={fields.email.errors}>
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          autoComplete="username"
          dir="ltr"
          className={inputClass}
        />
      </FieldShell>
      <FieldShell
        id={fields.password.id}
        label={t('reset.password')}
        errors={fields.password.errors}
        hint={t('signup.passwordHint')}
      >
        <input
          {...getInputProps(fields.password, { type: 'password' })}
          autoComplete="new-password"
          dir="ltr"
          className={inputClass}
          autoFocus
        />
      </FieldShell>
      <FieldShell id={fields.confirm.id} label={t('reset.confirm')} errors={fields.confirm.errors}>
        <input
          {...getInputProps(fields.confirm, { type: 'password' })}
          autoComplete="new-password"
          dir="ltr"
          className={inputClass}
        />
      </FieldShell>
      <p id={form.errorId} role="alert" className="min-h-6 text-sm font-semibold text-red-700">
        {form.errors?.[0] ?? ''}
      </p>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? t('reset.submitting') : t('reset.submit')}
      </button>
    </Form>
  );
}
