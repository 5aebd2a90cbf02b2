// zod/mini: the staff form checks in the browser with the same rules.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';
import { MAX_PROMO_PERCENT } from '~/modules/pricing/quote-booking';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';
import { isCalendarDate, optionalText } from '~/utils/form-rules';

/** Letters and digits, a dash inside; what customers can read off a flyer and type on a phone. */
const CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,18}[A-Z0-9])$/;
/** An amount off is at most AED 5,000 before VAT. */
const MAX_AMOUNT_FILS = 500_000;
const MAX_USES = 100_000;

/** A code as customers type it: any case and spaces around read as the stored upper-case code. */
export const normalisePromoCode = (typed: string) => typed.trim().toUpperCase();

export type PromoCodeInput = {
  code: string;
  percentOff: number | null;
  amountOffFils: number | null;
  validFrom: string;
  validUntil: string;
  maxUses: number | null;
  maxUsesPerCustomer: number;
  vehicleModelIds: number[];
};

const whole = (text: string | undefined, min: number, max: number) =>
  text && /^\d{1,6}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null;

/** The staff form that creates a promo code; `modelIds` are the models it may be limited to. */
export function promoCodeSchema(t: Translate, modelIds: number[]) {
  const fields = z.object({
    code: optionalText,
    kind: optionalText,
    value: optionalText,
    validFrom: optionalText,
    validUntil: optionalText,
    maxUses: optionalText,
    maxUsesPerCustomer: optionalText,
    models: z.optional(z.union([z.string(), z.array(z.string())])),
  });
  type Form = z.output<typeof fields>;
  const modelsOf = (form: Form) => (form.models === undefined ? [] : [form.models].flat()).map(Number);
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (!form.code || !CODE_PATTERN.test(normalisePromoCode(form.code))) fail('code', t('promo.form.codeInvalid'));
        if (form.kind === 'percent') {
          if (whole(form.value, 1, MAX_PROMO_PERCENT) === null)
            fail('value', t('promo.form.percentInvalid', { max: MAX_PROMO_PERCENT }));
        } else if (form.kind === 'amount') {
          const fils = form.value ? parseAedToFils(form.value) : null;
          if (fils === null || fils <= 0 || fils > MAX_AMOUNT_FILS) fail('value', t('promo.form.amountInvalid'));
        } else fail('kind', t('promo.form.kindRequired'));
        const from = form.validFrom && isCalendarDate(form.validFrom) ? form.validFrom : null;
        const until = form.validUntil && isCalendarDate(form.validUntil) ? form.validUntil : null;
        if (!from) fail('validFrom', t('promo.form.dateInvalid'));
        if (!until) fail('validUntil', t('promo.form.dateInvalid'));
        else if (from && until < from) fail('validUntil', t('promo.form.untilBeforeFrom'));
        if (form.maxUses && whole(form.maxUses, 1, MAX_USES) === null)
          fail('maxUses', t('promo.form.usesInvalid', { max: MAX_USES }));
        if (whole(form.maxUsesPerCustomer, 1, MAX_USES) === null)
          fail('maxUsesPerCustomer', t('promo.form.usesInvalid', { max: MAX_USES }));
        if (modelsOf(form).some((id) => !modelIds.includes(id))) fail('models', t('promo.form.modelInvalid'));
      }),
    ),
    z.transform((form: Form): PromoCodeInput => ({
      code: normalisePromoCode(form.code!),
      percentOff: form.kind === 'percent' ? Number(form.value) : null,
      amountOffFils: form.kind === 'amount' ? parseAedToFils(form.value!) : null,
      validFrom: form.validFrom!,
      validUntil: form.validUntil!,
      maxUses: form.maxUses ? Number(form.maxUses) : null,
      maxUsesPerCustomer: Number(form.maxUsesPerCustomer),
      vehicleModelIds: [...new Set(modelsOf(form))],
    })),
  );
}
