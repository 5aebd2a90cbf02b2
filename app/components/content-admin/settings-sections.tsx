import '~/i18n/staff-messages';
import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import {
  type MinimumAgesInput,
  type SettingsSection,
  agesSchema,
  bookingRulesSchema,
  companySchema,
  notificationKinds,
  notificationsSchema,
  officeSchema,
} from '~/modules/settings/settings-form';
import { type ChangeEvent, ChangeHistory } from './change-history';
import { TextField } from './form-controls';
import { panelClass, primaryButton } from './staff-page';

type SectionProps<V> = { values: V; lastResult?: SubmissionResult<string[]>; history: ChangeEvent[] };

/** One section of the settings page: its own form, Save button and history. */
export function SectionFrame({
  section,
  heading,
  intro,
  history,
  children,
}: {
  section: SettingsSection;
  heading: MessageKey;
  intro?: MessageKey;
  history: ChangeEvent[];
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <section id={section} aria-labelledby={`${section}-heading`} className={`${panelClass} scroll-mt-24`}>
      <h2 id={`${section}-heading`} className="text-xl font-bold text-navy-900">
        {t(heading)}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-700">{t(intro)}</p> : null}
      <div className="mt-4">{children}</div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-navy-800 underline underline-offset-2">
          {t('cms.settings.historyOf', { section: t(heading) })}
        </summary>
        <div className="mt-2">
          <ChangeHistory events={history} headingId={`${section}-history`} heading={t('cms.history')} />
        </div>
      </details>
    </section>
  );
}

export function SaveButton({ section }: { section: SettingsSection }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === section;
  return (
    <button type="submit" name="intent" value={section} disabled={busy} className={`${primaryButton} mt-2`}>
      {busy ? t('cms.saving') : t('cms.save')}
    </button>
  );
}

export function CompanySection({ values, lastResult, history }: SectionProps<Record<string, string>>) {
  const t = useT();
  const [form, fields] = useForm({
    id: 'settings-company',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companySchema(t) }),
  });
  return (
    <SectionFrame section="company" heading="cms.settings.company" history={history}>
      <Form method="post" {...getFormProps(form)} className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <TextField field={fields.tradeName} label={t('cms.settings.tradeName')} dir="auto" />
        <TextField field={fields.legalName} label={t('cms.settings.legalName')} dir="auto" />
        <TextField field={fields.trn} label={t('cms.settings.trn')} dir="ltr" />
        <span className="hidden md:block" />
        <TextField
          field={fields.invoiceAddressEn}
          label={t('cms.englishText', { label: t('cms.settings.invoiceAddress') })}
          rows={3}
          dir="ltr"
        />
        <TextField
          field={fields.invoiceAddressAr}
          label={t('cms.arabicText', { label: t('cms.settings.invoiceAddress') })}
          rows={3}
          dir="rtl"
        />
        <TextField field={fields.hotlineAbuDhabiAlAin} label={t('cms.settings.hotlineAbuDhabi')} type="tel" dir="ltr" />
        <TextField field={fields.hotlineDubaiNorthern} label={t('cms.settings.hotlineDubai')} type="tel" dir="ltr" />
        <div className="md:col-span-2">
          <SaveButton section="company" />
        </div>
      </Form>
    </SectionFrame>
  );
}

export function OfficeSection({ values, lastResult, history }: SectionProps<Record<string, string>>) {
  const t = useT();
  const [form, fields] = useForm({
    id: 'settings-office',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: officeSchema(t) }),
  });
  return (
    <SectionFrame section="office" heading="cms.settings.office" intro="cms.settings.officeIntro" history={history}>
      <Form method="post" {...getFormProps(form)} className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <TextField
          field={fields.officeAddressEn}
          label={t('cms.englishText', { label: t('cms.settings.officeAddress') })}
          rows={3}
          dir="ltr"
        />
        <TextField
          field={fields.officeAddressAr}
          label={t('cms.arabicText', { label: t('cms.settings.officeAddress') })}
          rows={3}
          dir="rtl"
        />
        <div className="grid gap-x-4 sm:grid-cols-3 md:col-span-2">
          <TextField
            field={fields.latitude}
            label={t('cms.settings.latitude')}
            hint={t('cms.settings.coordinatesHint')}
            inputMode="decimal"
            dir="ltr"
          />
          <TextField field={fields.longitude} label={t('cms.settings.longitude')} inputMode="decimal" dir="ltr" />
          <TextField
            field={fields.zoom}
            label={t('cms.settings.zoom')}
            hint={t('cms.settings.zoomHint')}
            type="number"
          />
        </div>
        <div className="md:col-span-2">
          <SaveButton section="office" />
        </div>
      </Form>
    </SectionFrame>
  );
}

export function NotificationsSection({ values, lastResult, history }: SectionProps<Record<string, string>>) {
  const t = useT();
  const [form, fields] = useForm({
    id: 'settings-notifications',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: notificationsSchema(t) }),
  });
  return (
    <SectionFrame
      section="notifications"
      heading="cms.settings.notifications"
      intro="cms.settings.notificationsIntro"
      history={history}
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        {notificationKinds.map((kind) => (
          <TextField key={kind} field={fields[kind]} label={t(`cms.settings.kind.${kind}`)} type="email" dir="ltr" />
        ))}
        <div className="md:col-span-2">
          <SaveButton section="notifications" />
        </div>
      </Form>
    </SectionFrame>
  );
}

type VehicleType = {
  id: number;
  label: string;
  minimumRenterAge: number;
  youngDriverAge: string;
  youngDriverFee: string;
};

export function AgesSection({
  types,
  lastResult,
  history,
}: {
  types: VehicleType[];
  lastResult?: SubmissionResult<string[]>;
  history: ChangeEvent[];
}) {
  const t = useT();
  const defaults = Object.fromEntries(
    types.flatMap((type) => [
      [`age-${type.id}`, String(type.minimumRenterAge)],
      [`young-age-${type.id}`, type.youngDriverAge],
      [`young-fee-${type.id}`, type.youngDriverFee],
    ]),
  );
  const [form, fields] = useForm<Record<string, string>, MinimumAgesInput>({
    id: 'settings-ages',
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: agesSchema(
          t,
          types.map((type) => type.id),
        ),
      }),
  });
  return (
    <SectionFrame section="ages" heading="cms.settings.ages" history={history}>
      <Form method="post" {...getFormProps(form)}>
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {types.map((type) => (
            <fieldset key={type.id} className="mb-2">
              <legend className="font-semibold text-navy-900">{type.label}</legend>
              <TextField field={fields[`age-${type.id}`]} label={t('cms.settings.minimumAge')} type="number" />
              <div className="grid grid-cols-2 gap-x-3">
                <TextField field={fields[`young-age-${type.id}`]} label={t('cms.settings.youngAge')} type="number" />
                <TextField
                  field={fields[`young-fee-${type.id}`]}
                  label={t('cms.settings.youngFee')}
                  inputMode="decimal"
                  dir="ltr"
                />
              </div>
            </fieldset>
          ))}
        </div>
        <SaveButton section="ages" />
      </Form>
    </SectionFrame>
  );
}

export function BookingSection({ values, lastResult, history }: SectionProps<Record<string, string>>) {
  const t = useT();
  const [form, fields] = useForm({
    id: 'settings-booking',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bookingRulesSchema(t) }),
  });
  return (
    <SectionFrame section="booking" heading="cms.settings.booking" history={history}>
      <Form method="post" {...getFormProps(form)} className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <TextField field={fields.turnaroundBufferMinutes} label={t('cms.settings.turnaround')} type="number" />
        <TextField
          field={fields.externalReservationUrl}
          label={t('cms.settings.reservationUrl')}
          hint={t('cms.settings.reservationUrlHint')}
          type="url"
          dir="ltr"
        />
        <TextField
          field={fields.fazaaDiscountPercent}
          label={t('cms.settings.fazaaDiscount')}
          hint={t('cms.settings.discountHint')}
          type="number"
        />
        <TextField
          field={fields.esaadDiscountPercent}
          label={t('cms.settings.esaadDiscount')}
          hint={t('cms.settings.discountHint')}
          type="number"
        />
        <div className="md:col-span-2">
          <SaveButton section="booking" />
        </div>
      </Form>
    </SectionFrame>
  );
}
