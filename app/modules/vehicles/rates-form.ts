// zod/mini: the same rules run in the content manager's browser and on the server.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { parseAedToFils } from './aed-amount';

/** The rate card's amounts, in the order the form shows them; each is typed in AED and kept in fils. */
export const tierAmounts = [
  ['dailyFils', 'weeklyFils', 'monthlyFils'],
  ['cdwDailyFils', 'cdwWeeklyFils', 'cdwMonthlyFils'],
  ['paiDailyFils', 'paiWeeklyFils', 'paiMonthlyFils'],
  ['gpsDailyFils', 'gpsWeeklyFils', 'gpsMonthlyFils'],
] as const;
export const flatAmounts = ['additionalDriverFils', 'babySeatFils'] as const;
export const rateAmounts = [...tierAmounts.flat(), ...flatAmounts] as const;
type RateAmount = (typeof rateAmounts)[number];
export type RateCardInput = Record<RateAmount, number>;

/** The rental rates themselves must be set: a card whose monthly rate is 0 is skipped by the pricing rule. */
const positiveAmounts: readonly RateAmount[] = ['dailyFils', 'weeklyFils', 'monthlyFils'];
const rateMessages = {
  required: 'vehicles.required',
  amount: 'vehicles.rates.amountInvalid',
  positive: 'vehicles.rates.positive',
} as const satisfies Record<string, MessageKey>;

const text = z.optional(z.string().check(z.trim()));

const fields = z.object({
  ...(Object.fromEntries(rateAmounts.map((key) => [key, text])) as Record<RateAmount, typeof text>),
});

/** Rate card amounts (AED text in, fils out). */
export function ratesSchema({ t }: { t: Translate }) {
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      for (const key of rateAmounts) {
        const value = form[key];
        if (!value) fail([key], t(rateMessages.required));
        else {
          const fils = parseAedToFils(value);
          if (fils === null) fail([key], t(rateMessages.amount));
          else if (fils === 0 && positiveAmounts.includes(key)) fail([key], t(rateMessages.positive));
        }
      }
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      card: Object.fromEntries(rateAmounts.map((key) => [key, parseAedToFils(form[key]!)!])) as RateCardInput,
    })),
  );
}

export type RatesInput = z.output<ReturnType<typeof ratesSchema>>;
export type RatesFormFields = z.input<ReturnType<typeof ratesSchema>>;
