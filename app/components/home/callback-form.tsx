import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type Submission,
  type SubmissionResult,
} from '@conform-to/react';
import { Icon } from '~/components/icons/icon';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import { focusFirstField } from '~/components/forms/result-dialog';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { HONEYPOT_FIELD } from '~/modules/enquiries/honeypot';
import type { action } from '~/routes/callback';

/**
 * The home page's callback request. It posts to /callback: with JavaScript as a fetcher (checked in
 * the browser first, then on the server), without it as a plain form that comes back with a message.
 * A signed-in customer finds their name, email and phone filled in.
 */
export function CallbackForm({
  lastResult,
  prefill,
}: { lastResult?: SubmissionResult<string[]>; prefill?: { name: string; email: string; phone: string } | null } = {}) {
  const t = useT();
  const to = useLocalePath();
  const fetcher = useFetcher<typeof action>();
  const formElement = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  // The schema is loaded on first use; until then (and without JavaScript) the server checks the form.
  const [validate, setValidate] = useState<((formData: FormData) => Submission<Record<string, unknown>>) | null>(null);
  const loadValidator = () =>
    validate ||
    void import('./callback-validator').then(({ createCallbackValidator }) =>
      setValidate(() => createCallbackValidator(t)),
    );

  const [form, fields] = useForm({
    id: 'callback-form',
    lastResult: fetcher.data?.result ?? lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  useEffect(() => {
    if (fetcher.data?.ok) dialog.current?.showModal();
  }, [fetcher.data]);

  // `value: false`: the inputs keep what was typed by themselves, so a reset empties them.
  const control = <F extends (typeof fields)[keyof typeof fields]>(field: F, type: 'text' | 'email' | 'tel') => ({
    ...getInputProps(field, { type, value: false }),
    // Without JavaScript the server's answer brings back what was typed; a signed-in customer starts from their details.
    defaultValue: lastResult
      ? (field.initialValue as string | undefined)
      : prefill?.[field.name as 'name' | 'email' | 'phone'],
    className: inputClass,
  });
  return (
    <>
      <fetcher.Form
        method="post"
        action={to('/callback')}
        ref={formElement}
        {...getFormProps(form)}
        onFocus={loadValidator}
        onPointerEnter={loadValidator}
        className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
      >
        <div aria-hidden="true" className="absolute h-px w-px overflow-hidden opacity-0">
          <label htmlFor="callback-website">{t('callback.honeypot')}</label>
          <input id="callback-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <FieldShell
          id={fields.name.id}
          label={t('callback.name')}
          errors={fields.name.errors}
          className="sm:col-span-2"
        >
          <input {...control(fields.name, 'text')} autoComplete="name" />
        </FieldShell>
        <FieldShell id={fields.email.id} label={t('callback.email')} errors={fields.email.errors}>
          <input {...control(fields.email, 'email')} autoComplete="email" dir="ltr" />
        </FieldShell>
        <FieldShell
          id={fields.phone.id}
          label={t('callback.phone')}
          errors={fields.phone.errors}
          hint={t('booking.phoneHint')}
        >
          <input {...control(fields.phone, 'tel')} autoComplete="tel" inputMode="tel" dir="ltr" />
        </FieldShell>
        <FieldShell
          id={fields.message.id}
          label={t('callback.message')}
          errors={fields.message.errors}
          className="sm:col-span-2"
        >
          <textarea
            {...getTextareaProps(fields.message, { value: false })}
            defaultValue={lastResult ? (fields.message.initialValue as string | undefined) : undefined}
            rows={4}
            className={inputClass}
          />
        </FieldShell>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="rounded-md bg-action-600 px-6 py-3 font-bold text-white hover:bg-action-700 disabled:opacity-70"
          >
            {fetcher.state === 'idle' ? t('callback.submit') : t('callback.sending')}
          </button>
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
        </div>
      </fetcher.Form>
      <dialog
        ref={dialog}
        aria-labelledby="callback-done-heading"
        onClose={() => {
          formElement.current?.reset();
          // The send button was disabled while sending, so the dialog has nowhere to give the focus back.
          focusFirstField('callback-form');
        }}
        className="m-auto w-[min(24rem,90vw)] rounded-2xl bg-white p-6 text-center text-navy-900 shadow-2xl backdrop:bg-navy-900/60"
      >
        <Icon name="circle-check" className="mx-auto h-12 w-12 text-emerald-600" />
        <h2 id="callback-done-heading" className="mt-3 text-xl font-bold">
          {t('callback.successTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('callback.success')}</p>
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          className="mt-5 rounded-md bg-navy-900 px-8 py-2.5 font-bold text-white hover:bg-navy-800"
        >
          {t('callback.done')}
        </button>
      </dialog>
    </>
  );
}
