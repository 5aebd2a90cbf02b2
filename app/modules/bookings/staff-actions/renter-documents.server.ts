import { inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { users } from '~/db/schema';

export type RenterPapers = {
  reviewStatus: 'pending' | 'approved' | 'rejected';
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
