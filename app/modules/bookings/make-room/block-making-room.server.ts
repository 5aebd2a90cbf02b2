import { db } from '~/db/client.server';
import { translator } from '~/i18n/translate';
import type { BlockCarsInput } from '~/modules/fleet/blocked-cars-form';
import { type BlockResult, type BookingInTheWay, blockCars, checkBlock } from '~/modules/fleet/blocked-cars.server';
import { makeRoom, movesFor } from './make-room.server';
import type { PostedChoice } from './room-choices';

type BlockRefusal = {
  blockable: number;
  inTheWay: Array<BookingInTheWay & { moves: Array<{ id: number; brand: string; name: string }> }>;
};

/** What the customer's mail says: the cars are out of service, in both of the site's languages. */
function outOfServiceReason(reason: BlockCarsInput['reason']) {
  const [en, ar] = (['en', 'ar'] as const).map((locale) => {
    const t = translator(locale);
    return t('blocks.customerReason', { reason: t(`blocks.reason.${reason}`) });
  });
  return `${en} / ${ar}`;
}

/**
 * Blocks cars, first cancelling or moving the bookings in the way as staff chose in the same step
 * (only those still in the way). The block itself is checked again under its lock: if a booking
 * took a car meanwhile, or a move could not be made, it is refused with the bookings still in the
 * way and where each could go.
 */
export async function blockMakingRoom(
  actorId: number,
  vehicleModelId: number,
  input: BlockCarsInput,
  choices: readonly PostedChoice[],
  now = new Date(),
): Promise<{ ok: true; blockId: number; changed: number } | ({ ok: false } & BlockRefusal)> {
  let changed = 0;
  if (choices.length > 0) {
    const before = await checkBlock(db(), vehicleModelId, input, now);
    const inTheWay = new Set(before.inTheWay.map((booking) => booking.id));
    const outcomes = await makeRoom(
      actorId,
      choices.filter(
        (choice): choice is Exclude<PostedChoice, { action: 'later' }> =>
          choice.action !== 'later' && inTheWay.has(choice.bookingId),
      ),
      outOfServiceReason(input.reason),
      now,
    );
    changed = outcomes.filter((outcome) => outcome.ok).length;
  }
  const result: BlockResult = await blockCars(actorId, vehicleModelId, input, now);
  if (result.ok) return { ok: true, blockId: result.blockId, changed };
  const inTheWay = [];
  for (const booking of result.inTheWay) inTheWay.push({ ...booking, moves: await movesFor(booking, now) });
  return { ok: false, blockable: result.blockable, inTheWay };
}
