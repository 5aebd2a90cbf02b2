// zod/mini: the same rules run in the content manager's browser and on the server.
import * as z from 'zod/mini';
import { type BlockReason, blockReasons } from './block-reasons';
import type { Translate } from '~/i18n/translate';
import { dubaiDateTime } from '~/utils/dubai-time';

/** A block covers whole days in Dubai, the first to the last, both included. */
const MAX_BLOCK_DAYS = 366;

const text = z.optional(z.string().check(z.trim()));
const fields = z.object({ branchId: text, cars: text, from: text, to: text, reason: text, note: text });

export type BlockCarsInput = {
  branchId: number;
  cars: number;
  startsAt: Date;
  endsAt: Date;
  reason: BlockReason;
  note: string | null;
};

/**
 * Cars of this model to take out of availability: at a branch that holds the model, no more cars
 * than it holds, from a day (today at the earliest) to a day no earlier, with a reason.
 */
export function blockCarsSchema({
  t,
  stock,
  today,
}: {
  t: Translate;
  /** The cars each branch holds of this model, by branch id. */
  stock: ReadonlyMap<number, number>;
  /** Today in Dubai, 'YYYY-MM-DD'. */
  today: string;
}) {
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        const held = stock.get(Number(form.branchId));
        if (!form.branchId || held === undefined) fail('branchId', t('blocks.branchInvalid'));
        if (!form.cars || !/^\d{1,3}$/.test(form.cars) || Number(form.cars) < 1)
          fail('cars', t('blocks.carsInvalid', { max: held ?? 1 }));
        else if (held !== undefined && Number(form.cars) > held) fail('cars', t('blocks.carsInvalid', { max: held }));
        const from = form.from ? dubaiDateTime(form.from, '00:00') : null;
        const to = form.to ? dubaiDateTime(form.to, '00:00') : null;
        if (!from) fail('from', t('blocks.dateInvalid'));
        else if (form.from! < today) fail('from', t('blocks.fromPast'));
        if (!to) fail('to', t('blocks.dateInvalid'));
        else if (from && to < from) fail('to', t('blocks.toBeforeFrom'));
        else if (from && to && (to.getTime() - from.getTime()) / 86_400_000 >= MAX_BLOCK_DAYS)
          fail('to', t('blocks.tooLong', { days: MAX_BLOCK_DAYS }));
        if (!form.reason || !(blockReasons as readonly string[]).includes(form.reason))
          fail('reason', t('blocks.reasonInvalid'));
        if ((form.note?.length ?? 0) > 300) fail('note', t('cms.tooLong', { max: 300 }));
      }),
    ),
    z.transform((form: z.output<typeof fields>): BlockCarsInput => ({
      branchId: Number(form.branchId),
      cars: Number(form.cars),
      startsAt: dubaiDateTime(form.from!, '00:00')!,
      // The last day is included: the block ends at the next midnight in Dubai.
      endsAt: new Date(dubaiDateTime(form.to!, '00:00')!.getTime() + 86_400_000),
      reason: form.reason as BlockReason,
      note: form.note || null,
    })),
  );
}
