import '~/i18n/staff-messages';
import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { panelClass, primaryButton } from '~/components/content-admin/staff-page';
import { useT } from '~/i18n/use-translation';
import {
  type VehicleFormFields,
  type VehicleInput,
  bodyStyles,
  transmissions,
  vehicleSchema,
} from '~/modules/vehicles/vehicle-form';
import { ImagesInput, RadioChoice, SelectInput, TextArea, TextInput } from './vehicle-fields';
import { FormAlert } from '~/components/forms/field';

const yesNo = [
  { value: 'yes', label: 'vehicles.yes' },
  { value: 'no', label: 'vehicles.no' },
] as const;

type Props = {
  vehicleId: number | null;
  types: { id: number; label: string }[];
  defaultValue: Partial<Record<keyof VehicleFormFields, string>>;
  lastResult?: SubmissionResult<string[]>;
};

/** The vehicle management form: every field of the spec's vehicle, the description the site shows, and images. */
export function VehicleDetailsForm({ vehicleId, types, defaultValue, lastResult }: Props) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const context = { t, vehicleTypeIds: types.map((type) => String(type.id)), imagesRequired: vehicleId === null };
  const [form, fields] = useForm<VehicleFormFields, VehicleInput>({
    id: vehicleId ? `vehicle-${vehicleId}` : 'vehicle-new',
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: vehicleSchema(context) }),
  });
  const number = (key: 'seats' | 'passengers' | 'luggage' | 'doors') => (
    <TextInput field={fields[key]} label={t(`vehicles.field.${key}`)} inputMode="numeric" dir="ltr" />
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={`${panelClass} grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4`}
    >
      <input type="hidden" name="intent" value="save" />
      <SelectInput
        field={fields.vehicleTypeId}
        label={t('vehicles.field.vehicleType')}
        options={types.map((type) => ({ value: String(type.id), label: type.label }))}
      />
      <TextInput field={fields.referenceNo} label={t('vehicles.field.referenceNo')} dir="ltr" />
      <TextInput field={fields.brand} label={t('vehicles.field.brand')} dir="auto" />
      <TextInput field={fields.name} label={t('vehicles.field.name')} dir="auto" />
      <SelectInput
        field={fields.bodyStyle}
        label={t('vehicles.field.bodyStyle')}
        options={bodyStyles.map((style) => ({ value: style, label: t(`vehicles.body.${style}`) }))}
      />
      <SelectInput
        field={fields.transmission}
        label={t('vehicles.field.transmission')}
        options={transmissions.map((value) => ({ value, label: t(`vehicles.transmission.${value}`) }))}
      />
      <RadioChoice field={fields.airConditioned} legend={t('vehicles.field.airConditioned')} options={[...yesNo]} />
      <RadioChoice field={fields.popular} legend={t('vehicles.field.popular')} options={[...yesNo]} />
      {number('seats')}
      {number('passengers')}
      {number('luggage')}
      {number('doors')}
      <TextArea
        field={fields.descriptionEn}
        label={t('vehicles.field.descriptionEn')}
        dir="ltr"
        className="sm:col-span-2"
      />
      <TextArea
        field={fields.descriptionAr}
        label={t('vehicles.field.descriptionAr')}
        dir="rtl"
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2 lg:col-span-4">
        <ImagesInput
          field={fields.images}
          label={t(vehicleId ? 'vehicles.field.moreImages' : 'vehicles.field.images')}
          hint={t('vehicles.imagesHint')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t('vehicles.saving') : t(vehicleId ? 'vehicles.save' : 'vehicles.register')}
        </button>
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
      </div>
    </Form>
  );
}
