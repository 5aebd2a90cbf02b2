import { asc, eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { clients, faqs, people, termsSections } from '~/db/schema';

export function listPeople() {
  return db()
    .select({
      slug: people.slug,
      name: people.name,
      role: people.role,
      group: people.group,
      imageFileId: people.imageFileId,
    })
    .from(people)
    .orderBy(asc(people.sortOrder));
}

export async function findPersonBySlug(slug: string) {
  const [person] = await db()
    .select({
      slug: people.slug,
      name: people.name,
      role: people.role,
      group: people.group,
      biography: people.biography,
      imageFileId: people.imageFileId,
    })
    .from(people)
    .where(eq(people.slug, slug))
    .limit(1);
  return person;
}

export function listClients() {
  return db()
    .select({ name: clients.name, logoFileId: clients.logoFileId })
    .from(clients)
    .orderBy(asc(clients.sortOrder));
}

export function listFaqs() {
  return db()
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder));
}

export function listTermsSections() {
  return db()
    .select({
      id: termsSections.id,
      anchor: termsSections.anchor,
      heading: termsSections.heading,
      body: termsSections.body,
    })
    .from(termsSections)
    .orderBy(asc(termsSections.sortOrder));
}
