import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type BookingStatus, bookingManageLinks, bookings } from '~/db/schema';
import { type Locale, localizePath } from '~/i18n/locale';
import { hitRateLimit, isRateLimited, limits } from '~/modules/auth/rate-limit.server';
import { randomToken, sha256 } from '~/modules/auth/secrets.server';
import { env } from '~/modules/config/env.server';

/**
 * The link in a booking's mails that opens that one booking without signing in: a random token
 * whose SHA-256 alone is kept. It works until the car is due back and never after the rental
 * ends; staff may revoke every link of a booking and mail a new one.
 */

/** After these the booking has nothing left to manage, whatever the drop-off time says. */
const closedStates: readonly BookingStatus[] = ['completed', 'no_show', 'draft'];

/** randomToken's shape: 32 bytes in base64url. Anything else is not a token and costs no lookup. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

function manageLinkPath(token: string, locale: Locale) {
  return localizePath(`/bookings/manage/${token}`, locale);
}

export function manageLinkUrl(token: string, locale: Locale) {
  return `${env().APP_URL.replace(/\/+$/, '')}${manageLinkPath(token, locale)}`;
}

/** Whether a booking's link may open it now: it is still to be returned and not closed. */
export function linkMayOpen(booking: { status: BookingStatus; dropoffAt: Date }, now: Date) {
  return !closedStates.includes(booking.status) && booking.dropoffAt > now;
}

/**
 * A new link for the booking, written in `tx`: the transaction that writes the mail carrying it,
 * so the mail exists exactly when its link does. Answers the token, which is never stored.
 */
export async function issueManageLink(tx: Database, bookingId: number, issuedBy: number | null = null) {
  const token = randomToken();
  await tx.insert(bookingManageLinks).values({ bookingId, tokenHash: sha256(token), issuedBy });
  return token;
}

export type OpenedLink = { bookingId: number; ownerId: number | null };

/**
 * The booking a link opens, or null: a wrong, revoked or worn-out token, and a client that has
 * guessed too often, all get the same null, so the answer tells nothing. Lookups by the hash
 * are not compared in constant time: timing could at most reveal a hash, which opens nothing.
 * Only misses count against the client's address, so a customer opening their link often is never
 * slowed.
 */
export async function openManageLink(
  token: string,
  clientAddress: string,
  now = new Date(),
): Promise<OpenedLink | null> {
  const key = `manage-link:address:${clientAddress}`;
  if (!(await isRateLimited(key, limits.manageLinkMissesPerAddress, now)).allowed) return null;
  const [row] = tokenShape.test(token)
    ? await db()
        .select({
          bookingId: bookings.id,
          ownerId: bookings.userId,
          status: bookings.status,
          dropoffAt: bookings.dropoffAt,
          revokedAt: bookingManageLinks.revokedAt,
        })
        .from(bookingManageLinks)
        .innerJoin(bookings, eq(bookings.id, bookingManageLinks.bookingId))
        .where(eq(bookingManageLinks.tokenHash, sha256(token)))
    : [];
  if (row && row.revokedAt === null && linkMayOpen(row, now)) return { bookingId: row.bookingId, ownerId: row.ownerId };
  await hitRateLimit(key, limits.manageLinkMissesPerAddress, now);
  return null;
}

/** How many links of the booking still open it (not revoked); what staff see before revoking. */
export async function liveManageLinks(bookingId: number) {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingManageLinks)
    .where(and(eq(bookingManageLinks.bookingId, bookingId), isNull(bookingManageLinks.revokedAt)));
  return row.count;
}

/** Stops every live link of the booking, in `tx`; answers how many. */
export async function revokeLinksIn(tx: Database, bookingId: number, actorId: number) {
  const revoked = await tx
    .update(bookingManageLinks)
    .set({ revokedAt: sql`now()`, revokedBy: actorId })
    .where(and(eq(bookingManageLinks.bookingId, bookingId), isNull(bookingManageLinks.revokedAt)))
    .returning({ id: bookingManageLinks.id });
  return revoked.length;
}
