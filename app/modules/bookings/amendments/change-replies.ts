import type { Translate } from '~/i18n/translate';
import type { PromoRefusal } from '~/modules/promotions/promo-code-rules';
import type { ExtensionSettlement } from './amendment-terms';
import type { ChangeFormErrors } from './change-form';
import type { Quote } from '~/modules/pricing/quote-booking';
import type { AmendedRental } from '~/db/schema';

/** Why a change cannot be made, as the pricing of it answers. */
export type ChangeRefusalReason =
  | 'not_found'
  | 'not_amendable'
  | 'paid_at_counter'
  | 'too_late'
  | 'used_up'
  | 'unavailable'
  | 'no_rate'
  | 'no_model'
  | 'unchanged'
  | 'not_later';

/**
 * What a refused change says, at the field it concerns (the schedule rules, the promo code, the driver's
 * age) or above the form.
 */
export function refusalReply(
  refusal:
    | { reason: ChangeRefusalReason }
    | { reason: 'schedule'; errors: ChangeFormErrors }
    | { reason: 'promo'; refusal: PromoRefusal }
    | { reason: 'too_young'; age: number },
  t: Translate,
): { errors: ChangeFormErrors; message?: string } {
  if (refusal.reason === 'schedule') return { errors: refusal.errors };
  // Staff give a code for the customer: the customer's own words would say "you" (as the walk-in form says).
  if (refusal.reason === 'promo')
    return {
      errors: {
        promoCode:
          refusal.refusal === 'used_by_you'
            ? t('staffBooking.promoUsedByCustomer')
            : t(`promo.refused.${refusal.refusal}`),
      },
    };
  if (refusal.reason === 'too_young')
    return { errors: { driverBirthDate: t('bookings.change.tooYoung', { age: refusal.age }) } };
  const messages: Record<ChangeRefusalReason, string> = {
    not_found: t('change.notAmendable'),
    not_amendable: t('change.notAmendable'),
    paid_at_counter: t('change.paidAtCounter'),
    too_late: t('change.tooLate'),
    used_up: t('change.usedUp'),
    unavailable: t('change.unavailable'),
    no_rate: t('change.noRate'),
    no_model: t('change.noModel'),
    unchanged: t('change.unchanged'),
    not_later: t('change.notLater'),
  };
  return { errors: {}, message: messages[refusal.reason] };
}

/** The new price as the form shows it before confirming. */
export type ChangePreview = {
  quote: Quote;
  totalFils: number;
  differenceFils: number;
  settlement: ExtensionSettlement;
  paymentMethod: string;
  vehicle: string;
};

export function previewOf(
  quote: { after: AmendedRental; differenceFils: number; settlement: ExtensionSettlement },
  paymentMethod: string,
): ChangePreview {
  return {
    quote: quote.after.priceSnapshot.quote,
    totalFils: quote.after.totalFils,
    differenceFils: quote.differenceFils,
    settlement: quote.settlement,
    paymentMethod,
    vehicle: quote.after.vehicle,
  };
}
