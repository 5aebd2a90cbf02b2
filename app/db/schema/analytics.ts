import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Page views, recorded only for visitors who accepted analytics cookies. */
export const pageViews = pgTable('page_views', {
  id: serial('id').primaryKey(),
  path: text('path').notNull(),
  device: text('device').notNull(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});
