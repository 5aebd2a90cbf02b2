import { type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Translate } from '~/i18n/translate';
import { blockCarsSchema } from '~/modules/fleet/blocked-cars-form';
import { stockOfModel } from '~/modules/fleet/blocked-cars.server';
import { dubaiToday } from '~/utils/dubai-time';
import { blockMakingRoom } from './block-making-room.server';
import { readRoomChoices } from './room-choices';

/** A booking in the way as the block form lists it, with where staff may move it. */
export type BookingInTheWayRow = {
  id: number;
  reference: string;
  pickupAt: string;
  dropoffAt: string;
  customerName: string;
  phone: string;
  email: string;
  moves: Array<{ id: number; vehicle: string }>;
};

export type BlockSubmission =
  | { kind: 'blocked'; changed: number }
  | { kind: 'invalid'; reply: SubmissionResult<string[]>; inTheWay: BookingInTheWayRow[] };

/**
 * The block form of one model, posted from the vehicle's rates page or the blocks screen: checked
 * with the form's schema, then blocked after the bookings in the way are cancelled or moved as
 * staff chose. A refusal is a message at the number of cars, with the bookings in the way.
 */
export async function submitBlock(
  actorId: number,
  vehicleModelId: number,
  form: FormData,
  t: Translate,
  now = new Date(),
): Promise<BlockSubmission> {
  const submission = parseWithZod(form, {
    schema: blockCarsSchema({ t, stock: await stockOfModel(vehicleModelId), today: dubaiToday(now) }),
  });
  if (submission.status !== 'success') return { kind: 'invalid', reply: submission.reply(), inTheWay: [] };
  const result = await blockMakingRoom(actorId, vehicleModelId, submission.value, readRoomChoices(form), now);
  if (result.ok) return { kind: 'blocked', changed: result.changed };
  return {
    kind: 'invalid',
    reply: submission.reply({ fieldErrors: { cars: [t('blocks.overPromise', { n: result.blockable })] } }),
    inTheWay: result.inTheWay.map((booking) => ({
      id: booking.id,
      reference: booking.reference,
      pickupAt: booking.pickupAt.toISOString(),
      dropoffAt: booking.dropoffAt.toISOString(),
      customerName: booking.customerName,
      phone: booking.phone,
      email: booking.email,
      moves: booking.moves.map((model) => ({ id: model.id, vehicle: `${model.brand} ${model.name}` })),
    })),
  };
}
