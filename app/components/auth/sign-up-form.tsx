import '~/i18n/accounts-messages';
import { type Submission, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Icon } from '~/components/icons/icon';
import { Link, useFetcher } from 'react-router';
import { CheckboxField, FieldShell, inputClass } from '~/components/forms/field';
import { FilesField } from '~/components/forms/files-field';
import { useLocalePath, useT } from '~/i18n/use-translation';
import {
  type DialCountry,
  type SignUpFields,
  type SignUpReply,
  type SignUpStep,
  documentAccept,
  intentOf,
  signUpSchema,
  signUpSteps,
} from '~/modules/auth/sign-up-form';
import { PhoneField } from '~/components/forms/phone-field';
import { phoneShapeOnly } from '~/utils/phone';
import { InfoDialog, ThankYou } from './sign-up-outcomes';

/** What the form needs from the /register loader: the phone picker's countries and today's dates in the UAE. */
type SignUpOptions = { countries: DialCountry[]; defaultCountry: string; today: string; tomorrow: string };

type SignUpFormProps = {
  /** Unique in the page: the /register page and the dialog may both be there. */
  id: string;
  options: SignUpOptions;
  /** The action's answer when the page was posted without JavaScript. */
  lastReply?: SignUpReply;
  /** In the dialog: what Done does after a successful registration. */
  onFinish?: () => void;
  onSwitchToLogin?: () => void;
};

const primaryButton =
  'rounded-md bg-action-600 px-6 py-2.5 font-bold text-white hover:bg-action-700 disabled:opacity-70';
const secondaryButton =
  'rounded-md border border-navy-800 px-4 py-2.5 font-semibold text-navy-900 hover:bg-slate-100 disabled:opacity-70';
const linkButton =
  'rounded-md px-2 py-2.5 font-semibold text-navy-800 underline hover:bg-slate-100 disabled:opacity-70';

// Shows the Resend button after its delay with CSS alone, so it works before (and without) JavaScript.
const revealKeyframes = '@keyframes sign-up-reveal{from{visibility:hidden}to{visibility:visible}}';

/**
 * Sign-up in three steps in one form: details and Send OTP, the code, then password, documents and
 * agreement. Every button posts the whole form to /register with its `intent`; with JavaScript
 * through a fetcher (checked in the browser first), without it as a normal post whose answer is
 * this page again at the next step, with what was typed kept.
 */
export function SignUpForm({ id, options, lastReply, onFinish, onSwitchToLogin }: SignUpFormProps) {
  const t = useT();
  const to = useLocalePath();
  const fetcher = useFetcher<SignUpReply>();
  const reply = fetcher.data ?? lastReply;
  const step: SignUpStep = reply?.step ?? 'details';
  const pending = fetcher.state !== 'idle' ? String(fetcher.formData?.get('intent') ?? '') : null;

  const [form, fields] = useForm<SignUpFields>({
    id,
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Each button has its own checks; only the messages matter here, the server reads the values.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: signUpSchema(intentOf(formData), { t, today: options.today, phoneToE164: phoneShapeOnly }),
      }) as unknown as Submission<SignUpFields>,
  });

  if (step === 'done') return <ThankYou onFinish={onFinish} />;

  const phone = reply?.phone;
  const verified = step === 'profile';
  const text = (field: (typeof fields)[keyof typeof fields], type: 'text' | 'email' | 'password' | 'date') => ({
    ...getInputProps(field, { type }),
    className: inputClass,
  });
  const button = (intent: string, label: string, busyLabel: string, className = primaryButton) => (
    <button type="submit" name="intent" value={intent} disabled={pending !== null} className={className}>
      {pending === intent ? busyLabel : label}
    </button>
  );
  const loginLink = onSwitchToLogin ? (
    <button type="button" onClick={onSwitchToLogin} className="font-semibold text-navy-800 underline">
      {t('signup.login')}
    </button>
  ) : (
    <Link to={to('/login')} className="font-semibold text-navy-800 underline">
      {t('signup.login')}
    </Link>
  );

  return (
    <>
      <StepList step={step} />
      <fetcher.Form
        method="post"
        action={to('/register')}
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-5 space-y-1"
      >
        <input type="hidden" name="step" value={step} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FieldShell id={fields.name.id} label={t('signup.name')} errors={fields.name.errors}>
            <input {...text(fields.name, 'text')} autoComplete="name" readOnly={verified} />
          </FieldShell>
          <FieldShell id={fields.email.id} label={t('signup.email')} errors={fields.email.errors}>
            <input {...text(fields.email, 'email')} autoComplete="email" dir="ltr" readOnly={verified} />
          </FieldShell>
        </div>

        {step === 'details' || !phone ? (
          <PhoneField
            id={fields.phone.id}
            form={form.id}
            label={t('signup.phone')}
            countryLabel={t('signup.country')}
            hint={t('signup.phoneHint')}
            countries={options.countries}
            defaultCountry={(fields.country.initialValue as string | undefined) ?? options.defaultCountry}
            defaultNumber={fields.phone.initialValue as string | undefined}
            errors={fields.phone.errors}
          />
        ) : (
          <div className="pb-5">
            <input type="hidden" name="country" value={phone.country} />
            <input type="hidden" name="phone" value={phone.number} />
            <label htmlFor={`${id}-verified-phone`} className="mb-1 block text-sm font-semibold text-navy-900">
              {t('signup.phone')}
            </label>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <input
                id={`${id}-verified-phone`}
                value={phone.display}
                readOnly
                dir="ltr"
                className={`${inputClass} max-w-60`}
              />
              {verified ? (
                <span className="flex items-center gap-1 text-sm font-semibold text-emerald-700">
                  <Icon name="badge-check" className="h-4 w-4" />
                  {t('signup.verified')}
                </span>
              ) : null}
            </div>
          </div>
        )}

        {step === 'code' && phone ? (
          <div className="rounded-lg bg-sand-100 p-4">
            <p role="status" className="mb-3 text-sm text-slate-800">
              {t('signup.codeSent', { phone: `\u2066${phone.display}\u2069` })}
            </p>
            <FieldShell id={fields.code.id} label={t('signup.code')} errors={fields.code.errors} className="max-w-60">
              <input
                {...text(fields.code, 'text')}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                dir="ltr"
                autoFocus
              />
            </FieldShell>
          </div>
        ) : null}

        {step === 'profile' ? (
          <>
            <input type="hidden" name="ticket" value={reply?.ticket ?? ''} />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <FieldShell
                id={fields.password.id}
                label={t('signup.password')}
                errors={fields.password.errors}
                hint={t('signup.passwordHint')}
              >
                <input {...text(fields.password, 'password')} autoComplete="new-password" autoFocus />
              </FieldShell>
              <FieldShell id={fields.confirm.id} label={t('signup.confirm')} errors={fields.confirm.errors}>
                <input {...text(fields.confirm, 'password')} autoComplete="new-password" />
              </FieldShell>
              <FieldShell
                id={fields.birthDate.id}
                label={t('signup.birthDate')}
                errors={fields.birthDate.errors}
                className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
              >
                <input {...text(fields.birthDate, 'date')} max={options.today} autoComplete="bday" />
              </FieldShell>
              <FieldShell
                id={fields.licenceNumber.id}
                label={t('signup.licenceNumber')}
                errors={fields.licenceNumber.errors}
              >
                <input {...text(fields.licenceNumber, 'text')} autoComplete="off" dir="ltr" />
              </FieldShell>
              <FieldShell
                id={fields.licenceExpiry.id}
                label={t('signup.licenceExpiry')}
                errors={fields.licenceExpiry.errors}
              >
                <input {...text(fields.licenceExpiry, 'date')} min={options.tomorrow} />
              </FieldShell>
              <FieldShell
                id={fields.passportNumber.id}
                label={t('signup.passportNumber')}
                errors={fields.passportNumber.errors}
              >
                <input {...text(fields.passportNumber, 'text')} autoComplete="off" dir="ltr" />
              </FieldShell>
              <FieldShell
                id={fields.passportExpiry.id}
                label={t('signup.passportExpiry')}
                errors={fields.passportExpiry.errors}
              >
                <input {...text(fields.passportExpiry, 'date')} min={options.tomorrow} />
              </FieldShell>
            </div>
            <fieldset className="mb-2">
              <legend className="mb-1 text-sm font-semibold text-navy-900">{t('signup.residency')}</legend>
              {(['resident', 'visitor'] as const).map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={fields.residency.name}
                    value={option}
                    defaultChecked={(fields.residency.initialValue ?? 'resident') === option}
                    className="h-5 w-5 accent-navy-800"
                  />
                  {t(option === 'resident' ? 'signup.resident' : 'signup.visitor')}
                </label>
              ))}
            </fieldset>
            <FilesField
              field={fields.documents}
              label={t('signup.documents')}
              hint={t(fields.residency.value === 'visitor' ? 'signup.documentsHintVisitor' : 'signup.documentsHint')}
              accept={documentAccept}
              chooseAgain={reply?.chooseFilesAgain ? t('signup.documentsAgain') : null}
              formId={form.id}
              className="pb-2"
            />
            <CheckboxField
              id={fields.agreement.id}
              errors={fields.agreement.errors ?? []}
              label={
                <>
                  {t('signup.agreement')}{' '}
                  <Link to={to('/terms-conditions')} target="_blank" className="font-semibold text-navy-800 underline">
                    {t('signup.agreementLink')}
                  </Link>
                </>
              }
            >
              <input
                {...getInputProps(fields.agreement, { type: 'checkbox' })}
                className="mt-0.5 h-4 w-4 accent-navy-900"
              />
            </CheckboxField>
          </>
        ) : null}

        <p id={form.errorId} role="alert" className="min-h-5 text-sm font-semibold text-red-700">
          {form.errors?.[0] ?? ''}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {step === 'details' ? button('send-code', t('signup.sendCode'), t('signup.sending')) : null}
          {step === 'code' ? (
            <>
              {button('verify-code', t('signup.verify'), t('signup.verifying'))}
              <style href="sign-up-reveal" precedence="default">
                {revealKeyframes}
              </style>
              <button
                key={reply?.codeSentAt}
                type="submit"
                name="intent"
                value="resend-code"
                disabled={pending !== null}
                className={secondaryButton}
                style={{ animation: `sign-up-reveal 1ms linear ${reply?.resendDelayMs ?? 0}ms both` }}
              >
                {pending === 'resend-code' ? t('signup.sending') : t('signup.resend')}
              </button>
            </>
          ) : null}
          {step === 'profile' ? button('register', t('signup.register'), t('signup.registering')) : null}
          {step !== 'details'
            ? button('change-phone', t('signup.changePhone'), t('signup.changePhone'), linkButton)
            : null}
        </div>
      </fetcher.Form>
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        {t('signup.haveAccount')} {loginLink}
      </p>
      {reply?.info ? (
        <InfoDialog reply={reply} message={reply.info} openOnServer={reply === lastReply} loginLink={loginLink} />
      ) : null}
    </>
  );
}

function StepList({ step }: { step: SignUpStep }) {
  const t = useT();
  const labels = { details: t('signup.stepDetails'), code: t('signup.stepCode'), profile: t('signup.stepProfile') };
  const current = signUpSteps.indexOf(step as (typeof signUpSteps)[number]);
  return (
    <ol aria-label={t('signup.steps')} className="grid grid-cols-3 gap-2 text-xs font-semibold sm:text-sm">
      {signUpSteps.map((name, index) => (
        <li
          key={name}
          aria-current={index === current ? 'step' : undefined}
          className={`flex items-center gap-2 border-t-4 pt-2 ${index < current ? 'border-emerald-600 text-emerald-800' : index === current ? 'border-navy-900 text-navy-900' : 'border-slate-300 text-slate-600'}`}
        >
          <span
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-current/10"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          {labels[name]}
        </li>
      ))}
    </ol>
  );
}
