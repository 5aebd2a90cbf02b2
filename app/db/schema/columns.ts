import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Text kept in both site languages; Arabic may be missing and then falls back to English. */
export type LocalizedText = { en: string; ar?: string };

export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
