import { asc } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { testimonials } from '~/db/schema';
import { cachedReference } from '~/modules/cache/reference-cache.server';

/** The testimonials in the order staff set, the first `limit` of them. */
export function listTestimonials(limit: number) {
  return cachedReference(`testimonials:${limit}`, async () =>
    db()
      .select({
        id: testimonials.id,
        name: testimonials.name,
        title: testimonials.title,
        body: testimonials.body,
        imageFileId: testimonials.imageFileId,
      })
      .from(testimonials)
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
      .limit(limit),
  );
}
