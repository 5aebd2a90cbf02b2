import { db } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';

/** Stores the address once; returns false when it was already subscribed. */
export async function subscribeToNewsletter(email: string, locale: string): Promise<boolean> {
  const inserted = await db()
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase(), locale })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length === 1;
}
