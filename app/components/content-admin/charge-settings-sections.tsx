import '~/i18n/staff-messages';
import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { useT } from '~/i18n/use-translation';
import {
  type ChargeRules,
  type ClassChargesInput,
  type TankSizesInput,
  chargeRulesSchema,
  classChargesSchema,
  tankSizesSchema,
} from '~/modules/settings/charge-settings-form';
import type { ChangeEvent } from './change-history';
import { TextField } from './form-controls';
import { SaveButton, SectionFrame } from './settings-sections';

type Common = { lastResult?: SubmissionResult<string[]>; history: ChangeEvent[] };

const money = [
  'fuelPricePerLitreFils',
  'cleaningFeeFils',
  'trafficFineFeeFils',
  'municipalFineFeeFils',
  'omanInsurancePerWeekFils',
];

/** The company-wide figures of the return charges, tolls and fines. */
export function ChargesSection({
  values,
  lastResult,
  history,
}: Common & { values: Record<keyof ChargeRules, string> }) {
  const t = useT();
  const [form, fields] = useForm({
    id: 'settings-charges',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: chargeRulesSchema(t) }),
  });
  const keys = Object.keys(values) as (keyof ChargeRules)[];
  return (
    <SectionFrame section="charges" heading="cms.charges.heading" intro="cms.charges.intro" history={history}>
      <Form method="post" {...getFormProps(form)} className="grid gap-x-6 gap-y-1 md:grid-cols-2 lg:grid-cols-3">
        {keys.map((key) => (
          <TextField
            key={key}
            field={fields[key]}
            label={t(`cms.charges.${key}`)}
            inputMode={money.includes(key) ? 'decimal' : 'numeric'}
            dir="ltr"
          />
        ))}
        <div className="md:col-span-2 lg:col-span-3">
          <SaveButton section="charges" />
        </div>
      </Form>
    </SectionFrame>
  );
}

type ClassRow = { id: number; label: string; cdwExcess: string; extraKm: string; scdwDaily: string; deposit: string };

/** Per vehicle type: the standard CDW excess, the price of a kilometre over the allowance, the super CDW per day and the deposit. */
export function ClassChargesSection({ types, lastResult, history }: Common & { types: ClassRow[] }) {
  const t = useT();
  const defaults = Object.fromEntries(
    types.flatMap((type) => [
      [`excess-${type.id}`, type.cdwExcess],
      [`km-${type.id}`, type.extraKm],
      [`scdw-${type.id}`, type.scdwDaily],
      [`deposit-${type.id}`, type.deposit],
    ]),
  );
  const [form, fields] = useForm<Record<string, string>, ClassChargesInput>({
    id: 'settings-class-charges',
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: classChargesSchema(
          t,
          types.map((type) => type.id),
        ),
      }),
  });
  return (
    <SectionFrame section="classCharges" heading="cms.charges.classHeading" history={history}>
      <Form method="post" {...getFormProps(form)}>
        <div className="grid gap-x-6 gap-y-3 md:grid-cols-2 lg:grid-cols-3">
          {types.map((type) => (
            <fieldset key={type.id} className="grid grid-cols-2 gap-x-3">
              <legend className="col-span-2 font-semibold text-navy-900">{type.label}</legend>
              <TextField
                field={fields[`excess-${type.id}`]}
                label={t('cms.charges.cdwExcess')}
                inputMode="decimal"
                dir="ltr"
              />
              <TextField
                field={fields[`km-${type.id}`]}
                label={t('cms.charges.extraKm')}
                inputMode="decimal"
                dir="ltr"
              />
              <TextField
                field={fields[`scdw-${type.id}`]}
                label={t('cms.charges.scdwDaily')}
                inputMode="decimal"
                dir="ltr"
              />
              <TextField
                field={fields[`deposit-${type.id}`]}
                label={t('cms.charges.deposit')}
                inputMode="decimal"
                dir="ltr"
              />
            </fieldset>
          ))}
        </div>
        <SaveButton section="classCharges" />
      </Form>
    </SectionFrame>
  );
}

type ModelRow = { id: number; label: string; tankLitres: number };

/** Per vehicle model: the fuel tank, which turns a shortfall in eighths into litres. */
export function TanksSection({ models, lastResult, history }: Common & { models: ModelRow[] }) {
  const t = useT();
  const defaults = Object.fromEntries(models.map((model) => [`tank-${model.id}`, String(model.tankLitres)]));
  const [form, fields] = useForm<Record<string, string>, TankSizesInput>({
    id: 'settings-tanks',
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: tankSizesSchema(
          t,
          models.map((model) => model.id),
        ),
      }),
  });
  return (
    <SectionFrame section="tanks" heading="cms.charges.tanksHeading" intro="cms.charges.tanksIntro" history={history}>
      <Form method="post" {...getFormProps(form)}>
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
          {models.map((model) => (
            <TextField
              key={model.id}
              field={fields[`tank-${model.id}`]}
              label={model.label}
              inputMode="numeric"
              dir="ltr"
            />
          ))}
        </div>
        <SaveButton section="tanks" />
      </Form>
    </SectionFrame>
  );
}
