import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Text kept in both site languages; Arabic may be missing and then falls back to English. */
export type LocalizedText = { en: string; ar?: string };

/** A blog body per language: the stored document (app/utils/rich-text.ts) as written in each. */
export type LocalizedDocument = { en: unknown; ar?: unknown };

export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
