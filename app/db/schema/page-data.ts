import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row: a number that every committed write to the data pages are made of moves on (a trigger on
 * each table, migration 0058). A kept personal page is served only while the number it was rendered
 * under is the current one (decision record 090).
 */
export const pageDataVersion = pgTable(
  'page_data_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('page_data_version_one_row', sql`${table.id} = 1`)],
);
