import '~/i18n/staff-messages';
import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { FieldShell } from '~/components/forms/field';
import { useLocale, useT } from '~/i18n/use-translation';
import { type PromoCodeInput, promoCodeSchema } from '~/modules/promotions/promo-code-form';
import { formatAed } from '~/utils/money';
import { formatCalendarDate } from '~/utils/dubai-time';
import { panelClass, primaryButton, secondaryButton } from './staff-page';
import { SelectField, TextField } from './form-controls';

/** A code as the staff list shows it: its terms, the models by name, and the bookings that use it. */
export type ListedPromoCode = Omit<PromoCodeInput, 'vehicleModelIds'> & {
  id: number;
  models: string[];
  uses: number;
  active: boolean;
};

/** Every code with its discount, dates, uses and models; an active one can be retired, a retired one restored. */
export function PromoCodeList({ codes }: { codes: ListedPromoCode[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="promo-list" className={panelClass}>
      <h2 id="promo-list" className="mb-3 text-xl font-bold text-navy-900">
        {t('promo.title')}
      </h2>
      {codes.length === 0 ? (
        <p className="text-slate-700">{t('promo.list.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {(['code', 'discount', 'dates', 'uses', 'models', 'status'] as const).map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 text-start font-semibold">
                    {t(`promo.list.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="px-2 py-2 text-start font-mono font-bold text-navy-900">
                    <bdi>{code.code}</bdi>
                  </th>
                  <td className="px-2 py-2">
                    {code.percentOff !== null
                      ? t('promo.list.percentOff', { percent: code.percentOff })
                      : t('promo.list.amountOff', { amount: formatAed(code.amountOffFils ?? 0, locale) })}
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {formatCalendarDate(code.validFrom, locale)} – {formatCalendarDate(code.validUntil, locale)}
                  </td>
                  <td className="px-2 py-2">
                    {code.maxUses === null ? code.uses : t('promo.list.usesOf', { used: code.uses, max: code.maxUses })}
                    <span className="block text-slate-600">
                      {t('promo.list.perCustomer', { n: code.maxUsesPerCustomer })}
                    </span>
                  </td>
                  <td className="px-2 py-2">
                    {code.models.length ? code.models.join(', ') : t('promo.list.allModels')}
                  </td>
                  <td className="px-2 py-2">
                    <p className="mb-1 font-semibold">
                      {code.active ? t('promo.list.active') : t('promo.list.retiredBadge')}
                    </p>
                    <Form method="post">
                      <input type="hidden" name="id" value={code.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={code.active ? 'retire' : 'restore'}
                        className={secondaryButton}
                      >
                        {t(code.active ? 'promo.list.retire' : 'promo.list.restore', { code: code.code })}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The form that creates a code, checked in the browser and again on the server by the same schema. */
export function NewPromoCodeForm({
  models,
  lastResult,
}: {
  models: { id: number; name: string }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  type Fields = {
    code: string;
    kind: string;
    value: string;
    validFrom: string;
    validUntil: string;
    maxUses: string;
    maxUsesPerCustomer: string;
    models: string[];
  };
  const [form, fields] = useForm<Partial<Fields>, PromoCodeInput>({
    id: 'new-promo-code',
    lastResult,
    defaultValue: { kind: 'percent', maxUsesPerCustomer: '1' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: promoCodeSchema(
          t,
          models.map((model) => model.id),
        ),
      }),
  });
  const chosenModels = [fields.models.initialValue ?? []].flat().filter((id): id is string => typeof id === 'string');
  return (
    <section aria-labelledby="promo-new" className={panelClass}>
      <h2 id="promo-new" className="mb-3 text-xl font-bold text-navy-900">
        {t('promo.new')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="grid gap-x-6 gap-y-3 md:grid-cols-2">
        <TextField field={fields.code} label={t('promo.form.code')} hint={t('promo.form.codeHint')} dir="ltr" />
        <SelectField
          field={fields.kind}
          label={t('promo.form.kind')}
          options={[
            { value: 'percent', label: t('promo.form.percent') },
            { value: 'amount', label: t('promo.form.amount') },
          ]}
        />
        <TextField field={fields.value} label={t('promo.form.value')} inputMode="decimal" dir="ltr" />
        <TextField field={fields.validFrom} label={t('promo.form.validFrom')} type="date" />
        <TextField field={fields.validUntil} label={t('promo.form.validUntil')} type="date" />
        <TextField field={fields.maxUses} label={t('promo.form.maxUses')} inputMode="numeric" dir="ltr" />
        <TextField
          field={fields.maxUsesPerCustomer}
          label={t('promo.form.maxUsesPerCustomer')}
          inputMode="numeric"
          dir="ltr"
        />
        <FieldShell id={fields.models.id} label={t('promo.form.models')} errors={fields.models.errors}>
          <select
            id={fields.models.id}
            name={fields.models.name}
            aria-invalid={fields.models.errors ? true : undefined}
            aria-describedby={fields.models.errors ? fields.models.errorId : undefined}
            multiple
            size={6}
            defaultValue={chosenModels}
            className="w-full rounded-md border border-slate-400 px-2 py-1"
          >
            {models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.name}
              </option>
            ))}
          </select>
        </FieldShell>
        <div className="md:col-span-2">
          <button type="submit" name="intent" value="create" className={primaryButton}>
            {t('promo.form.create')}
          </button>
        </div>
      </Form>
    </section>
  );
}
