// zod/mini: the same rules run in the browser and on the server.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';
import { type Fail, optionalText } from '~/utils/form-rules';
import { filsToAedText, parseAedToFils } from '~/modules/vehicles/aed-amount';

/**
 * The company-wide figures the counter's charges are worked out from (DECISIONS: return charges).
 * Money in fils, percentages whole. Each is one row of the `settings` table under the same key;
 * migration 0033 seeded these values, which also stand in for a row that is missing.
 */
export type ChargeRules = {
  fuelPricePerLitreFils: number;
  fuelServicePercent: number;
  lateReturnGraceMinutes: number;
  kmPerDay: number;
  kmPerMonth: number;
  cleaningFeeFils: number;
  salikFeePercent: number;
  trafficFineFeeFils: number;
  municipalFineFeeFils: number;
  /** Days after return within which a deposit still held is released (the terms' promise). */
  depositReleaseDays: number;
  /** Insurance for driving into Oman, per week or part of a week. */
  omanInsurancePerWeekFils: number;
};

export const seededChargeRules: ChargeRules = {
  fuelPricePerLitreFils: 258,
  fuelServicePercent: 20,
  lateReturnGraceMinutes: 60,
  kmPerDay: 250,
  kmPerMonth: 4000,
  cleaningFeeFils: 10_000,
  salikFeePercent: 10,
  trafficFineFeeFils: 5000,
  municipalFineFeeFils: 2500,
  depositReleaseDays: 30,
  omanInsurancePerWeekFils: 70_000,
};

export const chargeRuleKeys = Object.keys(seededChargeRules) as (keyof ChargeRules)[];

/** Which figures are money (typed in AED) and which are whole numbers, with the largest each takes. */
const moneyRules = [
  'fuelPricePerLitreFils',
  'cleaningFeeFils',
  'trafficFineFeeFils',
  'municipalFineFeeFils',
  'omanInsurancePerWeekFils',
] as const;
const countLimits = {
  fuelServicePercent: 100,
  lateReturnGraceMinutes: 1439,
  kmPerDay: 5000,
  kmPerMonth: 100_000,
  salikFeePercent: 100,
  depositReleaseDays: 90,
} as const;
/** No charge figure goes past AED 10,000 (a fee, a litre of fuel, a kilometre, an excess is far below). */
const MAX_FIGURE_FILS = 1_000_000;

const isMoneyRule = (key: keyof ChargeRules): key is (typeof moneyRules)[number] =>
  (moneyRules as readonly string[]).includes(key);

const aedFils = (text: string | undefined, max = MAX_FIGURE_FILS) => {
  const fils = text ? parseAedToFils(text) : null;
  return fils !== null && fils <= max ? fils : null;
};
const wholeNumber = (text: string | undefined, max: number) =>
  text && /^\d{1,6}$/.test(text) && Number(text) <= max ? Number(text) : null;

/** The form's field values: money as AED text ('2.58'), the rest as digits. */
export function chargeRulesFormValues(rules: ChargeRules): Record<keyof ChargeRules, string> {
  return Object.fromEntries(
    chargeRuleKeys.map((key) => [key, isMoneyRule(key) ? filsToAedText(rules[key]) : String(rules[key])]),
  ) as Record<keyof ChargeRules, string>;
}

const chargeRuleFields = z.object(
  Object.fromEntries(chargeRuleKeys.map((key) => [key, optionalText])) as Record<
    keyof ChargeRules,
    typeof optionalText
  >,
);

/** The company-wide return charge figures: AED amounts up to AED 10,000, whole percentages, minutes and kilometres. */
export function chargeRulesSchema(t: Translate) {
  return z.pipe(
    chargeRuleFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        for (const key of chargeRuleKeys) {
          if (isMoneyRule(key)) {
            if (aedFils(form[key]) === null) fail(key, t('cms.charges.amountInvalid'));
          } else if (wholeNumber(form[key], countLimits[key]) === null) {
            fail(key, t('cms.charges.numberInvalid', { max: countLimits[key] }));
          } else if (
            (key === 'kmPerDay' || key === 'kmPerMonth' || key === 'depositReleaseDays') &&
            Number(form[key]) === 0
          ) {
            fail(key, t('cms.charges.numberInvalid', { max: countLimits[key] }));
          }
        }
      }),
    ),
    z.transform(
      (form: z.output<typeof chargeRuleFields>) =>
        Object.fromEntries(
          chargeRuleKeys.map((key) => [key, isMoneyRule(key) ? aedFils(form[key])! : Number(form[key])]),
        ) as ChargeRules,
    ),
  );
}

/** Before VAT, the super CDW's day price at most AED 1,000 (the excess it waives is at most 10,000). */
const MAX_SCDW_DAILY_FILS = 100_000;
/** A class's deposit held at hand-over: at least AED 100, at most AED 50,000. */
const DEPOSIT_FILS = { min: 10_000, max: 5_000_000 } as const;
const classFieldMaxFils = (name: string) =>
  name.startsWith('km-')
    ? 10_000
    : name.startsWith('scdw-')
      ? MAX_SCDW_DAILY_FILS
      : name.startsWith('deposit-')
        ? DEPOSIT_FILS.max
        : MAX_FIGURE_FILS * 10;

/**
 * Each vehicle type's standard CDW excess, extra-kilometre rate, super CDW per day before VAT
 * (0: not sold) and the deposit held at hand-over, as fields excess-{id}, km-{id}, scdw-{id} and
 * deposit-{id} (AED).
 */
export function classChargesSchema(t: Translate, typeIds: number[]) {
  const names = typeIds.flatMap((id) => [`excess-${id}`, `km-${id}`, `scdw-${id}`, `deposit-${id}`]);
  const fields = z.object(Object.fromEntries(names.map((name) => [name, optionalText])));
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        for (const name of names) {
          const fils = aedFils(form[name], classFieldMaxFils(name));
          if (fils === null) ctx.addIssue({ code: 'custom', path: [name], message: t('cms.charges.amountInvalid') });
          else if (name.startsWith('deposit-') && fils < DEPOSIT_FILS.min)
            ctx.addIssue({ code: 'custom', path: [name], message: t('cms.charges.depositTooLow') });
        }
      }),
    ),
    z.transform((form: Record<string, string | undefined>) =>
      typeIds.map((id) => ({
        vehicleTypeId: id,
        cdwExcessFils: aedFils(form[`excess-${id}`], MAX_FIGURE_FILS * 10)!,
        extraKmFils: aedFils(form[`km-${id}`], 10_000)!,
        scdwDailyFils: aedFils(form[`scdw-${id}`], MAX_SCDW_DAILY_FILS)!,
        depositFils: aedFils(form[`deposit-${id}`], DEPOSIT_FILS.max)!,
      })),
    ),
  );
}

const TANK_LITRES = { min: 10, max: 200 } as const;

/** Each vehicle model's fuel tank in whole litres, as fields tank-{id}. */
export function tankSizesSchema(t: Translate, modelIds: number[]) {
  const fields = z.object(Object.fromEntries(modelIds.map((id) => [`tank-${id}`, optionalText])));
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        for (const id of modelIds) {
          const litres = wholeNumber(form[`tank-${id}`], TANK_LITRES.max);
          if (litres === null || litres < TANK_LITRES.min)
            ctx.addIssue({ code: 'custom', path: [`tank-${id}`], message: t('cms.charges.tankInvalid', TANK_LITRES) });
        }
      }),
    ),
    z.transform((form: Record<string, string | undefined>) =>
      modelIds.map((id) => ({ vehicleModelId: id, tankLitres: Number(form[`tank-${id}`]) })),
    ),
  );
}

export type ClassChargesInput = z.output<ReturnType<typeof classChargesSchema>>;
export type TankSizesInput = z.output<ReturnType<typeof tankSizesSchema>>;
