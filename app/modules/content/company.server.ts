import { asc, eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { clients, faqs, people, termsSections } from '~/db/schema';
import { fillCopy } from '~/content/fill-copy';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { copyFacts } from './copy-facts.server';

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

function listFaqs() {
  return db()
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder));
}

function listTermsSections() {
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

/** The FAQ as a visitor reads it: in the page's language, its figures filled from the settings. */
export async function faqsFor(locale: Locale) {
  const [rows, facts] = await Promise.all([listFaqs(), copyFacts(locale)]);
  return rows.map((faq) =>
    fillCopy(
      { id: faq.id, question: localized(faq.question, locale), answer: localized(faq.answer, locale) },
      facts,
      locale,
    ),
  );
}

/** The rental terms as a visitor reads them: in the page's language, their figures filled from the settings. */
export async function termsFor(locale: Locale) {
  const [rows, facts] = await Promise.all([listTermsSections(), copyFacts(locale)]);
  return rows.map((section) => ({
    id: section.id,
    anchor: section.anchor,
    heading: localized(section.heading, locale),
    body: fillCopy(localized(section.body, locale), facts, locale),
  }));
}
