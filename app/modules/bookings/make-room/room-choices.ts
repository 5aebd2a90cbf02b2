import type { RoomChoice } from './make-room.server';

/** A choice as posted: 'later' (after a closure) gets its times from the closure on the server. */
export type PostedChoice = Exclude<RoomChoice, { action: 'reschedule' }> | { bookingId: number; action: 'later' };

/** The form field that carries staff's choice for one booking in the way. */
export const roomField = (bookingId: number) => `room.${bookingId}`;

/**
 * Staff's choices for the bookings in the way, from the posted form: 'cancel', 'move:<model id>'
 * for another model at the branch, or 'later' for after a closure. 'keep' and anything unknown
 * leave the booking as it is.
 */
export function readRoomChoices(form: FormData): PostedChoice[] {
  const choices: PostedChoice[] = [];
  for (const [name, value] of form.entries()) {
    const bookingId = Number(/^room\.(\d{1,9})$/.exec(name)?.[1]);
    if (!bookingId || typeof value !== 'string') continue;
    if (value === 'cancel' || value === 'later') choices.push({ bookingId, action: value });
    const modelId = Number(/^move:(\d{1,9})$/.exec(value)?.[1]);
    if (modelId) choices.push({ bookingId, action: 'move', vehicleModelId: modelId });
  }
  return choices;
}
