import '~/i18n/staff-messages';
import '~/i18n/preowned-messages';
import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { panelClass, primaryButton } from '~/components/content-admin/staff-page';
import { FormAlert } from '~/components/forms/field';
import { ImagesInput, RadioChoice, SelectInput, TextArea, TextInput } from '~/components/vehicles-admin/vehicle-fields';
import { useT } from '~/i18n/use-translation';
import { type PreownedCarInput, preownedCarSchema } from '~/modules/preowned/preowned-form';
import { preownedFuels } from '~/modules/preowned/preowned-states';
import { transmissions } from '~/modules/vehicles/vehicle-form';

type Choice = { value: string; label: string };
type FormFields = Record<
  | 'vehicleModelId'
  | 'make'
  | 'model'
  | 'modelYear'
  | 'mileageKm'
  | 'price'
  | 'vehicleTypeId'
  | 'gccSpec'
  | 'transmission'
  | 'fuel'
  | 'colourEn'
  | 'colourAr'
  | 'emirate'
  | 'serviceHistoryEn'
  | 'serviceHistoryAr'
  | 'warrantyEn'
  | 'warrantyAr'
  | 'images',
  string | undefined
>;

type Props = {
  carId: number | null;
  rentalModels: Array<{ id: number; brand: string; name: string }>;
  types: Choice[];
  emirates: Choice[];
  currentYear: number;
  defaultValue: Partial<FormFields>;
  lastResult?: SubmissionResult<string[]>;
};

const yesNo = [
  { value: 'yes', label: 'preowned.yes' },
  { value: 'no', label: 'preowned.no' },
] as const;

/** A car for sale as the content team enters it: the rental model it served as, its facts, texts in both languages and photographs. */
export function PreownedDetailsForm({
  carId,
  rentalModels,
  types,
  emirates,
  currentYear,
  defaultValue,
  lastResult,
}: Props) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const context = {
    t,
    rentalModels: Object.fromEntries(
      rentalModels.map((model) => [String(model.id), { brand: model.brand, name: model.name }]),
    ),
    vehicleTypeIds: types.map((type) => type.value),
    emirates: emirates.map((emirate) => emirate.value),
    currentYear,
    imagesRequired: carId === null,
  };
  const [form, fields] = useForm<FormFields, PreownedCarInput>({
    id: carId ? `preowned-${carId}` : 'preowned-new',
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: preownedCarSchema(context) }),
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={`${panelClass} grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4`}
    >
      <input type="hidden" name="intent" value="save" />
      <h2 className="mb-2 text-xl font-bold text-navy-900 sm:col-span-2 lg:col-span-4">
        {t('preowned.admin.details')}
      </h2>
      <div className="sm:col-span-2">
        <SelectInput
          field={fields.vehicleModelId}
          label={t('preowned.field.rentalModel')}
          options={rentalModels.map((model) => ({ value: String(model.id), label: `${model.brand} ${model.name}` }))}
        />
      </div>
      <TextInput
        field={fields.make}
        label={t('preowned.field.make')}
        hint={t('preowned.admin.rentalModel.hint')}
        dir="auto"
      />
      <TextInput field={fields.model} label={t('preowned.field.model')} dir="auto" />
      <TextInput field={fields.modelYear} label={t('preowned.field.modelYear')} inputMode="numeric" dir="ltr" />
      <TextInput field={fields.mileageKm} label={t('preowned.admin.mileageKm')} inputMode="numeric" dir="ltr" />
      <TextInput field={fields.price} label={t('preowned.admin.priceLabel')} inputMode="decimal" dir="ltr" />
      <SelectInput field={fields.vehicleTypeId} label={t('preowned.field.bodyType')} options={types} />
      <SelectInput
        field={fields.transmission}
        label={t('preowned.field.transmission')}
        options={transmissions.map((value) => ({ value, label: t(`preowned.transmission.${value}`) }))}
      />
      <SelectInput
        field={fields.fuel}
        label={t('preowned.field.fuel')}
        options={preownedFuels.map((value) => ({ value, label: t(`preowned.fuel.${value}`) }))}
      />
      <SelectInput field={fields.emirate} label={t('preowned.field.emirate')} options={emirates} />
      <RadioChoice field={fields.gccSpec} legend={t('preowned.field.gccSpec')} options={[...yesNo]} />
      <TextInput
        field={fields.colourEn}
        label={t('preowned.admin.colourEn')}
        dir="ltr"
        className="sm:col-span-1 lg:col-span-2"
      />
      <TextInput
        field={fields.colourAr}
        label={t('preowned.admin.colourAr')}
        dir="rtl"
        className="sm:col-span-1 lg:col-span-2"
      />
      <TextArea
        field={fields.serviceHistoryEn}
        label={t('preowned.admin.serviceHistoryEn')}
        dir="ltr"
        className="sm:col-span-2"
      />
      <TextArea
        field={fields.serviceHistoryAr}
        label={t('preowned.admin.serviceHistoryAr')}
        dir="rtl"
        className="sm:col-span-2"
      />
      <TextArea field={fields.warrantyEn} label={t('preowned.admin.warrantyEn')} dir="ltr" className="sm:col-span-2" />
      <TextArea field={fields.warrantyAr} label={t('preowned.admin.warrantyAr')} dir="rtl" className="sm:col-span-2" />
      <div className="sm:col-span-2 lg:col-span-4">
        <ImagesInput field={fields.images} label={t('preowned.admin.images')} hint={t('preowned.admin.images.hint')} />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t('preowned.admin.saving') : t('preowned.admin.save')}
        </button>
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
      </div>
    </Form>
  );
}
