import { eq } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { bookingEvents, bookings } from '~/db/schema';
import { sendManageLinkMail } from '../manage-link-mail.server';
import { issueManageLink, linkMayOpen, revokeLinksIn } from '../manage-links/manage-links.server';

/** The reasons written in the booking's history when staff revoke or issue links (put in words by booking-event-words). */
const manageLinkReasons = { revoked: 'manage link revoked', issued: 'manage link issued' } as const;

async function recordInHistory(tx: Database, bookingId: number, actorId: number, reason: string) {
  const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  await tx.insert(bookingEvents).values({
    bookingId,
    actorId,
    actorKind: 'staff',
    fromStatus: booking.status,
    toStatus: booking.status,
    reason,
  });
}

/**
 * Staff stop every link of the booking (a mail forwarded to the wrong person, a phone lost). The
 * revocation and its line in the booking's history are one transaction. Answers how many links
 * stopped; when none was live nothing is recorded.
 */
export async function revokeManageLinks(bookingId: number, actorId: number): Promise<number> {
  return db().transaction(async (tx) => {
    const revoked = await revokeLinksIn(tx, bookingId, actorId);
    if (revoked > 0) await recordInHistory(tx, bookingId, actorId, manageLinkReasons.revoked);
    return revoked;
  });
}

export type ReissueResult = { ok: true } | { ok: false; reason: 'not_found' | 'closed' | 'no_email' };

/**
 * Staff mail the customer a new link, stopping the old ones. The new link, its mail and the line in
 * the booking's history are one transaction: the mailed link always works. Refused once a link could
 * no longer open the booking (returned, closed), and when the booking has nobody to mail.
 */
export async function reissueManageLink(bookingId: number, actorId: number, now = new Date()): Promise<ReissueResult> {
  return db()
    .transaction(async (tx) => {
      const [booking] = await tx
        .select({ status: bookings.status, dropoffAt: bookings.dropoffAt })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      if (!booking) return { ok: false, reason: 'not_found' } as const;
      if (!linkMayOpen(booking, now)) return { ok: false, reason: 'closed' } as const;
      await revokeLinksIn(tx, bookingId, actorId);
      const token = await issueManageLink(tx, bookingId, actorId);
      // Nothing written so far is kept without the mail: the caller gets no_email and the old links stand.
      if (!(await sendManageLinkMail(bookingId, token, tx))) throw new NoOneToMail();
      await recordInHistory(tx, bookingId, actorId, manageLinkReasons.issued);
      return { ok: true } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof NoOneToMail) return { ok: false, reason: 'no_email' } as const;
      throw error;
    });
}

class NoOneToMail extends Error {}
