import '~/i18n/accounts-messages';
import { getFormProps, getInputProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useLocalePath, useT } from '~/i18n/use-translation';
import type { ProfileField } from '~/modules/auth/profile-form';

export type ProfileValues = Record<ProfileField, string>;
export type AccountActionData =
  | { intent: 'profile'; ok: false; result: SubmissionResult<string[]> }
  | { intent: 'documents' | 'remove'; ok: false; error: string }
  | { intent: string; ok: true; message: string };

export const secondaryButton =
  'inline-block rounded-md px-4 py-2.5 font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-50';

// In pairs, so each number sits beside its expiry date on wider screens.
const fieldSetup: Array<{ name: ProfileField; label: MessageKey; type: 'text' | 'date'; autoComplete?: string }> = [
  { name: 'fullName', label: 'account.fullName', type: 'text', autoComplete: 'name' },
  { name: 'birthDate', label: 'account.birthDate', type: 'date', autoComplete: 'bday' },
  { name: 'licenceNumber', label: 'account.licenceNumber', type: 'text', autoComplete: 'off' },
  { name: 'licenceExpiry', label: 'account.licenceExpiry', type: 'date', autoComplete: 'off' },
  { name: 'passportNumber', label: 'account.passportNumber', type: 'text', autoComplete: 'off' },
  { name: 'passportExpiry', label: 'account.passportExpiry', type: 'date', autoComplete: 'off' },
  { name: 'trn', label: 'account.trnOptional', type: 'text', autoComplete: 'off' },
];

/**
 * The profile update form, in the Update dialog or inline at /my-account?edit=profile (without
 * JavaScript). It posts to the account page: with JavaScript as a fetcher (checked in the browser
 * first), without it as a plain form that comes back with the input kept and the messages shown.
 */
export function ProfileForm({
  values,
  lastResult,
  onSaved,
  cancel,
}: {
  values: ProfileValues;
  lastResult?: SubmissionResult<string[]>;
  onSaved: (message: string) => void;
  cancel: { onClick: () => void } | { href: string };
}) {
  const t = useT();
  const to = useLocalePath();
  // A fetcher of its own per opening: an earlier save's answer must not close a reopened dialog.
  const fetcher = useFetcher<AccountActionData>();
  const [validate, setValidate] = useState<((formData: FormData) => Submission<Record<string, unknown>>) | null>(null);
  const loadValidator = () =>
    validate ||
    void import('./profile-validator').then(({ createProfileValidator }) =>
      setValidate(() => createProfileValidator(t)),
    );

  const answer = fetcher.data;
  const [form, fields] = useForm({
    id: 'profile-form',
    lastResult: answer && !answer.ok && answer.intent === 'profile' && 'result' in answer ? answer.result : lastResult,
    defaultValue: values,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  useEffect(() => {
    if (fetcher.state === 'idle' && answer?.ok && answer.intent === 'profile') onSaved(answer.message);
  }, [answer, fetcher.state]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <fetcher.Form
      method="post"
      action={`${to('/my-account')}?edit=profile`}
      {...getFormProps(form)}
      onFocus={loadValidator}
      onPointerEnter={loadValidator}
      className="grid gap-x-4 gap-y-1 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="profile" />
      {fieldSetup.map(({ name, label, type, autoComplete }) => (
        <FieldShell key={name} id={fields[name].id} label={t(label)} errors={fields[name].errors}>
          <input
            {...getInputProps(fields[name], { type })}
            data-autofocus={name === 'fullName' ? true : undefined}
            autoComplete={autoComplete}
            className={inputClass}
            dir={name === 'fullName' ? undefined : 'ltr'}
          />
        </FieldShell>
      ))}
      <p className="text-sm text-slate-700 sm:col-span-2">{t('account.contactNote')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-md bg-action-600 px-6 py-2.5 font-bold text-white hover:bg-action-700 disabled:opacity-70"
        >
          {fetcher.state === 'idle' ? t('account.profile.save') : t('account.profile.saving')}
        </button>
        {'href' in cancel ? (
          <Link to={cancel.href} className={secondaryButton}>
            {t('account.profile.cancel')}
          </Link>
        ) : (
          <button type="button" onClick={cancel.onClick} className={secondaryButton}>
            {t('account.profile.cancel')}
          </button>
        )}
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
      </div>
    </fetcher.Form>
  );
}
