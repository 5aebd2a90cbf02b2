import type { RoomChoice } from './make-room.server';

/** The form field that carries staff's choice for one booking in the way. */
export const roomField = (bookingId: number) => `room.${bookingId}`;

/**
 * Staff's choices for the bookings in the way, from the posted form: 'cancel', or 'move:<model id>'
 * for another model at the branch. 'keep' and anything unknown leave the booking as it is.
 */
export function readRoomChoices(form: FormData): RoomChoice[] {
  const choices: RoomChoice[] = [];
  for (const [name, value] of form.entries()) {
    const bookingId = Number(/^room\.(\d{1,9})$/.exec(name)?.[1]);
    if (!bookingId || typeof value !== 'string') continue;
    if (value === 'cancel') choices.push({ bookingId, action: 'cancel' });
    const modelId = Number(/^move:(\d{1,9})$/.exec(value)?.[1]);
    if (modelId) choices.push({ bookingId, action: 'move', vehicleModelId: modelId });
  }
  return choices;
}
