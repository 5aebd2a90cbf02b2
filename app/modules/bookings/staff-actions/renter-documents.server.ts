import { inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { type ReviewStatus, users } from '~/db/schema';
import { listDocuments } from '~/modules/auth/account.server';

export type RenterPapers = {
  reviewStatus: ReviewStatus;
  licenceExpiry: string | null;
  passportExpiry: string | null;
};

/** The account holders' documents as staff check them at the counter: the review state and the expiry dates. */
export async function renterPapers(userIds: readonly number[]): Promise<Map<number, RenterPapers>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({
      id: users.id,
      reviewStatus: users.reviewStatus,
      licenceExpiry: users.licenceExpiry,
      passportExpiry: users.passportExpiry,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...papers }) => [id, papers]));
}
/** One renter's papers with the uploaded copies, for the booking page. */
export async function renterDocuments(userId: number) {
  const [papers, files] = await Promise.all([renterPapers([userId]), listDocuments(userId)]);
  const found = papers.get(userId);
  return found
    ? {
        ...found,
        files: files.map((file) => ({
          id: file.id,
          originalName: file.originalName,
          createdAt: file.createdAt.toISOString(),
        })),
      }
    : null;
}
