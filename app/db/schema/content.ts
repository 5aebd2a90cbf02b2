import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type LocalizedDocument, createdAt, localized, oneOf } from './columns';
import { storedFiles } from './files';

export const offerPricePeriods = ['day', 'week', 'month'] as const;
export const peopleGroups = ['board', 'executive'] as const;

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    title: localized('title').notNull(),
    content: localized('content').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** The price the offer is about, in fils, shown as words over the banner ('AED 149 per day'); none for offers without one. */
    priceFils: integer('price_fils'),
    pricePer: text('price_per', { enum: offerPricePeriods }),
    bannerFileId: integer('banner_file_id').references(() => storedFiles.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [oneOf('offers_price_per_check', t.pricePer, offerPricePeriods)],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  title: localized('title').notNull(),
  body: localized('body').notNull(),
  imageFileId: integer('image_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const blogTopics = pgTable(
  'blog_topics',
  {
    id: serial('id').primaryKey(),
    title: localized('title').notNull(),
    createdAt: createdAt(),
  },
  // A topic is known by its English title: no two topics share one.
  (table) => [uniqueIndex('blog_topics_title_en_unique').on(sql`(${table.title}->>'en')`)],
);

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  topicId: integer('topic_id')
    .notNull()
    .references(() => blogTopics.id),
  title: localized('title').notNull(),
  subTitle: localized('sub_title'),
  author: localized('author').notNull(),
  /** Structured rich text per language ({ en, ar? }, see app/utils/rich-text.ts); checked again before rendering. */
  content: jsonb('content').$type<LocalizedDocument>().notNull(),
  bannerFileId: integer('banner_file_id').references(() => storedFiles.id),
  bannerAlt: localized('banner_alt'),
  publishDate: date('publish_date').notNull(),
  metaDescription: localized('meta_description'),
  metaKeywords: localized('meta_keywords'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: localized('question').notNull(),
  answer: localized('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const termsSections = pgTable('terms_sections', {
  id: serial('id').primaryKey(),
  /** A fixed anchor on /terms-conditions for a section other pages link to ('used-car-sale'); others use their id. */
  anchor: text('anchor').unique(),
  heading: localized('heading').notNull(),
  body: localized('body').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: localized('name').notNull(),
    role: localized('role').notNull(),
    group: text('group', { enum: peopleGroups }).notNull(),
    biography: localized('biography').notNull(),
    imageFileId: integer('image_file_id').references(() => storedFiles.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [oneOf('people_group_check', t.group, peopleGroups)],
);

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logoFileId: integer('logo_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
