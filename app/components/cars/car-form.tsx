import '~/i18n/staff-messages';
import {
  type SubmissionResult,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { primaryButton } from '~/components/content-admin/staff-page';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import { carSchema } from '~/modules/cars/car-form';
import { type CarStatus, plateEmirates } from '~/modules/cars/car-rules';

type Choice = { id: number; label: string };
type CarFormValues = Partial<Record<string, string>>;

type Props = {
  id: string;
  models: Choice[];
  branches: Choice[];
  defaultValue: CarFormValues;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  /** On the edit form: the car's state now and where staff may move it. */
  status?: { current: CarStatus; moves: CarStatus[] };
};

/** A car's record: plate, VIN, model, home branch, readings and papers; on edit, a change of state with its reason. */
export function CarForm({ id, models, branches, defaultValue, lastResult, submitLabel, status }: Props) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const modelIds = models.map((model) => model.id);
  const branchIds = branches.map((branch) => branch.id);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: carSchema({ t, modelIds, branchIds }) }),
  });
  const text = (
    name: keyof typeof fields,
    label: MessageKey,
    options: { ltr?: boolean; hint?: MessageKey; type?: 'text' | 'date' } = {},
  ) => {
    const field = fields[name];
    return (
      <FieldShell
        id={field.id}
        label={t(label)}
        errors={field.errors}
        hint={options.hint ? t(options.hint) : undefined}
      >
        <input
          {...getInputProps(field, { type: options.type ?? 'text' })}
          dir={options.ltr ? 'ltr' : undefined}
          autoComplete="off"
          aria-describedby={options.hint ? `${field.errorId} ${field.id}-hint` : field.errorId}
          className={inputClass}
        />
      </FieldShell>
    );
  };
  const select = (name: keyof typeof fields, label: MessageKey, choices: { value: string; label: string }[]) => {
    const field = fields[name];
    return (
      <FieldShell id={field.id} label={t(label)} errors={field.errors}>
        <select {...getSelectProps(field)} className={inputClass}>
          <option value="">—</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value={status ? 'save' : 'add'} />
      <div className="grid gap-x-4 sm:grid-cols-3">
        {select(
          'plateEmirate',
          'cars.field.plateEmirate',
          plateEmirates.map((name) => ({ value: name, label: t(`cars.emirate.${name}` as MessageKey) })),
        )}
        {text('plateCode', 'cars.field.plateCode', { ltr: true, hint: 'cars.hint.plateCode' })}
        {text('plateNumber', 'cars.field.plateNumber', { ltr: true })}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {text('vin', 'cars.field.vin', { ltr: true, hint: 'cars.hint.vin' })}
        {text('colour', 'cars.field.colour')}
        {select(
          'vehicleModelId',
          'cars.field.model',
          models.map((model) => ({ value: String(model.id), label: model.label })),
        )}
        {select(
          'homeBranchId',
          'cars.field.branch',
          branches.map((branch) => ({ value: String(branch.id), label: branch.label })),
        )}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {text('odometerKm', 'cars.field.odometer', { ltr: true })}
        {text('registrationExpiresOn', 'cars.field.registration', { type: 'date' })}
        {text('insuranceExpiresOn', 'cars.field.insurance', { type: 'date' })}
        {text('nextServiceOn', 'cars.field.nextServiceOn', { type: 'date' })}
        {text('nextServiceKm', 'cars.field.nextServiceKm', { ltr: true })}
      </div>
      <FieldShell id={fields.notes.id} label={t('cars.field.notes')} errors={fields.notes.errors}>
        <textarea {...getTextareaProps(fields.notes)} rows={3} className={inputClass} />
      </FieldShell>
      {status ? (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FieldShell
            id={fields.status.id}
            label={t('cars.field.status')}
            errors={fields.status.errors}
            hint={t('cars.hint.status')}
          >
            <select
              {...getSelectProps(fields.status)}
              aria-describedby={`${fields.status.errorId} ${fields.status.id}-hint`}
              className={inputClass}
            >
              {[status.current, ...status.moves].map((value) => (
                <option key={value} value={value}>
                  {t(`cars.status.${value}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          {text('statusReason', 'cars.field.statusReason')}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t('cars.saving') : submitLabel}
        </button>
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
      </div>
    </Form>
  );
}
