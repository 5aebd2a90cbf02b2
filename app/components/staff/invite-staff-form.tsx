import '~/i18n/accounts-messages';
import { type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { staffRoles } from '~/modules/auth/permissions';
import { FieldShell, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import { type InvitationFields, invitationSchema } from '~/modules/auth/staff-invitation-form';

/** The owner's form to invite a new staff member by email, with their roles. Input is kept on a refusal. */
export function InviteStaffForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite';
  const [form, fields] = useForm<InvitationFields>({
    id: 'invite-staff',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: invitationSchema(t) }),
  });
  const ticked = new Set(lastResult?.initialValue?.roles ? [lastResult.initialValue.roles].flat().map(String) : []);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-x-6 gap-y-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 md:grid-cols-2"
    >
      <input type="hidden" name="intent" value="invite" />
      <FieldShell id={fields.fullName.id} label={t('invite.fullName')} errors={fields.fullName.errors}>
        <input
          {...getInputProps(fields.fullName, { type: 'text', value: false })}
          defaultValue={String(lastResult?.initialValue?.fullName ?? '')}
          autoComplete="off"
          dir="auto"
          className={inputClass}
        />
      </FieldShell>
      <FieldShell id={fields.email.id} label={t('invite.email')} errors={fields.email.errors}>
        <input
          {...getInputProps(fields.email, { type: 'email', value: false })}
          defaultValue={String(lastResult?.initialValue?.email ?? '')}
          autoComplete="off"
          dir="ltr"
          className={inputClass}
        />
      </FieldShell>
      <fieldset className="md:col-span-2" aria-describedby={fields.roles.errors ? fields.roles.errorId : undefined}>
        <legend className="mb-1 text-sm font-semibold text-navy-900">{t('invite.roles')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {staffRoles.map((role) => (
            <label key={role} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="roles"
                value={role}
                defaultChecked={ticked.has(role)}
                className="mt-1 h-4 w-4 accent-navy-800"
              />
              <span>
                <span className="font-semibold text-navy-900">{t(`management.role.${role}` as MessageKey)}</span>
                <span className="block text-slate-700">{t(`management.roleHint.${role}` as MessageKey)}</span>
              </span>
            </label>
          ))}
        </div>
        <p id={fields.roles.errorId} className="min-h-6 text-sm font-semibold text-red-700">
          {fields.roles.errors?.[0] ?? ''}
        </p>
      </fieldset>
      <p id={form.errorId} role="alert" className="min-h-6 text-sm font-semibold text-red-700 md:col-span-2">
        {form.errors?.[0] ?? ''}
      </p>
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-action-600 px-6 py-2.5 font-bold text-white hover:bg-action-700 disabled:opacity-70"
        >
          {t('invite.send')}
        </button>
      </div>
    </Form>
  );
}
