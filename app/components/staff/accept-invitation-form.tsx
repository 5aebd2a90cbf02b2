import '~/i18n/accounts-messages';
import { type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { FieldShell, inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';
import { type AcceptInvitationFields, acceptInvitationSchema } from '~/modules/auth/staff-invitation-form';

/** The invited person's form: their sign-in email shown, a mobile number and a password twice. */
export function AcceptInvitationForm({
  email,
  lastResult,
}: {
  email: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<AcceptInvitationFields>({
    id: 'accept-invitation',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: acceptInvitationSchema(t) }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <p className="mb-4 text-sm text-slate-700">
        {t('invite.accountEmail')}:{' '}
        <strong className="break-all text-navy-900">
          <bdi>{email}</bdi>
        </strong>
      </p>
      <FieldShell
        id={fields.phone.id}
        label={t('invite.phone')}
        errors={fields.phone.errors}
        hint={t('invite.phoneHint')}
      >
        <input
          {...getInputProps(fields.phone, { type: 'tel', value: false })}
          defaultValue={String(lastResult?.initialValue?.phone ?? '')}
          autoComplete="tel"
          dir="ltr"
          className={inputClass}
        />
      </FieldShell>
      <FieldShell
        id={fields.password.id}
        label={t('invite.password')}
        errors={fields.password.errors}
        hint={t('signup.passwordHint')}
      >
        <input
          {...getInputProps(fields.password, { type: 'password' })}
          autoComplete="new-password"
          dir="ltr"
          className={inputClass}
        />
      </FieldShell>
      <FieldShell id={fields.confirm.id} label={t('invite.confirm')} errors={fields.confirm.errors}>
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
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-action-600 px-6 py-2.5 font-bold text-white hover:bg-action-700 disabled:opacity-70"
      >
        {t('invite.accept')}
      </button>
    </Form>
  );
}
