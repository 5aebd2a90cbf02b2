import { type FieldMetadata, getFormProps, type SubmissionResult } from '@conform-to/react';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { type ContactPrefillValues, ContactFields } from '~/components/forms/contact-fields';
import { FormActions } from '~/components/forms/form-actions';
import { HoneypotInput } from '~/components/forms/honeypot';
import type { DialCountry } from '~/components/forms/phone-field';
import { ResultDialog, SentDialog } from '~/components/forms/result-dialog';
import { useEnquiryForm, useFormRounds, type Validate } from '~/components/forms/use-enquiry-form';
import { useT } from '~/i18n/use-translation';
import type { ContactRules } from '~/modules/enquiries/contact-rules';

type ContactShape = { name?: string; email?: string; country?: string; phone?: string; message?: string };

export type ContactFormProps = {
  id: string;
  rules: ContactRules;
  heading: string;
  intro?: string;
  submitLabel: string;
  countries: DialCountry[];
  prefill: ContactPrefillValues;
  /** The route's actionData: the server's answer to a post without JavaScript. */
  lastResult?: SubmissionResult<string[]>;
  /** The page was reached after a successful post without JavaScript (?sent=1). */
  sent: boolean;
  /** The page's own address, for Done. */
  pageHref: string;
  defaultMessage?: string;
  /**
   * What Done does after a success (spec): 'reset' the form to its starting values (contact),
   * 'reload' the page (enquiry), or 'clear' every field (promotions).
   */
  afterDone: 'reset' | 'reload' | 'clear';
  /** Promotions: a missing email and phone, or a failure, also opens the Error modal with Ok. */
  errorModal?: boolean;
  /** Extra fields between the phone and the message (the tour's destination, date and group size). */
  extraFields?: (tools: {
    fields: Record<string, FieldMetadata<string | undefined>>;
    initial: (name: string, fallback?: string) => string | undefined;
  }) => ReactNode;
  /** Loads the validator (default: the contact rules' own). */
  loadValidator?: () => Promise<Validate>;
};

/**
 * The short enquiry-type forms (contact, enquiry, chauffeur, promotions, tour): name, email,
 * phone, message, posting to the page's own action. With JavaScript it posts as a fetcher and
 * shows the Success modal in place; without it, the page comes back with the input and messages,
 * or with the modal open.
 */
export function ContactForm(props: ContactFormProps) {
  // The page a form without JavaScript came back to says ?sent=1; Done leaves it (and 'reload' reloads the page's data).
  const [round, onDone] = useFormRounds(props.pageHref, props.sent || props.afterDone === 'reload');
  const prefill = round > 0 && props.afterDone === 'clear' ? null : props.prefill;
  const defaultMessage = round > 0 && props.afterDone !== 'reset' ? undefined : props.defaultMessage;
  return (
    <ContactFormRound
      key={round}
      {...props}
      prefill={prefill}
      defaultMessage={defaultMessage}
      lastResult={round > 0 ? undefined : props.lastResult}
      sent={round > 0 ? false : props.sent}
      onDone={onDone}
    />
  );
}

function ContactFormRound({
  id,
  rules,
  heading,
  intro,
  submitLabel,
  countries,
  prefill,
  lastResult,
  sent,
  pageHref,
  defaultMessage,
  errorModal,
  extraFields,
  loadValidator,
  onDone,
}: ContactFormProps & { onDone: () => void }) {
  const t = useT();
  const { fetcher, form, fields, reply, initial, pending, formEvents } = useEnquiryForm<ContactShape>({
    id,
    lastResult,
    loadValidator:
      loadValidator ??
      (() => import('./contact-validator').then(({ createContactValidator }) => createContactValidator(rules, t))),
  });
  const reach = t('forms.reachRequired');
  // The Error modal (promotions): opened by a submit with neither email nor phone, or by the server's
  // answer (the same message, too many forms, a failure). One submit opens it once.
  const serverMessage = (result?: SubmissionResult<string[]>) =>
    result?.error?.email?.includes(reach) ? reach : result?.error?.['']?.[0];
  const [errorMessage, setErrorMessage] = useState<string | null>(() =>
    errorModal ? (serverMessage(lastResult) ?? null) : null,
  );
  const flaggedInBrowser = useRef(false);
  // The fetcher's answer can re-render more than once (the page's data reloads after it): each submit is answered once.
  const submits = useRef(0);
  const answered = useRef(0);
  useEffect(() => {
    if (!errorModal || !reply || reply.ok || answered.current === submits.current) return;
    answered.current = submits.current;
    const message = serverMessage(reply.result);
    if (message === reach && flaggedInBrowser.current) flaggedInBrowser.current = false;
    else if (message) setErrorMessage(message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer opens it
  }, [reply]);

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Conform re-checks fields as the visitor types by submitting with its own intent button: not a send.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === '__intent__') return formProps.onSubmit(event);
    submits.current += 1;
    flaggedInBrowser.current = false;
    if (errorModal && rules.reach) {
      const data = new FormData(event.currentTarget);
      const given = (name: string) => String(data.get(name) ?? '').trim() !== '';
      if (!given('email') && !given('phone')) {
        flaggedInBrowser.current = true;
        setErrorMessage(reach);
      }
    }
    formProps.onSubmit(event);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-navy-900">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      <fetcher.Form
        method="post"
        {...formProps}
        onSubmit={onSubmit}
        {...formEvents}
        className="relative mt-5 space-y-2"
      >
        <HoneypotInput formId={id} />
        <ContactFields
          fields={fields}
          rules={rules}
          countries={countries}
          initial={initial}
          prefill={prefill}
          defaultMessage={defaultMessage}
        >
          {extraFields?.({ fields: fields as unknown as Record<string, FieldMetadata<string | undefined>>, initial })}
        </ContactFields>
        <FormActions pending={pending} label={submitLabel} errorId={form.errorId} errors={form.errors} />
      </fetcher.Form>
      <SentDialog id={`${id}-success`} formId={id} sent={sent} reply={reply} pageHref={pageHref} onDone={onDone} />
      {errorModal ? (
        <ResultDialog
          id={`${id}-error`}
          kind="error"
          open={errorMessage !== null}
          message={errorMessage ?? ''}
          onClose={() => setErrorMessage(null)}
        />
      ) : null}
    </section>
  );
}
