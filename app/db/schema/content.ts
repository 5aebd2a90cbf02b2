import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /**
     * A priced offer's discount on the car's rental (decision 083): a whole percentage, or an amount
     * per rental day in fils; neither on an offer that only announces something, which prices nothing.
     */
    discountPercent: integer('discount_percent'),
    discountFilsPerDay: integer('discount_fils_per_day'),
    /** The classes and the models the offer is for; both empty: every car. */
    vehicleTypeIds: integer('vehicle_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    vehicleModelIds: integer('vehicle_model_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The pick-up branches the offer is for; empty: every branch. */
    branchIds: integer('branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The fewest charged rental days the offer is for; null: any rental. */
    minDays: integer('min_days'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('offers_price_per_check', t.pricePer, offerPricePeriods),
    check('offers_one_discount', sql`${t.discountPercent} is null or ${t.discountFilsPerDay} is null`),
    check('offers_discount_percent', sql`${t.discountPercent} is null or ${t.discountPercent} between 1 and 50`),
    check('offers_discount_fils', sql`${t.discountFilsPerDay} is null or ${t.discountFilsPerDay} > 0`),
    check('offers_min_days', sql`${t.minDays} is null or ${t.minDays} >= 1`),
  ],
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
