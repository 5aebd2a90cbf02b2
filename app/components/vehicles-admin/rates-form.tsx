import '~/i18n/staff-messages';
import { type FieldMetadata, type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { panelClass, primaryButton } from '~/components/content-admin/staff-page';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import {
  type RatesFormFields,
  type RatesInput,
  flatAmounts,
  ratesSchema,
  tierAmounts,
} from '~/modules/vehicles/rates-form';

type Props = {
  vehicleId: number;
  defaultValue: RatesFormFields;
  lastResult?: SubmissionResult<string[]>;
};

const rowLabels: MessageKey[] = [
  'vehicles.rates.rate',
  'vehicles.rates.cdw',
  'vehicles.rates.pai',
  'vehicles.rates.gps',
];
const tierLabels: MessageKey[] = ['vehicles.rates.daily', 'vehicles.rates.weekly', 'vehicles.rates.monthly'];
const flatLabels: Record<(typeof flatAmounts)[number], MessageKey> = {
  additionalDriverFils: 'vehicles.rates.additionalDriver',
  babySeatFils: 'vehicles.rates.babySeat',
};

function AmountInput({ field, label }: { field: FieldMetadata<string | undefined>; label: string }) {
  const t = useT();
  return (
    <FieldShell id={field.id} label={label} errors={field.errors}>
      <div className="flex items-stretch" dir="ltr">
        <span
          className="flex items-center rounded-s-md border border-e-0 border-slate-400 bg-slate-100 px-2 text-sm text-slate-700"
          aria-hidden="true"
        >
          AED
        </span>
        <input
          {...getInputProps(field, { type: 'text' })}
          aria-describedby={`${field.errorId} rates-hint`}
          inputMode="decimal"
          autoComplete="off"
          className={`${inputClass} rounded-s-none`}
        />
      </div>
      <span className="sr-only">{t('vehicles.rates.hint')}</span>
    </FieldShell>
  );
}

/** The rate card: per-day prices for each tier and the extras. */
export function RatesForm({ vehicleId, defaultValue, lastResult }: Props) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<RatesFormFields, RatesInput>({
    id: `rates-${vehicleId}`,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ratesSchema({ t }) }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <section aria-labelledby="rates-heading" className={panelClass}>
        <h2 id="rates-heading" className="text-xl font-bold text-navy-900">
          {t('vehicles.rates.heading')}
        </h2>
        <p id="rates-hint" className="mb-4 text-sm text-slate-700">
          {t('vehicles.rates.hint')}
        </p>
        {tierAmounts.map((row, index) => (
          <fieldset key={row[0]} className="mb-2">
            <legend className="mb-2 font-bold text-navy-900">{t(rowLabels[index])}</legend>
            <div className="grid gap-x-4 sm:grid-cols-3">
              {row.map((key, tier) => (
                <AmountInput key={key} field={fields[key]} label={t(tierLabels[tier])} />
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset>
          <legend className="mb-2 font-bold text-navy-900">{t('vehicles.rates.extras')}</legend>
          <div className="grid gap-x-4 sm:grid-cols-3">
            {flatAmounts.map((key) => (
              <AmountInput key={key} field={fields[key]} label={t(flatLabels[key])} />
            ))}
          </div>
        </fieldset>
      </section>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t('vehicles.saving') : t('vehicles.rates.save')}
        </button>
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
      </div>
    </Form>
  );
}
